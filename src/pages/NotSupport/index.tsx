import { useIntl } from '@umijs/max';
import { Button, Result, Space } from 'antd';

/** Internet Explorer lands here (spec point 2). */
export default function NotSupport() {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  return (
    <Result
      status="warning"
      title={f('notSupport.title')}
      subTitle={f('notSupport.desc')}
      extra={
        <Space>
          <Button type="primary" href="https://www.google.cn/chrome/" target="_blank" rel="noopener noreferrer">
            {f('notSupport.chrome')}
          </Button>
          <Button href="https://www.microsoft.com/edge" target="_blank" rel="noopener noreferrer">
            {f('notSupport.edge')}
          </Button>
        </Space>
      }
    />
  );
}
