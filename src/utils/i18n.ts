import { DEFAULT_LOCALE, RTL_LOCALE_PREFIXES, STORAGE_KEYS } from '@/constants';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';

/**
 * Translation outside React (request layer, route checks). Inside components use umi's
 * useIntl / FormattedMessage, which read the same locale files.
 */
const tables: Record<string, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

/** Locale from local storage, then the browser language, then zh-CN (spec point 9). */
export function currentLocale(): string {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(STORAGE_KEYS.locale);
  } catch {
    stored = null;
  }
  const candidate = stored || (typeof navigator !== 'undefined' ? navigator.language : '') || DEFAULT_LOCALE;
  return tables[candidate] ? candidate : DEFAULT_LOCALE;
}

export function isRtlLocale(locale: string): boolean {
  return RTL_LOCALE_PREFIXES.some((prefix) => locale.toLowerCase().startsWith(prefix));
}

/** Translates a key, filling {name} placeholders. */
export function t(key: string, values: Record<string, string | number> = {}): string {
  const text = tables[currentLocale()][key] ?? zhCN[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => (name in values ? String(values[name]) : `{${name}}`));
}
