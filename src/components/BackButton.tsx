import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { useIntl, useRouteProps } from '@umijs/max';
import { Button } from 'antd';
import { goTo } from '@/utils/navigate';

/** The back action of spec point 2: goes to the route's declared `back` target. */
export default function BackButton() {
  const { back } = useRouteProps() as { back?: string };
  const intl = useIntl();
  if (!back) return null;
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => goTo(back)} data-testid="back">
      {intl.formatMessage({ id: 'app.back' })}
    </Button>
  );
}
