import { basePath } from './base';

/** The global through which index.html names the build's antd stylesheet (config/plugins/antdStyles.ts). */
export const ANTD_STYLES_GLOBAL = '__SWORLD_ANTD_CSS__';

/**
 * Loads the build's antd stylesheet; resolves once it has loaded or failed (antd then styles at run
 * time, as without it). It must be in the page before antd first renders: @ant-design/cssinjs reads
 * the file's cache map once, at its first style. undefined when the build has none (dev server).
 */
export function loadAntdStyles(): Promise<void> | undefined {
  const file = (window as unknown as Record<string, string | undefined>)[ANTD_STYLES_GLOBAL];
  if (!file) return undefined;
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `${basePath()}${file}`;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    // Before the app's own stylesheet, which may override antd's rules.
    document.head.insertBefore(link, document.head.querySelector('link[rel="stylesheet"]'));
  });
}
