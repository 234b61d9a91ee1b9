import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';
import type { Params } from '@/utils/qs';

const e = endpoints.training;

/** 实训列表 GET /sworldShunt/training/list */
export const list = (params?: Params, options?: CallOptions) => request(e.list, params, options);

/** 保存实训 POST /sworld/training/save */
export const save = (params?: Params, options?: CallOptions) => request(e.save, params, options);

/** 保存实训（release 版） POST /sworldrelease/training/save */
export const saveRelease = (params?: Params, options?: CallOptions) => request(e.saveRelease, params, options);

/** 保存实训（gz 版） POST /sworldgz/training/save */
export const saveGz = (params?: Params, options?: CallOptions) => request(e.saveGz, params, options);

/** 修改实训状态 POST /sworldShunt/training/changeState */
export const changeState = (params?: Params, options?: CallOptions) => request(e.changeState, params, options);

/** 实训详情 GET /sworldShunt/training/getById */
export const getById = (params?: Params, options?: CallOptions) => request(e.getById, params, options);

/** 切换当前轮次 POST /sworldShunt/training/changeRound */
export const changeRound = (params?: Params, options?: CallOptions) => request(e.changeRound, params, options);

/** 实训记录 GET /sworld/training/record */
export const record = (params?: Params, options?: CallOptions) => request(e.record, params, options);

/** 设置实训是否开放 POST /sworld/training/isOpen */
export const isOpen = (params?: Params, options?: CallOptions) => request(e.isOpen, params, options);

/** 团队成绩列表 GET /sworld/training/getTeamScoreList */
export const getTeamScoreList = (params?: Params, options?: CallOptions) =>
  request(e.getTeamScoreList, params, options);

/** 平台建设得分 GET /sworld/training/getPlatformConstruction */
export const getPlatformConstruction = (params?: Params, options?: CallOptions) =>
  request(e.getPlatformConstruction, params, options);

/** PDCA 得分 GET /sworld/training/getPDCA */
export const getPDCA = (params?: Params, options?: CallOptions) => request(e.getPDCA, params, options);

/** 汇总得分 GET /sworld/training/getCountScore */
export const getCountScore = (params?: Params, options?: CallOptions) => request(e.getCountScore, params, options);

/** 教师录入成绩 POST /sworld/training/inputScore */
export const inputScore = (params?: Params, options?: CallOptions) => request(e.inputScore, params, options);

/** 标记破产 POST /sworld/training/clickBankruptcy */
export const clickBankruptcy = (params?: Params, options?: CallOptions) => request(e.clickBankruptcy, params, options);

/** 删除原料订单 POST /sworld/training/delMaterialOrder */
export const delMaterialOrder = (params?: Params, options?: CallOptions) =>
  request(e.delMaterialOrder, params, options);

/** 补单 POST /sworld/training/supplementaryOrder */
export const supplementaryOrder = (params?: Params, options?: CallOptions) =>
  request(e.supplementaryOrder, params, options);

/** 教师可见组数 GET /sworld/training/getTeacherGroupNum */
export const getTeacherGroupNum = (params?: Params, options?: CallOptions) =>
  request(e.getTeacherGroupNum, params, options);

/** 检查可否补单 GET /sworld/training/checkSupplementaryOrder */
export const checkSupplementaryOrder = (params?: Params, options?: CallOptions) =>
  request(e.checkSupplementaryOrder, params, options);

/** 实训明细列表 GET /sworld/training/getDetailList */
export const getDetailList = (params?: Params, options?: CallOptions) => request(e.getDetailList, params, options);

/** 检查实训信息 GET /sworld/training/checkInformation */
export const checkInformation = (params?: Params, options?: CallOptions) =>
  request(e.checkInformation, params, options);

/** 我的实训列表 GET /sworld/training/getList */
export const getList = (params?: Params, options?: CallOptions) => request(e.getList, params, options);

/** 网络营销团队 GET /sworld/training/getNetWorkTeam */
export const getNetWorkTeam = (params?: Params, options?: CallOptions) => request(e.getNetWorkTeam, params, options);

/** 网络营销列表 GET /sworld/training/getNetWorkList */
export const getNetWorkList = (params?: Params, options?: CallOptions) => request(e.getNetWorkList, params, options);
