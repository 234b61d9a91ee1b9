import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';
import type { Params } from '@/utils/qs';

const e = endpoints.menu;

/** 选单阶段 POST /sworldShunt/gmMenu/getMenuPhase */
export const getMenuPhase = (params?: Params, options?: CallOptions) => request(e.getMenuPhase, params, options);

/** 检查选单是否开启 POST /sworldShunt/gmMenu/checkMenuIsOpen */
export const checkMenuIsOpen = (params?: Params, options?: CallOptions) => request(e.checkMenuIsOpen, params, options);

/** 保存选单 POST /sworldShunt/gmMenu/saveMenu */
export const saveMenu = (params?: Params, options?: CallOptions) => request(e.saveMenu, params, options);

/** 各队广告投放 POST /sworldShunt/gmMenu/getTeamPutAdvertising */
export const getTeamPutAdvertising = (params?: Params, options?: CallOptions) =>
  request(e.getTeamPutAdvertising, params, options);

/** 修改选单状态 POST /sworldShunt/gmMenu/updateMenuState */
export const updateMenuState = (params?: Params, options?: CallOptions) => request(e.updateMenuState, params, options);

/** 发布广告排名 POST /sworldShunt/gmMenu/sendAdvertising */
export const sendAdvertising = (params?: Params, options?: CallOptions) => request(e.sendAdvertising, params, options);

/** 选单进度 GET /sworldShunt/gmMenu/getMenuCondition */
export const condition = (params?: Params, options?: CallOptions) => request(e.condition, params, options);

/** 重新选单 POST /sworldShunt/gmMenu/reMenu */
export const reMenu = (params?: Params, options?: CallOptions) => request(e.reMenu, params, options);

/** 暂停选单 POST /sworldShunt/gmMenu/suspend */
export const suspend = (params?: Params, options?: CallOptions) => request(e.suspend, params, options);

/** 恢复选单 POST /sworldShunt/gmMenu/restore */
export const restore = (params?: Params, options?: CallOptions) => request(e.restore, params, options);

/** 超时自动放弃 POST /sworldShunt/gmMenu/autoCancel */
export const autoCancel = (params?: Params, options?: CallOptions) => request(e.autoCancel, params, options);

/** 选单明细 GET /sworldShunt/gmMenu/getMenuDetail */
export const menuDetail = (params?: Params, options?: CallOptions) => request(e.menuDetail, params, options);

/** 团队投放广告 POST /sworldShunt/gmMenu/putAdvertising */
export const putAdvertising = (params?: Params, options?: CallOptions) => request(e.putAdvertising, params, options);

/** 团队选单 POST /sworldShunt/gmMenu/selectOrder */
export const selectOrder = (params?: Params, options?: CallOptions) => request(e.selectOrder, params, options);
