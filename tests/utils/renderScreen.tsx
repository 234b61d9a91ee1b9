import commonModel from '@/models/common';
import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { IntlProvider } from '@umijs/max';
import { Provider } from 'react-redux';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { FC, ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import appZh from '@/locales/zh-CN';
import screensZh from '@/locales/screens/zh-CN';
import { createModelStore } from './dva';

/** umi's IntlProvider export is typed without children. */
const IntlRoot = IntlProvider as unknown as FC<{
  locale: string;
  messages: Record<string, string>;
  children: ReactNode;
}>;

/** The Chinese messages as the running app has them: the app's own and the screens'. */
function zhMessages(): Record<string, string> {
  return { ...appZh, ...screensZh };
}

/**
 * Renders a screen as the app does: a dva store with the given models and the `common` model (the
 * signed-in user's store, always registered in the app, restored from the stored session), the Chinese messages (the
 * app's and antd's, which umi's locale plugin provides) and a router at `url` (the route is `path`,
 * so the screen reads its qs parameter).
 */
export function renderScreen(
  screen: ReactElement,
  { models, url, path }: { models: any[]; url: string; path: string },
) {
  const { store } = createModelStore([commonModel, ...models]);
  // antd's style tags go to a detached node: jsdom's getComputedStyle then has no sheets to
  // match, which makes popups (positioned from computed styles) fast enough to test.
  const styles = document.createElement('div');
  const view = render(
    <StyleProvider container={styles}>
      <Provider store={store}>
        <IntlRoot locale="zh-CN" messages={zhMessages()}>
          <ConfigProvider locale={zhCN}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path={path} element={screen} />
              </Routes>
            </MemoryRouter>
          </ConfigProvider>
        </IntlRoot>
      </Provider>
    </StyleProvider>,
  );
  return { ...view, store };
}
