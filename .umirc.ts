import { defineConfig } from '@umijs/max';
import proxy from './config/proxy';
import routes from './config/routes';
import { BASE_PATH, CHUNK_LOAD_TIMEOUT_MS } from './src/constants';

/** The chunk that holds echarts and zrender (loaded by src/components/charts/Chart.tsx). */
const CHART_CHUNK = 'charts';
/** V8's explicit compile hint for a whole script (Chrome 136 and later). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** MOCK=1 (npm start) serves the API from the in-browser MSW mock; MOCK=0 (start:real, build) does not. */
const mockMode = process.env.MOCK === '1';

export default defineConfig({
  base: BASE_PATH,
  publicPath: BASE_PATH,
  // Chunks load from window.publicPath, which the HTML sets from window.__SWORLD_BASE__.
  runtimePublicPath: {},
  hash: true,
  // Wraps each chunk's minified code so esbuild helper names cannot collide across chunks.
  esbuildMinifyIIFE: true,
  // Chinese text stays UTF-8 in the bundles instead of \uXXXX escapes (smaller before and after gzip).
  jsMinifierOptions: { charset: 'utf8' },
  // antd 5 and the app use dayjs; without this, the locale plugin bundles moment and its zh-cn locale.
  moment2dayjs: { preset: 'antd', plugins: [] },
  // Polyfills for the targets' missing standard features only; the default also pulls ~180 esnext proposals.
  polyfill: {
    imports: [
      'core-js/stable/array/at',
      'core-js/stable/array/find-last',
      'core-js/stable/object/has-own',
      'core-js/stable/string/replace-all',
      'core-js/stable/promise/any',
    ],
  },
  // A mock-mode build (for the browser tests and offline demos) never overwrites the real dist/.
  outputPath: mockMode ? 'dist-mock' : 'dist',
  title: '数字化企业运营管理沙盘',
  routes,
  proxy: mockMode ? {} : proxy,
  mock: false,
  mfsu: false,
  // The app's own code is transpiled by esbuild, much faster than umi's default babel
  // (docs/BENCHMARKS.md), for the browsers umi targets by default, with React's automatic JSX
  // runtime as the TypeScript config has it. CSS modules (`import styles from './x.less'`) are marked
  // by umi's esbuild handler as babel's plugin marked them.
  srcTranspiler: 'esbuild',
  srcTranspilerOptions: { esbuild: { target: 'chrome80', jsx: 'automatic' } },
  antd: {},
  access: {},
  model: {},
  initialState: {},
  dva: { immer: {} },
  locale: { default: 'zh-CN', antd: true, baseNavigator: true, useLocalStorage: true, title: false },
  favicons: [`${BASE_PATH}favicon.svg`],
  define: {
    // umi provides Node's Buffer to any module that mentions it: zrender's SVG helper does, behind a
    // typeof check, which put a 48 KB Buffer polyfill into the chart chunk. A browser has no Buffer:
    // defined as undefined, the check is false at build time and the polyfill is not bundled.
    Buffer: undefined,
    'process.env.SWORLD_MOCK': mockMode ? '1' : '0',
    'process.env.SWORLD_SCENARIO': mockMode ? (process.env.SCENARIO ?? '') : '',
  },
  // QA scenarios (mock/scenarios/*.har) reach the browser in mock mode only, never the real dist/.
  copy: mockMode ? [{ from: 'mock/scenarios/*.har', to: 'dist-mock' }] : [],
  plugins: ['./config/plugins/bootHtml.ts', './config/plugins/allowMockImports.ts', './config/plugins/antdStyles.ts'],
  chainWebpack(memo, { env, webpack }) {
    memo.output.chunkLoadTimeout(CHUNK_LOAD_TIMEOUT_MS);
    // echarts and zrender in one chunk of a known name, which the compile hint below looks for.
    memo.optimization.splitChunks({
      cacheGroups: {
        [CHART_CHUNK]: {
          name: CHART_CHUNK,
          test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/,
          chunks: 'async',
          enforce: true,
        },
      },
    });
    // Chrome then compiles the chart chunk while it streams in, not function by function during a
    // chart's first draw; added at webpack's last asset stage, after the minifier would drop it.
    if (env === 'production') {
      // `stage` is a documented BannerPlugin option that umi's bundled webpack runs but its typings lack.
      const hint = {
        banner: COMPILE_HINT,
        raw: true,
        test: new RegExp(`^${CHART_CHUNK}\\.`),
        stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
      };
      memo.plugin('chart-compile-hint').use(webpack.BannerPlugin, [hint]);
    }
    return memo;
  },
});
