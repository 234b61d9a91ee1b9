import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { IntlProvider } from '@umijs/max';
import { Provider } from '@umijs/plugins/libs/dva';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FC, ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createModelStore } from '../../../../../tests/utils/dva';

/** umi's IntlProvider export is typed without children. */
const Intl = IntlProvider as unknown as FC<{ locale: string; messages: Record<string, string>; children: ReactNode }>;

/** Every zh-CN locale file of the app merged, as umi's locale plugin merges them. */
function zhMessages(): Record<string, string> {
  const src = join(__dirname, '../../../..');
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name.startsWith('.') || name === 'node_modules' || !statSync(path).isDirectory()) continue;
      if (name === 'locales') Object.assign(out, require(join(path, 'zh-CN')).default);
      else walk(path);
    }
  };
  walk(src);
  return out;
}

/**
 * Renders a screen as the app does: a dva store with the given models, the Chinese messages and
 * a router at `url` (the route is `path`, so the screen reads its qs parameter).
 */
export function renderScreen(screen: ReactElement, { models, url, path }: { models: any[]; url: string; path: string }) {
  const { store } = createModelStore(models);
  // antd's style tags go to a detached node: jsdom's getComputedStyle then has no sheets to
  // match, which makes popups (positioned from computed styles) fast enough to test.
  const styles = document.createElement('div');
  const view = render(
    <StyleProvider container={styles}>
      <Provider store={store}>
        <Intl locale="zh-CN" messages={zhMessages()}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={screen} />
            </Routes>
          </MemoryRouter>
        </Intl>
      </Provider>
    </StyleProvider>,
  );
  return { ...view, store };
}
