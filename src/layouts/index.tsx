import { useCurrentUser, usePhone } from '@/utils/hooks';
import { Link, Outlet, useAccess, useIntl, useLocation } from '@umijs/max';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { Button, Drawer, Layout } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import logo from '@/assets/logo.svg';
import ChunkErrorBoundary from '@/components/ChunkErrorBoundary';
import HeaderActions from '@/features/profile/HeaderActions';
import { routerPath } from '@/utils/base';
import { homeOf } from '@/utils/roles';
import { type AccessMap, mayOpen, navTree, placeOf } from '@/components/nav';
import SideMenu, { NavMenu } from './SideMenu';
import styles from './index.less';

// Only a refused screen needs this. The header's actions come with the layout: as a lazy part they
// made the first render suspend once more.
const Forbidden = lazy(() => import('@/pages/403'));

/**
 * The signed-in frame of every screen but /login and the other full-page routes (umi's convention
 * layout, src/layouts/index.tsx; routes with `layout: false` stay outside): a header with the product's
 * name (a link home) and the user's actions, a side menu of the screens the user's role may open
 * (config/routes.ts), and the screen, or 403 when the role may not open it. Below antd's `md` width (a
 * phone) the menu is a drawer behind a button in the header, and the screen takes the whole width.
 */
export default function AppLayout() {
  const intl = useIntl();
  const access = useAccess() as AccessMap;
  const { userInfo } = useCurrentUser();
  const pathname = routerPath(useLocation().pathname);
  const place = placeOf(pathname);
  const nav = useMemo(() => navTree(access), [access]);
  const name = (id: string) => intl.formatMessage({ id });
  const phone = usePhone();
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = { nav, selectedKey: place?.menuPath, groupKey: place?.group?.path };

  return (
    <Layout className={styles.frame}>
      <a className={styles.skip} href="#main-content">
        {name('app.skipToContent')}
      </a>
      <Layout.Header className={styles.header}>
        {phone && (
          <Button
            type="text"
            className={styles.menuButton}
            icon={<MenuOutlined />}
            aria-label={name('app.menu')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          />
        )}
        <Link to={homeOf(userInfo.userType)} className={styles.brand}>
          <img src={logo} alt="" width={28} height={28} />
          <span className={styles.title}>{name('app.title')}</span>
        </Link>
        <HeaderActions />
      </Layout.Header>
      {phone && (
        <Drawer
          placement="left"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          title={name('app.menu')}
          size={Math.min(320, Math.round(window.innerWidth * 0.85))}
          className={styles.menuDrawer}
        >
          <nav aria-label={name('app.menu')}>
            <NavMenu {...menu} onNavigate={() => setMenuOpen(false)} />
          </nav>
        </Drawer>
      )}
      <Layout hasSider={!phone}>
        {!phone && <SideMenu {...menu} />}
        <Layout.Content id="main-content" className={styles.content} tabIndex={-1}>
          <ChunkErrorBoundary>
            {mayOpen(pathname, access) ? (
              <Outlet />
            ) : (
              <Suspense fallback={null}>
                <Forbidden />
              </Suspense>
            )}
          </ChunkErrorBoundary>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
