import routes from '../../config/routes';
import type { MenuIconName } from '@/components/menuIcons';

type RouteDef = (typeof routes)[number];

/** An entry of the side menu: a screen (path) or a group of screens. */
export interface NavEntry {
  path: string;
  /** Locale id of its name: menu.<name> or menu.<group>.<name>. */
  nameId: string;
  icon?: MenuIconName;
  children?: NavEntry[];
}

/** What the access plugin grants the signed-in user (src/access.ts). */
export type AccessMap = Partial<Record<string, boolean>>;

const allowed = (route: RouteDef, access: AccessMap) => !route.access || !!access[route.access];

/** The locale id of a route's menu name (src/locales: menu.<name>, or menu.<group>.<name> inside a group). */
const nameIdOf = (route: RouteDef, group?: RouteDef) =>
  group ? `menu.${group.name}.${route.name}` : `menu.${route.name}`;

/** The layout routes of config/routes.ts (those drawn inside the menu and header). */
const layoutRoutes = routes.filter((r) => r.layout !== false && !r.path.includes('*'));

/** The side menu for this user: named, visible entries their role may open; a group without any is left out. */
export function navTree(access: AccessMap): NavEntry[] {
  const out: NavEntry[] = [];
  for (const route of layoutRoutes) {
    if (!route.name || route.hideInMenu || !allowed(route, access)) continue;
    if (!route.routes) {
      out.push({ path: route.path, nameId: nameIdOf(route), icon: route.menuIcon });
      continue;
    }
    const children = route.routes
      .filter((child) => child.name && !child.hideInMenu && !child.redirect && allowed(child, access))
      .map((child) => ({ path: child.path, nameId: nameIdOf(child, route) }));
    if (children.length) out.push({ path: route.path, nameId: nameIdOf(route), icon: route.menuIcon, children });
  }
  return out;
}

/** Where a path sits in the route table: its screen, the group it belongs to, and the named screen the menu highlights. */
export interface RoutePlace {
  route: RouteDef;
  group?: RouteDef;
  /** Locale ids from the group down to the screen (the breadcrumb; the last is the screen's title). */
  trail: string[];
  /** The menu entry to highlight: the screen, or for a screen outside the menu the named one its path extends. */
  menuPath?: string;
}

const trim = (path: string) => path.replace(/\/+$/, '') || '/';

/** The layout route of a path (exact match; none for unknown paths and redirects). */
export function placeOf(pathname: string): RoutePlace | undefined {
  const path = trim(pathname);
  for (const top of layoutRoutes) {
    const list = top.routes ?? [top];
    const route = list.find((r) => r.path === path && !r.redirect);
    if (!route) continue;
    const group = top.routes ? top : undefined;
    const named = route.name ? route : list.find((r) => r.name && !r.hideInMenu && path.startsWith(`${r.path}/`));
    const trail: string[] = [];
    if (group?.name) trail.push(nameIdOf(group));
    if (named?.name) trail.push(nameIdOf(named, group));
    return { route, group, trail, menuPath: named?.path };
  }
  return undefined;
}

/** Whether the user may open this path's screen (true for paths outside the route table: the 404 handles them). */
export function mayOpen(pathname: string, access: AccessMap): boolean {
  const place = placeOf(pathname);
  if (!place) return true;
  return allowed(place.route, access) && (!place.group || allowed(place.group, access));
}
