import { useCurrentUser } from '@/utils/hooks';
import { Navigate } from '@umijs/max';
import { homeOf } from '@/utils/roles';
import { getAuthorization } from '@/utils/session';

/** The site root sends the user to the home of their role, or to login. */
export default function Home() {
  const { userInfo } = useCurrentUser();
  const target = getAuthorization() ? homeOf(userInfo.userType) : '/login';
  return <Navigate to={target} replace />;
}
