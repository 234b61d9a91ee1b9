import { BASE_PATH } from '../constants';

/** The base path: set by the hosting page before the bundle loads (window.__SWORLD_BASE__), else /sworldweb/. */
export function basePath(): string {
  return (typeof window !== 'undefined' && (window as any).__SWORLD_BASE__) || BASE_PATH;
}

/** The router path of a browser pathname: without the base (`/sworldweb/login` → `/login`). */
export function routerPath(pathname: string): string {
  const base = basePath().replace(/\/$/, '');
  if (base && (pathname === base || pathname.startsWith(`${base}/`))) return pathname.slice(base.length) || '/';
  return pathname;
}
