// PENDING: generated placeholder, to be replaced by the real family resolvers.
import { type FamilyResolvers, refuse } from './kit';

const pending = () => refuse(501, '模拟接口尚未实现');

export const menuResolvers: FamilyResolvers<'menu'> = {
  getMenuPhase: pending,
  checkMenuIsOpen: pending,
  saveMenu: pending,
  getTeamPutAdvertising: pending,
  updateMenuState: pending,
  sendAdvertising: pending,
  condition: pending,
  reMenu: pending,
  suspend: pending,
  restore: pending,
  autoCancel: pending,
  menuDetail: pending,
  putAdvertising: pending,
  selectOrder: pending,
};
