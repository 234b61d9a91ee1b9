import type { IApi } from '@umijs/max';

/**
 * umi's prepare check rejects any import from mock/, because that folder is the home of umi's own
 * mock feature. We turn that feature off (`mock: false`) and use mock/ for our MSW backend, which
 * src/app.tsx imports on purpose, dynamically, in mock mode only (a build has MOCK=0 and the import
 * is dead code there). This hook runs before the check and removes our mock files from the scan.
 */
export default (api: IApi) => {
  api.onPrepareBuildSuccess({
    stage: -Infinity,
    fn: ({ result }: { result: { metafile?: { inputs: Record<string, unknown> } } }) => {
      const inputs = result.metafile?.inputs ?? {};
      for (const file of Object.keys(inputs)) {
        if (file.startsWith('mock/')) delete inputs[file];
      }
    },
  } as any);
};
