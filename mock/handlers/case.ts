// PENDING: generated placeholder, to be replaced by the real family resolvers.
import { type FamilyResolvers, refuse } from './kit';

const pending = () => refuse(501, '模拟接口尚未实现');

export const caseResolvers: FamilyResolvers<'case'> = {
  list: pending,
  add: pending,
  remove: pending,
  check: pending,
  ruleList: pending,
  timeLine: pending,
  getTimeLineList: pending,
  timeLineUpload: pending,
  getBaseTemplate: pending,
  combobox: pending,
  importCase: pending,
  importCaseRelease: pending,
  importCaseGz: pending,
  pictureImport: pending,
  pictureList: pending,
};
