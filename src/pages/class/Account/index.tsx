import { useT } from '@/utils/hooks';
import { ROLE } from '@/constants';
import UserManager from '@/pages/admin/components/UserManager';

/** /class/account: a teacher's student accounts; back to /selectExperiment. */
export default function ClassAccount() {
  const t = useT();
  return <UserManager fixedRole={ROLE.student} title={t('teaching.user.title.students')} />;
}
