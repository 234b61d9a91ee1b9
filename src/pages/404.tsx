import { useIntl } from '@umijs/max';
import { Button, Result } from 'antd';
import { goTo } from '@/utils/navigate';

export default function NotFound() {
  const intl = useIntl();
  return (
    <Result
      status="404"
      title="404"
      subTitle={intl.formatMessage({ id: 'app.notFound' })}
      extra={
        <Button type="primary" onClick={() => goTo('/')}>
          {intl.formatMessage({ id: 'app.backHome' })}
        </Button>
      }
    />
  );
}
