import { endpoints } from './endpoints';
import { type CallOptions, type DownloadedFile, request } from '@/services/request';

const e = endpoints.template;

/** The imports that have a template file. */
export type TemplateName = 'student' | 'rule' | 'case' | 'dealerOrder' | 'timeline';

/** 下载导入模板 GET /sworld/template/download */
export const download = (params?: { name: TemplateName }, options?: CallOptions) =>
  request<DownloadedFile>(e.download, params, options);
