import type { IApi } from '@umijs/max';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ANTD_STYLES_META } from '../../src/utils/antdStyles';

/**
 * antd writes its CSS at run time (CSS-in-JS): every component generates its rules in the page the
 * first time it renders, a large part of a cold signed-in page's time (the class list has a
 * load-time budget). In antd 6's zero-runtime mode (`theme.zeroRuntime`) its components generate
 * no rules and take them from antd's own stylesheet, antd/dist/antd.css, as antd's theme guide sets
 * it up; the rules read the theme through CSS variables, which antd still writes in the page from
 * the ConfigProvider's theme. docs/BENCHMARKS.md has the timings that chose this over a stylesheet
 * of the app's components extracted at build time.
 *
 * This plugin copies that stylesheet into the build under a hashed name and names it in a meta
 * element of index.html (not a script, which the CSP would have to hash). A page that starts on a
 * signed-in screen loads it before React renders and then renders antd in zero-runtime mode
 * (src/utils/antdStyles.ts, src/app.tsx).
 */
/** antd/dist/antd.css, found through antd's package.json (a test runner maps `.css` requests to stubs). */
export function antdStylesheet(): string {
  return readFileSync(join(dirname(require.resolve('antd/package.json')), 'dist/antd.css'), 'utf8');
}

export default (api: IApi) => {
  if (api.env !== 'production') return;
  const css = antdStylesheet();
  const file = `antd.${createHash('md5').update(css).digest('hex').slice(0, 8)}.css`;
  api.modifyHTML(($) => {
    $('head').append(`<meta name="${ANTD_STYLES_META}" content="${file}">`);
    return $;
  });
  api.onBuildComplete(({ err }) => {
    if (err) return;
    mkdirSync(api.paths.absOutputPath, { recursive: true });
    writeFileSync(join(api.paths.absOutputPath, file), css);
  });
};
