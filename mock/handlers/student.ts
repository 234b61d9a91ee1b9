// PENDING: generated placeholder, to be replaced by the real family resolvers.
import { type FamilyResolvers, refuse } from './kit';

const pending = () => refuse(501, '模拟接口尚未实现');

export const studentResolvers: FamilyResolvers<'student'> = {
  importStudents: pending,
  relList: pending,
  transfer: pending,
  getPostId: pending,
  list: pending,
};
