import { BASE_PATH } from '@/constants';

/** The base path: set by the hosting page before the bundle loads (window.__SWORLD_BASE__), else /sworldweb/. */
export function basePath(): string {
  return (typeof window !== 'undefined' && (window as any).__SWORLD_BASE__) || BASE_PATH;
}
