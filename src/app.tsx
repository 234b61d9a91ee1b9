/**
 * umi runtime: mock worker and the deployment's sworld.config.json before first render, base path from the hosting page,
 * the route-change checks (cancel screen requests, browser check, session guard),
 * message defaults (notifications take theirs per call, src/utils/request.ts), and the app-wide error boundary and loading bar.
 */
import { ConfigProvider, message, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import ChunkErrorBoundary from '@/components/ChunkErrorBoundary';
import GlobalLoading from '@/components/GlobalLoading';
import ScenarioBanner, { type ScenarioInfo } from '@/components/ScenarioBanner';
import { prefersReducedMotion, THEME, withoutMotion, ZERO_RUNTIME_THEME } from './theme';
import { BROWSER_NOTICE_MS, MESSAGE_DURATION_S, REQUEST_ERROR_MESSAGE } from './constants';
import { antdStylesLoaded, loadAntdStyles } from './utils/antdStyles';
import { dvaConfig, quietReportedRejections } from './stores/dvaConfig';
import { basePath, routerPath } from './utils/base';
import { checkBrowser } from './utils/browser';
import { loadDeployConfig } from './services/deployConfigLoader';
import { currentLocale, isRtlLocale, t } from './utils/i18n';
import { goTo } from './utils/navigate';
import { cancelScreenRequests } from './services/request';
import { loadScreenMessages, needsScreenMessages } from './utils/screenMessages';
import { registerPendingModels } from './utils/model';
import { isPublicPath } from './utils/roles';
import { followOtherTabs, getAuthorization, getUserInfo, type UserInfo } from './utils/session';

declare global {
  interface Window {
    __SWORLD_BASE__?: string;
    __SWORLD_ALLOWED_ORIGINS__?: string[];
    __sworldMock?: { reset(): void; scenario?: ScenarioInfo };
  }
}

// The page's language for assistive technology and the browser (the static HTML says zh-CN).
document.documentElement.lang = currentLocale();

message.config({ top: REQUEST_ERROR_MESSAGE.top, duration: MESSAGE_DURATION_S, maxCount: 3 });
// Static message, notification and Modal calls render outside the app's tree: antd's holderRender
// gives them the app's theme (without it antd warns that they cannot read it). With antd's
// stylesheet loaded (a page started on a signed-in screen), antd generates no CSS: zero runtime.
// A user whose system asks for less motion gets antd without its animations, nor a button's ripple.
const reducedMotion = prefersReducedMotion();
const motionless = (t: ThemeConfig) => (reducedMotion ? withoutMotion(t) : t);
const THEMES = { plain: motionless(THEME), zeroRuntime: motionless(ZERO_RUNTIME_THEME) };
const WAVE = { disabled: reducedMotion };
const theme = () => (antdStylesLoaded() ? THEMES.zeroRuntime : THEMES.plain);
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider theme={theme()} wave={WAVE}>
      {children}
    </ConfigProvider>
  ),
});

quietReportedRejections();

// A logout or 401 in another tab clears the shared storage: this tab resets its models and leaves too.
followOtherTabs(() => {
  if (!isPublicPath(routerPath(window.location.pathname))) goTo('/login', true);
});

export function modifyContextOpts() {
  return { basename: basePath() };
}

/**
 * Before the first render: in mock mode the MSW worker must answer the first request; a screen
 * other than /login needs the screens' messages (src/utils/screenMessages.ts) and antd's prebuilt
 * stylesheet.
 */
export function render(oldRender: () => void) {
  const path = routerPath(window.location.pathname);
  const signedIn = needsScreenMessages(path);
  const messages = signedIn
    ? loadScreenMessages().catch((error) => console.error('[app] screen messages failed to load', error))
    : undefined;
  // A signed-in screen draws many antd components: antd's stylesheet spares generating their CSS in the page.
  const styles = signedIn ? loadAntdStyles() : undefined;
  // The deployment's sworld.config.json, before any call (it never rejects: defaults hold on any failure).
  const config = loadDeployConfig();
  // The mock starts once the config is read: making its data holds the main thread for seconds on a
  // slow machine, and the config's time limit could then end a read whose answer had already come.
  const mock =
    process.env.SWORLD_MOCK === '1'
      ? config
          .then(() => import(/* webpackChunkName: "mock" */ '../mock/browser'))
          .then(({ startBrowserMock }) => startBrowserMock(basePath()))
          .then((started) => {
            window.__sworldMock = started;
            if (started.notices.includes('migrated'))
              setTimeout(() => message.info(t('app.mockReset.migrated'), MESSAGE_DURATION_S), 500);
          })
          .catch((error) => console.error('[mock] worker failed to start', error))
      : undefined;
  Promise.all([messages, mock, styles, config]).finally(oldRender);
}

/**
 * umi's initial state is only the access plugin's input (src/access.ts), filled from the persisted
 * session and refreshed after login, logout and a change of role. Screens read the signed-in user
 * from the one store of it, the dva `common` model (useCurrentUser, src/utils/hooks.ts).
 */
export async function getInitialState(): Promise<{ userInfo: Partial<UserInfo> }> {
  return { userInfo: getUserInfo() };
}

export function onRouteChange({ location }: { location: { pathname: string } }) {
  cancelScreenRequests(window.location.pathname);
  // umi passes the browser's pathname, base included.
  const path = routerPath(location.pathname);
  const verdict = checkBrowser(navigator.userAgent);
  if (verdict === 'unsupported') {
    if (path !== '/not-support') goTo('/not-support', true);
    return;
  }
  if (verdict === 'poor') {
    message.warning({ content: t('app.browserNotice'), key: 'browser-notice', duration: BROWSER_NOTICE_MS / 1000 });
  }
  if (!isPublicPath(path) && path !== '/' && !getAuthorization()) {
    goTo('/login', true);
  }
}

/** Registers the models of screen code that ran before the dva app existed, before any screen renders. */
function PendingModels({ children }: { children: ReactNode }) {
  registerPendingModels();
  return <>{children}</>;
}

/** The innermost of umi's providers: inside dva's (dataflowProvider), around the routes. */
export function innerProvider(container: ReactNode) {
  return <PendingModels>{container}</PendingModels>;
}

export function rootContainer(container: ReactNode) {
  const locale = currentLocale();
  return (
    <ConfigProvider direction={isRtlLocale(locale) ? 'rtl' : 'ltr'} theme={theme()} wave={WAVE}>
      <GlobalLoading />
      <ChunkErrorBoundary>{container}</ChunkErrorBoundary>
      <ScenarioBanner scenario={window.__sworldMock?.scenario} />
    </ConfigProvider>
  );
}

/** Effects that throw reject their dispatch; the end of the session resets every model (stores/dvaConfig.ts). */
export const dva = { config: dvaConfig };
