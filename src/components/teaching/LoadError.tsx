import { Alert, Button } from 'antd';
import { useT } from './hooks';

/** A list's error state: what failed, and a retry. */
export default function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      message={t('teaching.common.loadFailed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('teaching.common.retry')}
        </Button>
      }
    />
  );
}
