// PENDING: generated placeholder, to be replaced by the real family resolvers.
import { type FamilyResolvers, refuse } from './kit';

const pending = () => refuse(501, '模拟接口尚未实现');

export const gmSysResolvers: FamilyResolvers<'gmSys'> = {
  sendMessage: pending,
  selectReport: pending,
  issuedAnnouncement: pending,
  getSystemBulletin: pending,
  oneKeyExport: pending,
  checkReport: pending,
  groupInfoReport: pending,
};
