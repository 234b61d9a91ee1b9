import { useCurrentUser } from '@/utils/hooks';
import { useIntl } from '@umijs/max';
import { Button, Result } from 'antd';
import { goTo } from '@/utils/navigate';
import { homeOf } from '@/utils/roles';

/** Shown for a route the user's role may not open (e.g. a student typing a teacher's URL). */
export default function Forbidden() {
  const intl = useIntl();
  const { userInfo } = useCurrentUser();
  return (
    <Result
      status="403"
      title="403"
      subTitle={intl.formatMessage({ id: 'app.forbidden' })}
      extra={
        <Button type="primary" onClick={() => goTo(homeOf(userInfo.userType))}>
          {intl.formatMessage({ id: 'app.backHome' })}
        </Button>
      }
    />
  );
}
