import { Button, Result } from 'antd';
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
    return (
      <Result
        status={isChunkLoadError(error) ? 'warning' : 'error'}
        title={t('app.chunkError.title')}
        subTitle={isChunkLoadError(error) ? t('app.chunkError.desc') : String((error as Error)?.message ?? error)}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('app.reload')}
          </Button>
        }
      />
    );
  }
}
