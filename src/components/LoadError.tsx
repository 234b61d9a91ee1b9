import { useIntl } from '@umijs/max';
import { Alert, Button } from 'antd';

/** A list's or panel's failed load, inline: what failed (the request layer has said why), and a retry. */
export default function LoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={intl.formatMessage({ id: 'app.loadFailed' })}
      action={
        <Button size="small" onClick={onRetry}>
          {intl.formatMessage({ id: 'app.retry' })}
        </Button>
      }
    />
  );
}
