import { history } from '@umijs/max';
import { basePath } from './base';

/**
 * Navigation used outside React (request layer, route checks). Paths are router paths
 * (without the base); history adds the base. Before the router exists, the page is reloaded
 * at the same router path under the current base.
 */
export function goTo(path: string, replace = false) {
  if (history) {
    if (replace) history.replace(path);
    else history.push(path);
    return;
  }
  window.location.assign(appUrl(path));
}

/** A router path as the browser's address, base included. */
export function appUrl(path: string) {
  return `${basePath().replace(/\/$/, '')}${path}`;
}

/**
 * Opens a router path in a window of its own, named so that opening it again brings the same
 * window forward instead of another one. Returns that window (null where the browser blocked it).
 */
export function openWindow(path: string, name: string): Window | null {
  const opened = window.open(appUrl(path), name) ?? null;
  opened?.focus();
  return opened;
}

/** Leaves the app for an address already checked by safeRedirectTarget. */
export function leaveTo(url: string) {
  window.location.assign(url);
}
