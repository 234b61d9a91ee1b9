import { HIDDEN_ROLE, ROLE } from './constants';
import type { UserInfo } from './utils/session';

/**
 * One function per permission (umi access plugin); routes name them in config/routes.ts.
 * - canAdmin: the /admin area, administrators only;
 * - canUser: the teaching area (/class, /train, /experiment, /case...), teachers and students;
 * - canTeach: the teaching area except role 3 (its four hidden entries and teacher-only screens).
 */
export function accessOf(userInfo?: Partial<UserInfo>) {
  const type = userInfo?.userType;
  const loggedIn = typeof type === 'number';
  const canUser = loggedIn && type !== ROLE.admin;
  return {
    loggedIn,
    canAdmin: type === ROLE.admin,
    canUser,
    canTeach: canUser && type !== HIDDEN_ROLE,
  };
}

export default function access(initialState: { userInfo?: Partial<UserInfo> } | undefined) {
  return accessOf(initialState?.userInfo);
}
