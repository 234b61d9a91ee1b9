// PENDING: generated placeholder, to be replaced by the real family resolvers.
import { type FamilyResolvers, refuse } from './kit';

const pending = () => refuse(501, '模拟接口尚未实现');

export const steResolvers: FamilyResolvers<'ste'> = {
  caseList: pending,
  caseSave: pending,
  caseRemove: pending,
  presetDomainList: pending,
  presetDomainSave: pending,
  presetIndustryList: pending,
  presetIndustrySave: pending,
  organizationList: pending,
  organizationSave: pending,
  scoreList: pending,
  scoreSave: pending,
  teacherShowFieldList: pending,
  teacherShowFieldSave: pending,
  developerDataList: pending,
  developerDataSave: pending,
  moduleList: pending,
  moduleSave: pending,
};
