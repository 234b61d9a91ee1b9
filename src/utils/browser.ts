import { MIN_CHROME_VERSION } from '@/constants';

export type BrowserVerdict = 'unsupported' | 'poor' | 'ok';

/**
 * Spec point 2: Internet Explorer is unsupported (sent to /not-support); Firefox, or Chrome
 * below version 76, gets a notice that the experience may be poor. Edge (Chromium) reports
 * a current Chrome version and passes.
 */
export function checkBrowser(userAgent: string): BrowserVerdict {
  if (/MSIE |Trident\//.test(userAgent)) return 'unsupported';
  if (/Firefox\//.test(userAgent)) return 'poor';
  const chrome = /Chrome\/(\d+)/.exec(userAgent);
  if (chrome && Number(chrome[1]) < MIN_CHROME_VERSION) return 'poor';
  return 'ok';
}
