import { useT } from '@/utils/hooks';
import UserManager from '@/features/accounts/UserManager';

/** /admin/account: every account, filtered by role. */
export default function AdminAccount() {
  const t = useT();
  return <UserManager title={t('teaching.user.title.accounts')} />;
}
