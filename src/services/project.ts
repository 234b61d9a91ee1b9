import { endpoints } from './endpoints';
import type { Answer, Params, Row } from './contract';
import { type CallOptions, request } from '@/services/request';

const e = endpoints.project;

/** The project list: spec point 7 promises its three lists; their rows' fields are assumed. */
export type ProjectList = Answer<'project.list'>;
export type ProjectMaterial = Row<ProjectList['materialList']>;
export type ProjectProduct = Row<ProjectList['productList']>;
export type ProjectTeam = Row<ProjectList['teams']>;

/** 项目列表（原料、产品、团队） GET /sworldShunt/project/list */
export const list = (params?: Params<'project.list'>, options?: CallOptions) =>
  request<ProjectList>(e.list, params, options);
