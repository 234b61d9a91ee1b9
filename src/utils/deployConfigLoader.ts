import { DEPLOY_CONFIG_FILE, parseDeployConfig, setDeployConfig } from '@/services/deployConfig';
import { basePath } from './base';

/**
 * Reads the deployment's optional sworld.config.json beside index.html (under the run-time base),
 * once, before the first render and so before the first call. An absent or empty file keeps
 * today's defaults silently; a malformed file or unknown key is named in the console and ignored: the app
 * always starts.
 */
export async function loadDeployConfig(): Promise<void> {
  let response: Response;
  try {
    // no-store: a deployer's edit applies on the next load, whatever a cache in between holds.
    response = await fetch(`${basePath()}${DEPLOY_CONFIG_FILE}`, { cache: 'no-store', credentials: 'same-origin' });
  } catch (error) {
    console.warn(`[config] ${DEPLOY_CONFIG_FILE} could not be read; defaults hold`, error);
    return;
  }
  // 404, or 204: config/nginx.conf answers a missing file with 204 so the browser logs no failed load.
  if (response.status === 404 || response.status === 204) return;
  const type = response.headers.get('content-type') ?? '';
  // A history fallback answering index.html for a missing file is an absent file, not a malformed one.
  if (!response.ok || type.includes('text/html')) {
    if (!response.ok) console.warn(`[config] ${DEPLOY_CONFIG_FILE}: HTTP ${response.status}; defaults hold`);
    return;
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    console.warn(`[config] ${DEPLOY_CONFIG_FILE} could not be read; defaults hold`, error);
    return;
  }
  if (!text.trim()) return;
  const { config, problems } = parseDeployConfig(text);
  for (const problem of problems) console.warn(`[config] ${DEPLOY_CONFIG_FILE}: ${problem}`);
  setDeployConfig(config);
}
