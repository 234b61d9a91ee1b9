import { useIntl } from '@umijs/max';
import { Button, Result } from 'antd';
import { goTo } from '@/utils/navigate';
import { homeOf } from '@/utils/roles';
import { getUserInfo } from '@/utils/session';

/** Shown for a route the user's role may not open (e.g. a student typing a teacher's URL). */
export default function Forbidden() {
  const intl = useIntl();
  return (
    <Result
      status="403"
      title="403"
      subTitle={intl.formatMessage({ id: 'app.forbidden' })}
      extra={
        <Button type="primary" onClick={() => goTo(homeOf(getUserInfo().userType))}>
          {intl.formatMessage({ id: 'app.backHome' })}
        </Button>
      }
    />
  );
}
