import type { IApi } from '@umijs/max';
import type { Compiler } from 'webpack';

/**
 * V8's explicit compile hint for the chart chunk (the one holding echarts and zrender): with
 * `//# allFunctionsCalledOnLoad` at the top of a script, Chrome compiles all its functions at once,
 * on a background thread while the file streams in, instead of each one on the main thread the
 * first time it is called. A chart screen calls most of echarts in its first draw, so the main
 * thread was doing those compiles in the middle of the screen's first frame.
 *
 * Measured on first visits of the intelligent analysis (nothing in V8's code cache yet, 4× CPU,
 * new profiles alternating with a build without the hint): 1.81 s against 2.16 s. The same hint on
 * every chunk made the app's shell slower to start (most of its functions are not called on load),
 * so only the chart chunk gets it. Once V8 has cached the chunk's code the hint changes nothing.
 * Measured again after the hint was found inside umi's wrapper, where Chromium 156 ignores it (a
 * page calling 3 000 functions of a script after load: 51–108 ms with no hint or the wrapped one,
 * 3–6 ms with the hint on the first line): first visits 1.77 s at the top against 2.10 s without.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunks holding a module of one of these packages. */
const CHART_PACKAGES = /[\\/]node_modules[\\/](echarts|zrender)[\\/]/;

export class ChartCompileHints {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChartCompileHints', (compilation) => {
      // At the top of the file, or V8 ignores it: it must come before the script's first token (a
      // hint inside a wrapper, `!(function(){//# …`, compiles lazily as if it were not there). umi's
      // EsbuildMinifyFix wraps every minified chunk that does not start as webpack's chunks do
      // (`"use strict";(self.…`), at DEV_TOOLING and again for each file the content hashes rename:
      // so the hint goes in after it and marks the file as seen by it (its `EsbuildMinifyFix` asset
      // info), and before the content hashes (OPTIMIZE_HASH), so the file's name (cached a year)
      // is its bytes' hash. tests/e2e/realMode.e2e.ts checks both on the built file.
      compilation.hooks.processAssets.tap(
        { name: 'ChartCompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)];
            if (!modules.some((m) => CHART_PACKAGES.test(m.nameForCondition() ?? ''))) continue;
            for (const file of chunk.files) {
              if (file.endsWith('.js'))
                compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source), {
                  EsbuildMinifyFix: true,
                });
            }
          }
        },
      );
    });
  }
}

export default (api: IApi) => {
  api.chainWebpack((memo, { env }) => {
    if (env === 'production') memo.plugin('chart-compile-hints').use(ChartCompileHints);
    return memo;
  });
};
