import { basePath } from './base';

/** The meta element through which index.html names the build's antd stylesheet (config/plugins/antdStyles.ts; not a script, which the CSP would have to hash). */
export const ANTD_STYLES_META = 'sworld-antd-css';

let loaded = false;

/** Whether antd's stylesheet is in the page: antd then renders in its zero-runtime mode (src/app.tsx). */
export function antdStylesLoaded(): boolean {
  return loaded;
}

/**
 * Loads the build's antd stylesheet; resolves once it has loaded or failed (antd then styles at run
 * time, as without it). It must be in the page before antd first renders: antd's zero-runtime mode
 * is chosen once, for the page's life. undefined when the build has none (dev server).
 */
export function loadAntdStyles(): Promise<void> | undefined {
  const file = document.querySelector<HTMLMetaElement>(`meta[name="${ANTD_STYLES_META}"]`)?.content;
  if (!file) return undefined;
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `${basePath()}${file}`;
    link.onload = () => {
      loaded = true;
      resolve();
    };
    link.onerror = () => resolve();
    // Before the app's own stylesheet, which may override antd's rules.
    document.head.insertBefore(link, document.head.querySelector('link[rel="stylesheet"]'));
  });
}
