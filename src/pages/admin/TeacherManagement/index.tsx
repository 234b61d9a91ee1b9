import { useT } from '@/utils/hooks';
import { ROLE } from '@/domain/codes';
import UserManager from '@/features/accounts/UserManager';

/** /admin/teacher-management: the teacher accounts (userType 2). */
export default function TeacherManagement() {
  const t = useT();
  return <UserManager fixedRole={ROLE.teacher} title={t('teaching.user.title.teachers')} />;
}
