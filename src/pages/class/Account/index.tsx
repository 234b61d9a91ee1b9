import { ROLE } from '@/constants';
import { useT } from '@/components/teaching/hooks';
import UserManager from '@/pages/admin/components/UserManager';

/** /class/account: a teacher's student accounts; back to /selectExperiment. */
export default function ClassAccount() {
  const t = useT();
  return <UserManager fixedRole={ROLE.student} title={t('teaching.user.title.students')} />;
}
