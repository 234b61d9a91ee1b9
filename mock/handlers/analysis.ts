// PENDING: generated placeholder, to be replaced by the real family resolvers.
import { type FamilyResolvers, refuse } from './kit';

const pending = () => refuse(501, '模拟接口尚未实现');

export const analysisResolvers: FamilyResolvers<'analysis'> = {
  openAll: pending,
  getMarketShare: pending,
  getCostProfit: pending,
  getTeamList: pending,
  advertising: pending,
  order: pending,
  capacity: pending,
  earnings: pending,
  liabilities: pending,
  getMarket: pending,
  getQuarter: pending,
  getProduct: pending,
  getOrderTeam: pending,
  getOrderDetail: pending,
  getCfoTeam: pending,
  getDataBanlance: pending,
  getMenuDetail: pending,
  companyMessage: pending,
  companyMessageOptions: pending,
  creditDetail: pending,
  creditDetailOptions: pending,
  timeList: pending,
  allInOne: pending,
  financeTeamSelect: pending,
  dataByCode: pending,
  retailOrderList: pending,
};
