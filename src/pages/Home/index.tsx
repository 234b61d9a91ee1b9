import { Navigate } from '@umijs/max';
import { homeOf } from '@/utils/roles';
import { getAuthorization, getUserInfo } from '@/utils/session';

/** The site root sends the user to the home of their role, or to login. */
export default function Home() {
  const target = getAuthorization() ? homeOf(getUserInfo().userType) : '/login';
  return <Navigate to={target} replace />;
}
