import { Link, useIntl } from '@umijs/max';
import { Layout, Menu, type MenuProps } from 'antd';
import { memo, useCallback, useMemo, useState } from 'react';
import { MENU_ICONS } from '@/components/menuIcons';
import type { NavEntry } from '@/components/nav';
import styles from './index.less';

/** A group the screen's route opens appears open at once: no height animation on a page change. */
const NO_MOTION = { motionAppear: false, motionEnter: false, motionLeave: false };

interface Props {
  nav: NavEntry[];
  /** the menu entry of the screen shown */
  selectedKey?: string;
  /** the group of the screen shown, opened when the screen changes */
  groupKey?: string;
  onNavigate?: () => void;
}

/**
 * The menu of the screens the user may open. A screen change re-renders it only when its selection or
 * open groups change (antd's menu renders every entry twice), and opens the screen's group without
 * leaving the others the user opened. `onNavigate` runs when an entry is chosen (the phone's drawer
 * closes then).
 */
export const NavMenu = memo(function NavMenu({ nav, selectedKey, groupKey, onNavigate }: Props) {
  const intl = useIntl();
  const items = useMemo<MenuProps['items']>(() => {
    const name = (id: string) => intl.formatMessage({ id });
    return nav.map((entry) => {
      const Icon = entry.icon && MENU_ICONS[entry.icon];
      // biome-ignore lint/correctness/useJsxKeyInIterable: a menu item's icon, not a list item.
      const icon = Icon ? <Icon /> : undefined;
      if (!entry.children) return { key: entry.path, icon, label: <Link to={entry.path}>{name(entry.nameId)}</Link> };
      return {
        key: entry.path,
        icon,
        label: name(entry.nameId),
        children: entry.children.map((child) => ({
          key: child.path,
          label: <Link to={child.path}>{name(child.nameId)}</Link>,
        })),
      };
    });
  }, [nav, intl]);
  const [openKeys, setOpenKeys] = useState<string[]>(groupKey ? [groupKey] : []);
  // The group of a new screen opens in the same render (no second commit after the page change),
  // at once; a group the user opens or closes moves as antd draws it.
  const [openedFor, setOpenedFor] = useState(groupKey);
  const [byRoute, setByRoute] = useState(false);
  if (groupKey !== openedFor) {
    setOpenedFor(groupKey);
    if (groupKey && !openKeys.includes(groupKey)) {
      setOpenKeys([...openKeys, groupKey]);
      setByRoute(true);
    }
  }
  const onOpenChange = useCallback((keys: string[]) => {
    setOpenKeys(keys);
    setByRoute(false);
  }, []);
  const selectedKeys = useMemo(() => (selectedKey ? [selectedKey] : []), [selectedKey]);
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selectedKeys}
      openKeys={openKeys}
      onOpenChange={onOpenChange}
      onClick={onNavigate}
      motion={byRoute ? NO_MOTION : undefined}
    />
  );
});

/** The menu as the wide screen's side column, collapsible to icons. */
function SideMenu(props: Props) {
  const intl = useIntl();
  return (
    <Layout.Sider
      className={styles.sider}
      width={256}
      theme="light"
      collapsible
      breakpoint="lg"
      aria-label={intl.formatMessage({ id: 'app.menu' })}
    >
      <NavMenu {...props} />
    </Layout.Sider>
  );
}

export default memo(SideMenu);
