/**
 * Deploy-time overrides: an optional `sworld.config.json` served beside
 * index.html changes catalogue paths and the login's wire details without a rebuild. This module
 * is pure (no window, no fetch): the app (src/utils/deployConfigLoader.ts) and the contract check
 * (scripts/contract-check.ts) parse the same file with it and apply it the same way.
 *
 * {
 *   "paths": { "user.resetPassword": "/sworld/user/password/reset" },
 *   "loginEncoding": "urlencoded",
 *   "loginAuthorization": { "header": "Authorization" },
 *   "authorizationPrefix": "Bearer ",
 *   "timeZone": "+08:00",
 *   "codes": { "trainingState": { "notStarted": 0, "paused": 2, "finished": 3 }, ... }
 * }
 */
import { type Codes, DEFAULT_CODES, readCodes, setActiveCodes } from '@/domain/codes';
import { DEFAULT_TIME_ZONE, parseOffset, setSchoolTimeZone } from '@/utils/time';
import { allEndpoints, type Endpoint } from './endpoints';

export const DEPLOY_CONFIG_FILE = 'sworld.config.json';

/** Where the login answer carries the authorization value: a field of `data`, or a response header. */
export type LoginAuthorization = { field: string } | { header: string };

export interface DeployConfig {
  /** Catalogue key (`family.name`) → path; a path may use the /sworldShunt/ or /estimateShunt/ token. */
  paths: Readonly<Record<string, string>>;
  loginEncoding: 'multipart' | 'urlencoded';
  loginAuthorization: LoginAuthorization;
  /** Put before the stored value in every Authorization header (e.g. 'Bearer '). */
  authorizationPrefix: string;
  /** The zone of times the backend writes without one, as an offset ("+08:00"). */
  timeZone: string;
  /** The backend's own numbers for states, phases and user types (src/domain/codes.ts). */
  codes: Codes;
}

/** Today's behaviour: what holds when there is no file, or for every key the file does not set. */
export const DEFAULT_DEPLOY_CONFIG: DeployConfig = Object.freeze({
  paths: Object.freeze({}),
  loginEncoding: 'multipart',
  loginAuthorization: Object.freeze({ field: 'authorization' }),
  authorizationPrefix: '',
  timeZone: DEFAULT_TIME_ZONE,
  codes: DEFAULT_CODES,
});

export interface ParsedDeployConfig {
  config: DeployConfig;
  /** One line per ignored part (unknown key, wrong value, malformed file), for the console. */
  problems: string[];
}

const KNOWN_KEYS = ['paths', 'loginEncoding', 'loginAuthorization', 'authorizationPrefix', 'timeZone', 'codes'];
const ENDPOINT_KEYS = new Set(allEndpoints.map((e) => e.key));
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;

/**
 * A root-relative path on the app's own origin: it must start with a single '/', and carry no
 * scheme, query, fragment, whitespace or '..' — a config file can move a call, never send it elsewhere.
 */
function isSafePath(path: string): boolean {
  return /^\/(?!\/)[^\s?#\\]*$/.test(path) && !path.split('/').includes('..') && !path.includes('://');
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Parses the file's text: every valid part is kept, every other part is named in `problems` and ignored. */
export function parseDeployConfig(text: string): ParsedDeployConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { config: DEFAULT_DEPLOY_CONFIG, problems: [`not valid JSON (${(error as Error).message}): file ignored`] };
  }
  return readDeployConfig(raw);
}

/** Validates an already parsed value (see parseDeployConfig). */
export function readDeployConfig(raw: unknown): ParsedDeployConfig {
  const problems: string[] = [];
  if (!isObject(raw)) return { config: DEFAULT_DEPLOY_CONFIG, problems: ['not a JSON object: file ignored'] };
  const config: DeployConfig = { ...DEFAULT_DEPLOY_CONFIG };

  for (const key of Object.keys(raw)) {
    if (!KNOWN_KEYS.includes(key)) problems.push(`unknown key "${key}" ignored`);
  }

  if (raw.paths !== undefined) {
    if (!isObject(raw.paths)) problems.push('"paths" must be an object of catalogue key → path: ignored');
    else {
      const paths: Record<string, string> = {};
      for (const [key, path] of Object.entries(raw.paths)) {
        if (!ENDPOINT_KEYS.has(key)) problems.push(`unknown catalogue key "paths.${key}" ignored`);
        else if (typeof path !== 'string' || !isSafePath(path))
          problems.push(`"paths.${key}" must be a path starting with one "/" on this site: ignored`);
        else paths[key] = path;
      }
      config.paths = Object.freeze(paths);
    }
  }

  if (raw.loginEncoding !== undefined) {
    if (raw.loginEncoding === 'multipart' || raw.loginEncoding === 'urlencoded')
      config.loginEncoding = raw.loginEncoding;
    else problems.push('"loginEncoding" must be "multipart" or "urlencoded": ignored');
  }

  if (raw.loginAuthorization !== undefined) {
    const value = isObject(raw.loginAuthorization) ? raw.loginAuthorization : {};
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === 'field' && typeof value.field === 'string' && value.field)
      config.loginAuthorization = { field: value.field };
    else if (
      keys.length === 1 &&
      keys[0] === 'header' &&
      typeof value.header === 'string' &&
      HEADER_NAME.test(value.header)
    )
      config.loginAuthorization = { header: value.header };
    else
      problems.push('"loginAuthorization" must be {"field": "<name in data>"} or {"header": "<header name>"}: ignored');
  }

  if (raw.authorizationPrefix !== undefined) {
    // Header values cannot carry control characters; anything else is the backend's business.
    if (
      typeof raw.authorizationPrefix === 'string' &&
      ![...raw.authorizationPrefix].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)
    )
      config.authorizationPrefix = raw.authorizationPrefix;
    else problems.push('"authorizationPrefix" must be text without control characters: ignored');
  }

  if (raw.timeZone !== undefined) {
    if (parseOffset(raw.timeZone) !== undefined) config.timeZone = (raw.timeZone as string).trim();
    else
      problems.push(
        `"timeZone" must be an offset from -12:00 to +14:00 such as "+08:00": ignored, ${DEFAULT_TIME_ZONE} holds`,
      );
  }

  if (raw.codes !== undefined) {
    const read = readCodes(raw.codes);
    config.codes = read.codes;
    problems.push(...read.problems);
  }

  return { config: Object.freeze(config), problems };
}

/** The endpoint as this deployment calls it: its overridden path, and the login's encoding. */
export function applyDeployConfig(endpoint: Endpoint, config: DeployConfig): Endpoint {
  const path = config.paths[endpoint.key];
  const encoding =
    endpoint.key === 'auth.login' ? (config.loginEncoding === 'urlencoded' ? 'form' : 'multipart') : endpoint.encoding;
  if (path === undefined && encoding === endpoint.encoding) return endpoint;
  return { ...endpoint, path: path ?? endpoint.path, encoding };
}

/** The Authorization header value for a stored authorization ('' when there is none). */
export function authorizationHeader(stored: string, config: DeployConfig): string {
  return stored ? `${config.authorizationPrefix}${stored}` : '';
}

/**
 * Splits a login answer into the authorization value and the user info, reading the value where
 * the config says. A header-borne value leaves `data` whole; a field-borne one is taken out of it.
 */
export function splitLoginAnswer(
  data: unknown,
  header: (name: string) => string | null | undefined,
  config: DeployConfig,
): { authorization: string; info: Record<string, unknown> } {
  const info: Record<string, unknown> = isObject(data) ? { ...data } : {};
  const where = config.loginAuthorization;
  if ('header' in where) return { authorization: header(where.header) ?? '', info };
  const value = info[where.field];
  delete info[where.field];
  return { authorization: typeof value === 'string' ? value : value == null ? '' : String(value), info };
}

// ---- the app's active configuration ----------------------------------------------------------

let active: DeployConfig = DEFAULT_DEPLOY_CONFIG;

let warnings: readonly string[] = [];

/** The configuration every call uses: set once at start (src/app.tsx), defaults until then. */
export function deployConfig(): DeployConfig {
  return active;
}

/** Makes `config` the app's: its calls, its codes and its time zone. */
export function setDeployConfig(config: DeployConfig) {
  active = config;
  setActiveCodes(config.codes);
  setSchoolTimeZone(config.timeZone);
}

/**
 * The problems a deployer must see on /login, not only in the console: a refused `codes` or
 * `timeZone`, or a file ignored whole, makes the app read the backend's states or times by the defaults.
 */
export function deployConfigWarnings(): readonly string[] {
  return warnings;
}

/** Keeps the problems of the settings that change how answers are read (see deployConfigWarnings). */
export function setDeployConfigWarnings(problems: readonly string[]) {
  warnings = problems.filter((p) => p.startsWith('"codes') || p.startsWith('"timeZone"') || p.endsWith('file ignored'));
}
