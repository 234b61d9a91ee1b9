/**
 * A full page load draws its screen in one pass. umi gives each route's component (the layout, a
 * menu group, the screen) its own React.lazy and Suspense, so React would find the code one level at
 * a time: a level suspends, React commits its fallback, and when that code arrives it renders the
 * tree again and meets the next level. Each round throws away the render done so far (at 4× CPU
 * the class list spent ~0.5 s on it). Instead:
 * - before the first render, `loadMatchedRoutes` loads the code of every level the URL matches, all
 *   at once (umi has already fetched their files: this runs them);
 * - when umi hands over its routes (`patchClientRoutes`), `startMatchedRoutes` starts umi's own
 *   lazy components of those levels; their code being loaded, they resolve before React renders;
 * - on an in-app route change (`onRouteChange`, before React renders the new route)
 *   `startMatchedRoutes` starts the new route's levels together.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A route of umi's table (its generated core/route), naming its parent. */
interface RouteRecord {
  id: string;
  path?: string;
  parentId?: string;
}

interface RouteNode {
  id: string;
  path?: string;
  children?: RouteNode[];
}

/** React.lazy's object: `_init(_payload)` returns the component once loaded, and throws its promise while loading. */
interface LazyComponent {
  _init: (payload: unknown) => unknown;
  _payload: unknown;
}

function isLazy(value: unknown): value is LazyComponent {
  return typeof (value as LazyComponent | undefined)?._init === 'function';
}

/**
 * Starts loading a React.lazy component as rendering it would; resolves when it is loaded (at once
 * when it already is). A failed load resolves too: rendering it then throws, as it would have.
 */
export function startLazy(component: unknown): Promise<void> {
  if (!isLazy(component)) return Promise.resolve();
  try {
    component._init(component._payload);
    return Promise.resolve();
  } catch (pending) {
    return Promise.resolve(pending).then(
      () => undefined,
      () => undefined,
    );
  }
}

/** umi's routes by id (each naming its parent) as the nested tree react-router matches. */
export function routeTree(routesById: Record<string, RouteRecord>, parentId?: string): RouteNode[] {
  return Object.values(routesById)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = routeTree(routesById, route.id);
      return { id: route.id, path: route.path, ...(children.length ? { children } : {}) };
    });
}

/** The ids of the routes `pathname` (base removed) opens, outermost first. */
export function matchedRouteIds(tree: RouteNode[], pathname: string): string[] {
  return (matchRoutes(tree as RouteObject[], pathname) ?? []).map((match) => (match.route as RouteNode).id);
}

/** umi's route table, as its entry builds it (`getRoutes` of its generated core/route) and hands it to `patchRoutes`. */
export interface RouteTable {
  routes: Record<string, RouteRecord>;
  routeComponents: Record<string, unknown>;
}

/** Loads the code of each route level `pathname` (base removed) opens. */
export async function loadMatchedRoutes({ routes, routeComponents }: RouteTable, pathname: string): Promise<void> {
  await Promise.all(matchedRouteIds(routeTree(routes), pathname).map((id) => startLazy(routeComponents[id])));
}

/** How umi's client route element holds the lazy component: RouteContext > Suspense wrapper > memo(lazy). */
type RouteElement = { props?: { children?: { props?: { loader?: { type?: unknown } } } } } | undefined;

/** Starts umi's lazy components of the routes `pathname` opens (see the top of this file). */
export function startMatchedRoutes(routes: RouteObject[], pathname: string) {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    startLazy((match.route.element as RouteElement)?.props?.children?.props?.loader?.type);
  }
}
