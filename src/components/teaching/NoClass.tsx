import { Button, Empty } from 'antd';
import { goTo } from '@/utils/navigate';
import { useCurrentUser, useT } from '@/utils/hooks';

/** The empty state of a screen that needs a class: a teacher is pointed to the class list. */
export default function NoClass() {
  const t = useT();
  const { isStudent } = useCurrentUser();
  return (
    <Empty description={t(isStudent ? 'teaching.common.noClass.student' : 'teaching.common.noClass')}>
      {!isStudent && (
        <Button type="primary" onClick={() => goTo('/class/home')}>
          {t('teaching.common.toClasses')}
        </Button>
      )}
    </Empty>
  );
}
