import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import WarningFilled from '@ant-design/icons/WarningFilled';
import { Button } from 'antd';
import { Component, type ReactNode } from 'react';
import { t } from '@/utils/i18n';

/** A script or stylesheet chunk that failed (or timed out after 120 s), or any render error. */
export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return e?.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(e?.message ?? '');
}

interface State {
  error: unknown;
}

/** Shows a reload prompt instead of a blank page when a route's code cannot load. */
export default class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown) {
    console.error('[app] render failed', error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    // Plain markup, not antd's Result: this boundary is in the entry bundle, Result's artwork is not.
    return (
      <div className="sworld-fatal" role="alert">
        {chunk ? (
          <WarningFilled className="sworld-fatal-icon sworld-fatal-warning" />
        ) : (
          <CloseCircleFilled className="sworld-fatal-icon sworld-fatal-error" />
        )}
        <h2>{t('app.chunkError.title')}</h2>
        <p>{chunk ? t('app.chunkError.desc') : String((error as Error)?.message ?? error)}</p>
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>
      </div>
    );
  }
}
