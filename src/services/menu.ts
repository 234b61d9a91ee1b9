import { endpoints } from './endpoints';
import { type CallOptions, request, write, type WriteOptions } from '@/services/request';
import type { Answer, Params } from './contract';

const e = endpoints.menu;

/** 选单阶段 POST /sworldShunt/gmMenu/getMenuPhase */
export const getMenuPhase = (params?: Params<'menu.getMenuPhase'>, options?: CallOptions) =>
  request<Answer<'menu.getMenuPhase'>>(e.getMenuPhase, params, options);

/** 检查选单是否开启 POST /sworldShunt/gmMenu/checkMenuIsOpen */
export const checkMenuIsOpen = (params?: Params<'menu.checkMenuIsOpen'>, options?: CallOptions) =>
  request<Answer<'menu.checkMenuIsOpen'>>(e.checkMenuIsOpen, params, options);

/** 保存选单 POST /sworldShunt/gmMenu/saveMenu */
export const saveMenu = (params?: Params<'menu.saveMenu'>, options?: WriteOptions) =>
  write<Answer<'menu.saveMenu'>>(e.saveMenu, params, options);

/** 各队广告投放 POST /sworldShunt/gmMenu/getTeamPutAdvertising */
export const getTeamPutAdvertising = (params?: Params<'menu.getTeamPutAdvertising'>, options?: CallOptions) =>
  request<Answer<'menu.getTeamPutAdvertising'>>(e.getTeamPutAdvertising, params, options);

/** 修改选单状态 POST /sworldShunt/gmMenu/updateMenuState */
export const updateMenuState = (params?: Params<'menu.updateMenuState'>, options?: WriteOptions) =>
  write<Answer<'menu.updateMenuState'>>(e.updateMenuState, params, options);

/** 发布广告排名 POST /sworldShunt/gmMenu/sendAdvertising */
export const sendAdvertising = (params?: Params<'menu.sendAdvertising'>, options?: WriteOptions) =>
  write<Answer<'menu.sendAdvertising'>>(e.sendAdvertising, params, options);

/** 选单进度 GET /sworldShunt/gmMenu/getMenuCondition */
export const condition = (params?: Params<'menu.condition'>, options?: CallOptions) =>
  request<Answer<'menu.condition'>>(e.condition, params, options);

/** 重新选单 POST /sworldShunt/gmMenu/reMenu */
export const reMenu = (params?: Params<'menu.reMenu'>, options?: WriteOptions) =>
  write<Answer<'menu.reMenu'>>(e.reMenu, params, options);

/** 暂停选单 POST /sworldShunt/gmMenu/suspend */
export const suspend = (params?: Params<'menu.suspend'>, options?: WriteOptions) =>
  write<Answer<'menu.suspend'>>(e.suspend, params, options);

/** 恢复选单 POST /sworldShunt/gmMenu/restore */
export const restore = (params?: Params<'menu.restore'>, options?: WriteOptions) =>
  write<Answer<'menu.restore'>>(e.restore, params, options);

/** 超时自动放弃 POST /sworldShunt/gmMenu/autoCancel */
export const autoCancel = (params?: Params<'menu.autoCancel'>, options?: WriteOptions) =>
  write<Answer<'menu.autoCancel'>>(e.autoCancel, params, options);

/** 选单明细 GET /sworldShunt/gmMenu/getMenuDetail */
export const menuDetail = (params?: Params<'menu.menuDetail'>, options?: CallOptions) =>
  request<Answer<'menu.menuDetail'>>(e.menuDetail, params, options);

/** 团队投放广告 POST /sworldShunt/gmMenu/putAdvertising */
export const putAdvertising = (params?: Params<'menu.putAdvertising'>, options?: WriteOptions) =>
  write<Answer<'menu.putAdvertising'>>(e.putAdvertising, params, options);

/** 团队选单 POST /sworldShunt/gmMenu/selectOrder */
export const selectOrder = (params?: Params<'menu.selectOrder'>, options?: WriteOptions) =>
  write<Answer<'menu.selectOrder'>>(e.selectOrder, params, options);
