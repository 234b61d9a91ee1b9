import { endpoints } from './endpoints';
import { type CallOptions, type DownloadedFile, request } from '@/utils/request';
import type { Params } from '@/utils/qs';

const e = endpoints.template;

/** 下载导入模板 GET /sworld/template/download */
export const download = (params?: Params, options?: CallOptions) => request<DownloadedFile>(e.download, params, options);
