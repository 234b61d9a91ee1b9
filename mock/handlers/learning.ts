// PENDING: generated placeholder, to be replaced by the real family resolvers.
import { type FamilyResolvers, refuse } from './kit';

const pending = () => refuse(501, '模拟接口尚未实现');

export const learningResolvers: FamilyResolvers<'learning'> = {
  summary: pending,
  students: pending,
  scoreList: pending,
};
