import {
  DEFAULT_DEPLOY_CONFIG,
  DEPLOY_CONFIG_FILE,
  type DeployConfig,
  parseDeployConfig,
  setDeployConfig,
  setDeployConfigWarnings,
} from '@/services/deployConfig';
import { basePath } from '@/utils/base';

/**
 * Reads the deployment's optional sworld.config.json beside index.html (under the run-time base),
 * once, before the first render and so before the first call. An absent or empty file keeps
 * today's defaults silently; a malformed file or unknown key is named in the console and ignored;
 * a file that does not come within `timeoutMs` is given up on. The app always starts.
 */
export async function loadDeployConfig({ timeoutMs = 5000 } = {}): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  setDeployConfigWarnings([]);
  try {
    const text = await fetchConfigText(controller.signal);
    if (text === undefined) return;
    const { config, problems } = parseDeployConfig(text);
    const safe = withHeaderSafePrefix(config, problems);
    for (const problem of problems) console.warn(`[config] ${DEPLOY_CONFIG_FILE}: ${problem}`);
    setDeployConfig(safe);
    setDeployConfigWarnings(problems);
  } catch (error) {
    console.warn(`[config] ${DEPLOY_CONFIG_FILE} could not be read; defaults hold`, error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Printable ASCII, space included: what the browser sends in a header as it is. Anything else in
 * the Authorization header (a Chinese word, a non-breaking space) makes every call throw before it
 * leaves the page, login aside.
 */
const HEADER_SAFE = /^[\x20-\x7E]*$/;

/** The config with an authorizationPrefix no header can carry named in `problems` and left at its default. */
export function withHeaderSafePrefix(config: DeployConfig, problems: string[]): DeployConfig {
  if (HEADER_SAFE.test(config.authorizationPrefix)) return config;
  problems.push('"authorizationPrefix" must be printable ASCII text (it goes into the Authorization header): ignored');
  return Object.freeze({ ...config, authorizationPrefix: DEFAULT_DEPLOY_CONFIG.authorizationPrefix });
}

/** The file's text, or undefined when there is no file; rejects when it cannot be read in time. */
async function fetchConfigText(signal: AbortSignal): Promise<string | undefined> {
  // no-store: a deployer's edit applies on the next load, whatever a cache in between holds.
  const response = await fetch(`${basePath()}${DEPLOY_CONFIG_FILE}`, {
    cache: 'no-store',
    credentials: 'same-origin',
    signal,
  });
  // 404, or 204: config/nginx.conf answers a missing file with 204 so the browser logs no failed load.
  if (response.status === 404 || response.status === 204) return undefined;
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  // A history fallback answering index.html for a missing file is an absent file, not a malformed one.
  if ((response.headers.get('content-type') ?? '').includes('text/html')) return undefined;
  const text = await response.text();
  return text.trim() ? text : undefined;
}
