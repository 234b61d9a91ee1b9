import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useLocation } from '@umijs/max';
import { Result } from 'antd';
import BackButton from '@/components/BackButton';

/** An honest placeholder for a screen whose issue has not landed: its route, menu and guard are real. */
export default function UnderConstruction() {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <PageContainer extra={<BackButton />}>
      <Result status="info" title={intl.formatMessage({ id: 'app.underConstruction' }, { name: pathname })} />
    </PageContainer>
  );
}
