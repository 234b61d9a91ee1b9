import { endpoints } from './endpoints';
import { type CallOptions, type DownloadedFile, request } from '@/services/request';
import type { Params } from './contract';

const e = endpoints.template;

/** The imports that have a template file. */
export type TemplateName = Params<'template.download'>['name'];

/** 下载导入模板 GET /sworld/template/download: the request layer answers the file with its name. */
export const download = (params?: Params<'template.download'>, options?: CallOptions) =>
  request<DownloadedFile>(e.download, params, options);
