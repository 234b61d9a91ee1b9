import { DEFAULT_DEPLOY_CONFIG, deployConfig, setDeployConfig } from '@/services/deployConfig';
import { loadDeployConfig } from '../deployConfigLoader';

/** An authorizationPrefix no header can carry is named and ignored, as other bad keys are. */
function serve(config: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(config), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
}

let warn: jest.SpyInstance;
beforeEach(() => {
  setDeployConfig(DEFAULT_DEPLOY_CONFIG);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it('keeps a printable ASCII prefix', async () => {
  serve({ authorizationPrefix: 'Bearer ', loginEncoding: 'urlencoded' });
  await loadDeployConfig();
  expect(deployConfig()).toMatchObject({ authorizationPrefix: 'Bearer ', loginEncoding: 'urlencoded' });
  expect(warn).not.toHaveBeenCalled();
});

it('names and ignores a prefix a header cannot carry, keeping the rest of the file', async () => {
  // What the first two would do: every call's Authorization header throws before it leaves the page.
  for (const prefix of ['令牌 ', 'Bearer\u2028']) expect(() => new Headers({ Authorization: `${prefix}t` })).toThrow();
  // Latin-1 letters and a non-breaking space go out as raw bytes each backend reads its own way.
  for (const prefix of ['令牌 ', 'Bearer\u2028', 'Bearer\u00a0', 'Bé ']) {
    warn.mockClear();
    serve({ authorizationPrefix: prefix, loginEncoding: 'urlencoded' });
    await loadDeployConfig();
    expect(deployConfig()).toMatchObject({ authorizationPrefix: '', loginEncoding: 'urlencoded' });
    expect(warn.mock.calls).toEqual([
      [
        '[config] sworld.config.json: "authorizationPrefix" must be printable ASCII text (it goes into the Authorization header): ignored',
      ],
    ]);
  }
});
