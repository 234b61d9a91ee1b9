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
  window.location.assign(`${basePath().replace(/\/$/, '')}${path}`);
}

/** Leaves the app for an address already checked by safeRedirectTarget. */
export function leaveTo(url: string) {
  window.location.assign(url);
}
