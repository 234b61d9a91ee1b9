import { Button, Result } from 'antd';
import { useT } from '../useT';

/** The error state of a screen whose data did not load (the request layer has said why). */
export default function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Result
      status="error"
      title={t('authoring.loadError')}
      subTitle={t('authoring.loadError.desc')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('authoring.retry')}
        </Button>
      }
    />
  );
}
