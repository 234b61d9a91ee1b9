/**
 * The contract check for deployers: logs in to a live backend as the app does,
 * calls every read-only (GET) endpoint of the catalogue with parameters taken from earlier answers,
 * and compares each answer with what the app reads from it (src/services/contract.ts).
 *
 *   npm run contract:check -- --backend http://HOST:PORT --user U --password P
 *                             [--sandbox 1|2|3] [--write] [--json report.json] [--config sworld.config.json]
 *
 * It uses the app's own catalogue and its sworld.config.json parsing (src/services/deployConfig.ts):
 * `--config FILE`, else dist/sworld.config.json when there is one, else today's defaults.
 * Exit status: 0 when everything checked is ok, 1 when anything mismatched or was unreachable,
 * 2 on a usage error.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SANDBOX_VARIANTS } from '../src/constants';
import {
  CONTRACT,
  type ContractEntry,
  type EndpointKey,
  factAt,
  LOGIN_SHAPE,
  shapeProblems,
} from '../src/services/contract';
import {
  applyDeployConfig,
  authorizationHeader,
  DEFAULT_DEPLOY_CONFIG,
  DEPLOY_CONFIG_FILE,
  type DeployConfig,
  parseDeployConfig,
  splitLoginAnswer,
} from '../src/services/deployConfig';
import { allEndpoints, type Endpoint, endpoints, resolvePath } from '../src/services/endpoints';

export type Outcome = 'ok' | 'mismatched' | 'unreachable' | 'skipped';

export interface CheckResult {
  key: string;
  method: string;
  path: string;
  /** HTTP status, or null when no answer came (or the call was skipped). */
  status: number | null;
  /** Whether the answer was a {code, msg, data} envelope; null when not applicable. */
  envelope: boolean | null;
  outcome: Outcome;
  problems: string[];
}

export interface CheckReport {
  backend: string;
  sandbox: string;
  write: boolean;
  config: { source: string; problems: string[] };
  results: CheckResult[];
  counts: Record<Outcome, number>;
}

export interface CheckOptions {
  backend: string;
  user: string;
  password: string;
  sandbox?: string;
  write?: boolean;
  config?: DeployConfig;
  configSource?: string;
  configProblems?: string[];
  /** Milliseconds before one call counts as unreachable; default 15 s. */
  timeout?: number;
  log?: (line: string) => void;
}

/** A status a proxy answers when the backend behind it is down: the backend was not reached. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  contentType: string;
}

function describeBody(answer: Answer): string {
  const start = answer.text.trim().slice(0, 60).replace(/\s+/g, ' ');
  return `${answer.contentType || 'no content type'}${start ? `: ${start}` : ''}`;
}

function parseEnvelope(answer: Answer): { code: unknown; msg: unknown; data: unknown } | undefined {
  try {
    const body = JSON.parse(answer.text);
    if (body && typeof body === 'object' && !Array.isArray(body) && 'code' in body && 'msg' in body && 'data' in body)
      return body;
  } catch {
    /* not JSON */
  }
  return undefined;
}

/** Encodes parameters as the app's request layer does: GET in the query, POST as a form body. */
function encode(endpoint: Endpoint, params: Record<string, string>): { query: string; body?: string | FormData } {
  const search = new URLSearchParams(params).toString();
  if (endpoint.encoding === 'query') return { query: search ? `?${search}` : '' };
  if (endpoint.encoding === 'multipart') {
    const form = new FormData();
    Object.entries(params).forEach(([k, v]) => form.append(k, v));
    return { query: '', body: form };
  }
  return { query: '', body: search };
}

export async function runContractCheck(options: CheckOptions): Promise<CheckReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const config = options.config ?? DEFAULT_DEPLOY_CONFIG;
  const sandbox = options.sandbox ?? '1';
  const variant = SANDBOX_VARIANTS[sandbox] ?? '';
  const backend = options.backend.replace(/\/+$/, '');
  const timeout = options.timeout ?? 15_000;
  const results: CheckResult[] = [];
  let authorization = '';

  const urlOf = (endpoint: Endpoint) => resolvePath(applyDeployConfig(endpoint, config).path, variant);

  const call = async (endpoint: Endpoint, params: Record<string, string>): Promise<Answer> => {
    const effective = applyDeployConfig(endpoint, config);
    const { query, body } = encode(effective, params);
    const headers: Record<string, string> = {};
    const value = authorizationHeader(authorization, config);
    if (value && !endpoint.open) headers.Authorization = value;
    if (typeof body === 'string') headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    const response = await fetch(`${backend}${urlOf(endpoint)}${query}`, {
      method: endpoint.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeout),
    });
    const contentType = response.headers.get('content-type') ?? '';
    // A download's file is not read as text: its bytes are not the check's business.
    const text = endpoint.download && !contentType.includes('json') ? '' : await response.text();
    return { status: response.status, headers: response.headers, text, contentType };
  };

  const record = (endpoint: Endpoint, result: Omit<CheckResult, 'key' | 'method' | 'path'>) => {
    const full: CheckResult = { key: endpoint.key, method: endpoint.method, path: urlOf(endpoint), ...result };
    results.push(full);
    const envelope = full.envelope === null ? '' : `, envelope ${full.envelope ? 'yes' : 'no'}`;
    const status = full.status === null ? '' : ` → ${full.status}`;
    log(`${full.outcome.padEnd(11)} ${full.key}  ${full.method} ${full.path}${status}${envelope}`);
    full.problems.forEach((p) => log(`            - ${p}`));
    return full;
  };

  /**
   * Calls one endpoint and judges its answer: unreachable when no answer came (or a gateway said
   * the backend is down), mismatched for any other failure, ok when the data has the shape.
   */
  const check = async (
    endpoint: Endpoint,
    params: Record<string, string>,
    shape: ContractEntry['data'] | undefined,
  ): Promise<{ result: CheckResult; data?: unknown; answer?: Answer }> => {
    let answer: Answer;
    try {
      answer = await call(endpoint, params);
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      const detail = (error as Error).name === 'TimeoutError' ? `no answer in ${timeout} ms` : cause || String(error);
      return {
        result: record(endpoint, { status: null, envelope: null, outcome: 'unreachable', problems: [detail] }),
      };
    }
    const { status } = answer;
    if (GATEWAY_STATUSES.has(status)) {
      return {
        answer,
        result: record(endpoint, {
          status,
          envelope: null,
          outcome: 'unreachable',
          problems: [`HTTP ${status} from a gateway: the backend behind it did not answer`],
        }),
      };
    }
    const envelope = parseEnvelope(answer);
    const fail = (problems: string[]) => ({
      answer,
      result: record(endpoint, { status, envelope: !!envelope, outcome: 'mismatched', problems }),
    });
    // Refused to this account (an administrators' endpoint checked as a teacher): not the contract's fault.
    if (status === 403 || envelope?.code === 403) {
      const why = envelope?.msg ? `: ${String(envelope.msg)}` : '';
      return {
        answer,
        result: record(endpoint, {
          status,
          envelope: !!envelope,
          outcome: 'skipped',
          problems: [`403, refused to this account${why} (check with an account allowed to call it)`],
        }),
      };
    }
    if (status === 401 || envelope?.code === 401)
      return fail([
        '401: the backend refused the authorization the login gave (see loginAuthorization, authorizationPrefix)',
      ]);
    if (status === 404 && !envelope) return fail([`HTTP 404: no such path (${describeBody(answer)})`]);
    if (endpoint.download && status === 200 && !envelope)
      return { answer, result: record(endpoint, { status, envelope: null, outcome: 'ok', problems: [] }) };
    if (!envelope) return fail([`HTTP ${status}, no {code, msg, data} envelope (${describeBody(answer)})`]);
    if (status < 200 || status >= 300) return fail([`HTTP ${status}: ${String(envelope.msg ?? '')}`]);
    if (envelope.code !== 200) return fail([`envelope code ${String(envelope.code)}: ${String(envelope.msg ?? '')}`]);
    if (endpoint.download) return fail(['a JSON envelope where the app expects a file']);
    const problems = shape ? shapeProblems(envelope.data, shape) : [];
    // Facts are still taken from a mismatched answer, so one renamed field does not skip the endpoints after it.
    if (problems.length) return { ...fail(problems), data: envelope.data };
    return {
      answer,
      data: envelope.data,
      result: record(endpoint, { status, envelope: true, outcome: 'ok', problems: [] }),
    };
  };

  log(`contract check of ${backend} (sandbox ${sandbox}${variant ? `, /sworld${variant}/` : ''})`);
  log(`config: ${options.configSource ?? 'defaults'}`);
  (options.configProblems ?? []).forEach((p) => log(`config warning: ${p}`));

  // ---- login, as the app does ----
  const loginCheck = await check(
    endpoints.auth.login,
    { username: options.user, password: options.password },
    LOGIN_SHAPE,
  );
  const facts: Record<string, string> = {};
  if (loginCheck.result.outcome === 'ok') {
    const split = splitLoginAnswer(loginCheck.data, (name) => loginCheck.answer?.headers.get(name), config);
    authorization = split.authorization;
    if (typeof split.info.userId === 'string' || typeof split.info.userId === 'number')
      facts.userId = String(split.info.userId);
    if (!authorization) {
      const where = 'header' in config.loginAuthorization ? 'header' : 'data field';
      const name =
        'header' in config.loginAuthorization ? config.loginAuthorization.header : config.loginAuthorization.field;
      loginCheck.result.outcome = 'mismatched';
      loginCheck.result.problems.push(`the login answer has no authorization in ${where} "${name}"`);
      log(`            - the login answer has no authorization in ${where} "${name}"`);
    }
  }
  const signedIn = loginCheck.result.outcome === 'ok';

  // ---- every GET endpoint, in the contract's order (providers first), then any the contract lacks ----
  const gets = allEndpoints.filter((e) => e.method === 'GET');
  const order = Object.keys(CONTRACT);
  const rank = (e: Endpoint) => (order.includes(e.key) ? order.indexOf(e.key) : order.length);
  for (const endpoint of [...gets].sort((a, b) => rank(a) - rank(b))) {
    const entry = CONTRACT[endpoint.key as EndpointKey];
    const skip = (why: string) =>
      record(endpoint, { status: null, envelope: null, outcome: 'skipped', problems: [why] });
    if (!signedIn) {
      skip('not called: the login failed');
      continue;
    }
    if (!entry) {
      skip('no shape in src/services/contract.ts');
      continue;
    }
    const params: Record<string, string> = {};
    const missing: string[] = [];
    for (const [name, value] of Object.entries(entry.params ?? {})) {
      if (typeof value === 'string' && value.startsWith('$')) {
        const fact = facts[value.slice(1)];
        if (fact === undefined) missing.push(value.slice(1));
        else params[name] = fact;
      } else params[name] = String(value);
    }
    if (missing.length) {
      skip(`needs ${missing.join(', ')}, which no earlier answer gave`);
      continue;
    }
    const { data } = await check(endpoint, params, entry.data);
    for (const [fact, path] of Object.entries(entry.provides ?? {})) {
      const value = factAt(data, path);
      if (typeof value === 'string' || typeof value === 'number') facts[fact] = String(value);
    }
  }

  // ---- --write: only data the check creates, then deletes ----
  if (options.write && signedIn) await writeChecks(check, log);

  const counts: Record<Outcome, number> = { ok: 0, mismatched: 0, unreachable: 0, skipped: 0 };
  results.forEach((r) => counts[r.outcome]++);
  if (counts.skipped) log(`skipped: ${counts.skipped} (not checked; reasons above)`);
  log(`contract: ${counts.ok} ok, ${counts.mismatched} mismatched, ${counts.unreachable} unreachable`);
  return {
    backend,
    sandbox,
    write: !!options.write,
    config: { source: options.configSource ?? 'defaults', problems: options.configProblems ?? [] },
    results,
    counts,
  };
}

type Check = (
  endpoint: Endpoint,
  params: Record<string, string>,
  shape: ContractEntry['data'] | undefined,
) => Promise<{ result: CheckResult; data?: unknown }>;

/**
 * The mutating calls --write makes: a class named for the check is created, found in the class
 * list and deleted again. Nothing the check did not create is ever changed.
 */
async function writeChecks(check: Check, log: (line: string) => void) {
  const className = `contract-check ${new Date().toISOString()}`;
  log(`write: creating and deleting the class "${className}"`);
  const saved = await check(
    endpoints.class.save,
    { className, remark: 'created and deleted by npm run contract:check' },
    'any?',
  );
  if (saved.result.outcome !== 'ok') return;
  const listed = await check(
    endpoints.class.list,
    { className, current: '1', size: '50' },
    CONTRACT['class.list']!.data,
  );
  const rows = (factAt(listed.data, 'records') as { id?: unknown; className?: unknown }[] | undefined) ?? [];
  const row = rows.find((r) => r.className === className);
  if (!row || (typeof row.id !== 'string' && typeof row.id !== 'number')) {
    log(`write: the class "${className}" was saved but is not in the class list; delete it by hand`);
    return;
  }
  await check(endpoints.class.remove, { id: String(row.id) }, 'any?');
}

// ---- command line ----------------------------------------------------------------------------

export function parseArgs(argv: string[]): { options?: CheckOptions & { json?: string }; error?: string } {
  const value = (name: string) => {
    const at = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
    if (at < 0) return undefined;
    return argv[at].includes('=') ? argv[at].slice(name.length + 3) : argv[at + 1];
  };
  const backend = value('backend');
  const user = value('user');
  const password = value('password');
  if (!backend || !user || password === undefined)
    return {
      error:
        'usage: npm run contract:check -- --backend http://HOST:PORT --user U --password P [--sandbox 1|2|3] [--write] [--json report.json] [--config sworld.config.json]',
    };
  if (!/^https?:\/\//.test(backend))
    return { error: `--backend must be an http:// or https:// address, not ${backend}` };
  const sandbox = value('sandbox') ?? '1';
  if (!['1', '2', '3'].includes(sandbox)) return { error: `--sandbox must be 1, 2 or 3, not ${sandbox}` };
  const configFile =
    value('config') ?? (existsSync(`dist/${DEPLOY_CONFIG_FILE}`) ? `dist/${DEPLOY_CONFIG_FILE}` : undefined);
  let config: DeployConfig | undefined;
  let configProblems: string[] = [];
  if (configFile) {
    if (!existsSync(configFile)) return { error: `--config: no file ${configFile}` };
    ({ config, problems: configProblems } = parseDeployConfig(readFileSync(configFile, 'utf8')));
  }
  return {
    options: {
      backend,
      user,
      password,
      sandbox,
      write: argv.includes('--write'),
      json: value('json'),
      config,
      configSource: configFile,
      configProblems,
    },
  };
}

async function main() {
  const { options, error } = parseArgs(process.argv.slice(2));
  if (!options) {
    console.error(error);
    process.exit(2);
  }
  const report = await runContractCheck(options);
  if (options.json) writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
  process.exit(report.counts.mismatched || report.counts.unreachable ? 1 : 0);
}

if (require.main === module) void main();
