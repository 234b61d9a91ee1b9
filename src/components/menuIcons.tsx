import { AppstoreOutlined, DatabaseOutlined, EditOutlined, ExperimentOutlined, ReadOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import { createElement } from 'react';

/** The menu's icons, named by config/routes.ts `menuIcon`, from the app's own @ant-design/icons. */
const MENU_ICONS = { AppstoreOutlined, DatabaseOutlined, EditOutlined, ExperimentOutlined, ReadOutlined, SettingOutlined, TeamOutlined };

export type MenuIconName = keyof typeof MENU_ICONS;

/** umi runtime `patchRoutes`: gives each route with a `menuIcon` the icon element the layout's menu shows. */
export function patchMenuIcons({ routes }: { routes: Record<string, { menuIcon?: MenuIconName; icon?: unknown }> }) {
  Object.values(routes).forEach((route) => {
    if (route.menuIcon) route.icon = createElement(MENU_ICONS[route.menuIcon]);
  });
}
