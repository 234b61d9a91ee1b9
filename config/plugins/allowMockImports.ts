import type { IApi } from '@umijs/max';
import { resolve, sep } from 'node:path';

/**
 * umi's prepare check rejects any import from mock/, because that folder is the home of umi's own
 * mock feature. We turn that feature off (`mock: false`) and use mock/ for our MSW backend, which
 * src/app.tsx imports on purpose, dynamically, in mock mode only (a build has MOCK=0 and the import
 * is dead code there). umi's prepare step scans the sources with esbuild before the check; through
 * its plugin API (`addPrepareBuildPlugins`) an esbuild plugin keeps that scan out of mock/: an
 * import that resolves there is left external, as a package would be. webpack bundles it as before.
 */
export default (api: IApi) => {
  const mockDir = resolve(api.paths.cwd, 'mock') + sep;
  api.addPrepareBuildPlugins(() => [
    {
      name: 'sworld-mock-backend-external',
      setup(build) {
        build.onResolve({ filter: /(^|\/)mock\// }, (args) =>
          args.resolveDir && resolve(args.resolveDir, args.path).startsWith(mockDir)
            ? { path: args.path, external: true }
            : undefined,
        );
      },
    },
  ]);
};
