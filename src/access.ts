import { roleOf } from './domain/codes';
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
  // A user type the deployment's codes do not know opens no area: /login names it instead.
  const role = loggedIn ? roleOf(type) : undefined;
  const canUser = role !== undefined && role !== 'admin';
  return {
    loggedIn,
    canAdmin: role === 'admin',
    canUser,
    canTeach: canUser && role !== 'student',
  };
}

export default function access(initialState: { userInfo?: Partial<UserInfo> } | undefined) {
  return accessOf(initialState?.userInfo);
}
