import { endpoints } from './endpoints';
import { type CallOptions, request, write, type WriteOptions } from '@/services/request';
import type { Answer, Params } from './contract';

const e = endpoints.training;

/** 实训列表 GET /sworldShunt/training/list */
export const list = (params?: Params<'training.list'>, options?: CallOptions) =>
  request<Answer<'training.list'>>(e.list, params, options);

/** 保存实训 POST /sworld/training/save */
export const save = (params?: Params<'training.save'>, options?: WriteOptions) =>
  write<Answer<'training.save'>>(e.save, params, options);

/** 保存实训（release 版） POST /sworldrelease/training/save */
export const saveRelease = (params?: Params<'training.saveRelease'>, options?: WriteOptions) =>
  write<Answer<'training.saveRelease'>>(e.saveRelease, params, options);

/** 保存实训（gz 版） POST /sworldgz/training/save */
export const saveGz = (params?: Params<'training.saveGz'>, options?: WriteOptions) =>
  write<Answer<'training.saveGz'>>(e.saveGz, params, options);

/** 修改实训状态 POST /sworldShunt/training/changeState */
export const changeState = (params?: Params<'training.changeState'>, options?: WriteOptions) =>
  write<Answer<'training.changeState'>>(e.changeState, params, options);

/** 实训详情 GET /sworldShunt/training/getById */
export const getById = (params?: Params<'training.getById'>, options?: CallOptions) =>
  request<Answer<'training.getById'>>(e.getById, params, options);

/** 切换当前轮次 POST /sworldShunt/training/changeRound */
export const changeRound = (params?: Params<'training.changeRound'>, options?: WriteOptions) =>
  write<Answer<'training.changeRound'>>(e.changeRound, params, options);

/** 实训记录 GET /sworld/training/record */
export const record = (params?: Params<'training.record'>, options?: CallOptions) =>
  request<Answer<'training.record'>>(e.record, params, options);

/** 设置实训是否开放 POST /sworld/training/isOpen */
export const isOpen = (params?: Params<'training.isOpen'>, options?: WriteOptions) =>
  write<Answer<'training.isOpen'>>(e.isOpen, params, options);

/** 团队成绩列表 GET /sworld/training/getTeamScoreList */
export const getTeamScoreList = (params?: Params<'training.getTeamScoreList'>, options?: CallOptions) =>
  request<Answer<'training.getTeamScoreList'>>(e.getTeamScoreList, params, options);

/** 平台建设得分 GET /sworld/training/getPlatformConstruction */
export const getPlatformConstruction = (params?: Params<'training.getPlatformConstruction'>, options?: CallOptions) =>
  request<Answer<'training.getPlatformConstruction'>>(e.getPlatformConstruction, params, options);

/** PDCA 得分 GET /sworld/training/getPDCA */
export const getPDCA = (params?: Params<'training.getPDCA'>, options?: CallOptions) =>
  request<Answer<'training.getPDCA'>>(e.getPDCA, params, options);

/** 汇总得分 GET /sworld/training/getCountScore */
export const getCountScore = (params?: Params<'training.getCountScore'>, options?: CallOptions) =>
  request<Answer<'training.getCountScore'>>(e.getCountScore, params, options);

/** 教师录入成绩 POST /sworld/training/inputScore */
export const inputScore = (params?: Params<'training.inputScore'>, options?: WriteOptions) =>
  write<Answer<'training.inputScore'>>(e.inputScore, params, options);

/** 标记破产 POST /sworld/training/clickBankruptcy */
export const clickBankruptcy = (params?: Params<'training.clickBankruptcy'>, options?: WriteOptions) =>
  write<Answer<'training.clickBankruptcy'>>(e.clickBankruptcy, params, options);

/** 删除原料订单 POST /sworld/training/delMaterialOrder */
export const delMaterialOrder = (params?: Params<'training.delMaterialOrder'>, options?: WriteOptions) =>
  write<Answer<'training.delMaterialOrder'>>(e.delMaterialOrder, params, options);

/** 补单 POST /sworld/training/supplementaryOrder */
export const supplementaryOrder = (params?: Params<'training.supplementaryOrder'>, options?: WriteOptions) =>
  write<Answer<'training.supplementaryOrder'>>(e.supplementaryOrder, params, options);

/** 教师可见组数 GET /sworld/training/getTeacherGroupNum */
export const getTeacherGroupNum = (params?: Params<'training.getTeacherGroupNum'>, options?: CallOptions) =>
  request<Answer<'training.getTeacherGroupNum'>>(e.getTeacherGroupNum, params, options);

/** 检查可否补单 GET /sworld/training/checkSupplementaryOrder */
export const checkSupplementaryOrder = (params?: Params<'training.checkSupplementaryOrder'>, options?: CallOptions) =>
  request<Answer<'training.checkSupplementaryOrder'>>(e.checkSupplementaryOrder, params, options);

/** 实训明细列表 GET /sworld/training/getDetailList */
export const getDetailList = (params?: Params<'training.getDetailList'>, options?: CallOptions) =>
  request<Answer<'training.getDetailList'>>(e.getDetailList, params, options);

/** 检查实训信息 GET /sworld/training/checkInformation */
export const checkInformation = (params?: Params<'training.checkInformation'>, options?: CallOptions) =>
  request<Answer<'training.checkInformation'>>(e.checkInformation, params, options);

/** 我的实训列表 GET /sworld/training/getList */
export const getList = (params?: Params<'training.getList'>, options?: CallOptions) =>
  request<Answer<'training.getList'>>(e.getList, params, options);

/** 网络营销团队 GET /sworld/training/getNetWorkTeam */
export const getNetWorkTeam = (params?: Params<'training.getNetWorkTeam'>, options?: CallOptions) =>
  request<Answer<'training.getNetWorkTeam'>>(e.getNetWorkTeam, params, options);

/** 网络营销列表 GET /sworld/training/getNetWorkList */
export const getNetWorkList = (params?: Params<'training.getNetWorkList'>, options?: CallOptions) =>
  request<Answer<'training.getNetWorkList'>>(e.getNetWorkList, params, options);
