import { ROLE } from '@/domain/codes';

/** Where each role lands after login (docs/ASSUMPTIONS.md); an unknown user type at /login, which names it. */
export function homeOf(userType: number | undefined): string {
  if (userType === ROLE.admin) return '/admin/teacher-management';
  if (userType === ROLE.student) return '/selectExperiment';
  if (userType === ROLE.teacher || userType === ROLE.abutment) return '/class/home';
  return '/login';
}

/** Routes that open without a session. */
const PUBLIC_PATHS = ['/login', '/not-support', '/clear-cache'];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
}
