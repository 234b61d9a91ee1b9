import { endpoints } from './endpoints';
import { type CallOptions, request } from '@/services/request';

const e = endpoints.project;

export interface ProjectMaterial {
  code: string;
  name: string;
  price: number;
  leadRounds: number;
}

export interface ProjectProduct {
  code: string;
  name: string;
  processCost: number;
  devRounds: number;
  bom: { code: string; name: string; qty: number }[];
}

export interface ProjectTeam {
  teamId: string;
  groupId: string;
  groupNum: number;
  groupName: string;
  bankrupt: boolean;
}

export interface ProjectList {
  materialList: ProjectMaterial[];
  productList: ProjectProduct[];
  teams: ProjectTeam[];
}

/** 项目列表（原料、产品、团队） GET /sworldShunt/project/list */
export const list = (params?: { trainId: string }, options?: CallOptions) =>
  request<ProjectList>(e.list, params, options);
