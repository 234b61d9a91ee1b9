// PENDING: generated placeholder, to be replaced by the real family resolvers.
import { type FamilyResolvers, refuse } from './kit';

const pending = () => refuse(501, '模拟接口尚未实现');

export const trainingResolvers: FamilyResolvers<'training'> = {
  list: pending,
  save: pending,
  saveRelease: pending,
  saveGz: pending,
  changeState: pending,
  getById: pending,
  changeRound: pending,
  record: pending,
  isOpen: pending,
  getTeamScoreList: pending,
  getPlatformConstruction: pending,
  getPDCA: pending,
  getCountScore: pending,
  inputScore: pending,
  clickBankruptcy: pending,
  delMaterialOrder: pending,
  supplementaryOrder: pending,
  getTeacherGroupNum: pending,
  checkSupplementaryOrder: pending,
  getDetailList: pending,
  checkInformation: pending,
  getList: pending,
  getNetWorkTeam: pending,
  getNetWorkList: pending,
};
