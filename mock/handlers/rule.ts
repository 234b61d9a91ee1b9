// PENDING: generated placeholder, to be replaced by the real family resolvers.
import { type FamilyResolvers, refuse } from './kit';

const pending = () => refuse(501, '模拟接口尚未实现');

export const ruleResolvers: FamilyResolvers<'rule'> = {
  detailList: pending,
  detailCheck: pending,
  customDelete: pending,
  customSave: pending,
  intelligenceData: pending,
  importRule: pending,
  exportRule: pending,
  copy: pending,
  remove: pending,
  basecaseList: pending,
  listForCaseAndTemplate: pending,
  updateTemplateRule: pending,
  importDealerOrder: pending,
  savePreset: pending,
  deleteTemplateRule: pending,
};
