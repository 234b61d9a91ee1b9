/**
 * The contract check for deployers: logs in to a live backend as the app does,
 * calls every read-only endpoint of the catalogue (each GET and the POSTs that only read) with
 * parameters taken from earlier answers, and judges each answer by the contract
 * (src/services/contract/): a promised field missing or a field of the wrong type is a mismatch;
 * an assumed field left out is listed. Under each such field it names the screens that read that
 * field (found in the app's sources by scripts/fieldReaders.ts). A call the spec gives no basis
 * (`beyondSpec`) that answers 404 or 405 is "not offered", not a failure. Those of them that
 * change data are probed only with --write, by a POST that lacks their required parameters (a
 * present endpoint refuses it and changes nothing); without --write they are listed as "not probed".
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
import type { z } from 'zod';
import { CONTRACT, type ContractKey, READ_ONLY_POSTS } from '../src/services/contract';
import { absentAssumed, answerProblems, factAt } from '../src/services/contract/check';
import type { ContractEntry } from '../src/services/contract/kit';
import { SCREENS } from '../src/services/contract/screens';
import { type FieldIndex, type FieldScreens, fieldIndex } from './fieldReaders';
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
import { parseJson } from '../src/utils/json';

export type Outcome = 'ok' | 'mismatched' | 'unreachable' | 'skipped' | 'notOffered' | 'notProbed';

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
  /** Assumed fields the answer left out: the screens show "-" or their empty state for them. */
  absent: string[];
  /** The screens that read this answer (src/services/contract/screens.ts), when anything was wrong or absent. */
  screens: string[];
  /** For each field path among `problems` and `absent`, in that order: the screens that read that field. */
  fields: FieldScreens[];
}

export interface CheckReport {
  backend: string;
  sandbox: string;
  write: boolean;
  config: { source: string; problems: string[] };
  results: CheckResult[];
  counts: Record<Outcome, number>;
  /** How the screens of each field were found, when any field was named: files looked at, milliseconds taken. */
  fieldIndex?: { files: number; buildMs: number; names: number; lookupMs: number };
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

/** How the report names each outcome. */
const OUTCOME_WORDS: Record<Outcome, string> = {
  ok: 'ok',
  mismatched: 'mismatched',
  unreachable: 'unreachable',
  skipped: 'skipped',
  notOffered: 'not offered',
  notProbed: 'not probed',
};

/** The field path a problem names ('data.records[].className' of 'data.records[].className: missing'), if any. */
export function fieldOf(problem: string): string | undefined {
  return /^(data\S*): /.exec(problem)?.[1];
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
    // As the app reads it: a Java Long id beyond 2^53 keeps its digits, so later calls find it.
    const body = parseJson(answer.text);
    if (body && typeof body === 'object' && !Array.isArray(body) && 'code' in body && 'msg' in body && 'data' in body)
      return body as { code: unknown; msg: unknown; data: unknown };
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

  let index: FieldIndex | undefined;
  /** The screens that read each field: the index is built the first time a field is named. */
  const screensByField = (key: ContractKey, fields: string[]): FieldScreens[] => {
    if (!fields.length) return [];
    index ??= fieldIndex(() => log('finding the screens that read each field (the compiler over src/, once)…'));
    return fields.map((field) => index!.screensOf(key, field));
  };

  const record = (
    endpoint: Endpoint,
    result: Omit<CheckResult, 'key' | 'method' | 'path' | 'absent' | 'screens' | 'fields'> & { absent?: string[] },
  ) => {
    const key = endpoint.key as ContractKey;
    const absent = result.absent ?? [];
    const judged = result.outcome === 'mismatched' || absent.length > 0;
    const screens = judged ? [...(SCREENS[key] ?? [])] : [];
    const named = screens.length ? [...result.problems.map(fieldOf), ...absent] : [];
    const fields = screensByField(
      key,
      named.filter((f): f is string => f !== undefined),
    );
    const full: CheckResult = {
      key,
      method: endpoint.method,
      path: urlOf(endpoint),
      ...result,
      absent,
      screens,
      fields,
    };
    results.push(full);
    const envelope = full.envelope === null ? '' : `, envelope ${full.envelope ? 'yes' : 'no'}`;
    const status = full.status === null ? '' : ` → ${full.status}`;
    log(`${OUTCOME_WORDS[full.outcome].padEnd(11)} ${full.key}  ${full.method} ${full.path}${status}${envelope}`);
    const readBy = (field: string | undefined) => {
      const found = fields.find((f) => f.field === field);
      if (found)
        log(
          `              read by ${found.screens.join(', ')}${found.fallback ? ' (no screen was found to read this field: all that read the answer)' : ''}`,
        );
    };
    full.problems.forEach((p) => {
      log(`            - ${p}`);
      readBy(fieldOf(p));
    });
    absent.forEach((p) => {
      log(`            - ${p}: absent (an assumed field: shown as "-")`);
      readBy(p);
    });
    // A problem of the whole call (a 404, no envelope) reaches every screen that reads the answer.
    if (screens.length && full.problems.some((p) => fieldOf(p) === undefined))
      log(`            read by ${screens.join(', ')}`);
    return full;
  };

  /**
   * Calls one endpoint and judges its answer: unreachable when no answer came (or a gateway said
   * the backend is down), not offered when a call beyond the spec answers 404 or 405, mismatched
   * for any other failure or an answer that breaks the contract, ok otherwise.
   */
  const check = async (
    endpoint: Endpoint,
    params: Record<string, string>,
    schema: z.ZodType | undefined,
    probe = false,
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
    if (endpoint.beyondSpec && (status === 404 || status === 405)) {
      const problem = `not offered: HTTP ${status} for a call the spec gives no basis (the screens say so)`;
      return {
        answer,
        result: record(endpoint, { status, envelope: !!envelope, outcome: 'notOffered', problems: [problem] }),
      };
    }
    if (status === 404 && !envelope) return fail([`HTTP 404: no such path (${describeBody(answer)})`]);
    if (probe) {
      // A probe lacks the call's required parameters: a present endpoint refuses it in its envelope.
      if (!envelope) return fail([`HTTP ${status}, no {code, msg, data} envelope (${describeBody(answer)})`]);
      if (envelope.code === 200)
        return fail(['accepted a POST without its required parameters: look at what it changed']);
      const refusal = `present: refused a POST without its required parameters (code ${String(envelope.code)}: ${String(envelope.msg ?? '')})`;
      return { answer, result: record(endpoint, { status, envelope: true, outcome: 'ok', problems: [refusal] }) };
    }
    if (endpoint.download && status === 200 && !envelope)
      return { answer, result: record(endpoint, { status, envelope: null, outcome: 'ok', problems: [] }) };
    if (!envelope) return fail([`HTTP ${status}, no {code, msg, data} envelope (${describeBody(answer)})`]);
    if (status < 200 || status >= 300) return fail([`HTTP ${status}: ${String(envelope.msg ?? '')}`]);
    if (envelope.code !== 200) return fail([`envelope code ${String(envelope.code)}: ${String(envelope.msg ?? '')}`]);
    if (endpoint.download) return fail(['a JSON envelope where the app expects a file']);
    const problems = schema ? answerProblems(envelope.data, schema) : [];
    const absent = schema ? absentAssumed(envelope.data, schema) : [];
    // Facts are still taken from a mismatched answer, so one renamed field does not skip the endpoints after it.
    const outcome: Outcome = problems.length ? 'mismatched' : 'ok';
    return {
      answer,
      data: envelope.data,
      result: record(endpoint, { status, envelope: true, outcome, problems, absent }),
    };
  };

  log(`contract check of ${backend} (sandbox ${sandbox}${variant ? `, /sworld${variant}/` : ''})`);
  log(`config: ${options.configSource ?? 'defaults'}`);
  (options.configProblems ?? []).forEach((p) => log(`config warning: ${p}`));

  // ---- login, as the app does ----
  const loginCheck = await check(
    endpoints.auth.login,
    { username: options.user, password: options.password },
    CONTRACT['auth.login'].answer,
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

  // ---- every read-only endpoint, those that provide facts before those that need them ----
  for (const endpoint of checkOrder()) {
    const entry: ContractEntry | undefined = CONTRACT[endpoint.key as ContractKey];
    const skip = (why: string) =>
      record(endpoint, { status: null, envelope: null, outcome: 'skipped', problems: [why] });
    if (!signedIn) {
      skip('not called: the login failed');
      continue;
    }
    if (!entry) {
      skip('no contract in src/services/contract/');
      continue;
    }
    const params: Record<string, string> = {};
    const missing: string[] = [];
    for (const [name, value] of Object.entries(entry.sample ?? {})) {
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
    const { data } = await check(endpoint, params, entry.answer);
    for (const [fact, path] of Object.entries(entry.provides ?? {})) {
      const value = factAt(data, path);
      if (typeof value === 'string' || typeof value === 'number') facts[fact] = String(value);
    }
  }

  // ---- --write: only data the check creates, then deletes ----
  if (options.write && signedIn) await writeChecks(check, log);

  // ---- the changes with no basis in the spec: probed with --write, else listed ----
  for (const endpoint of PROBED) {
    if (!options.write)
      record(endpoint, {
        status: null,
        envelope: null,
        outcome: 'notProbed',
        problems: [
          'not probed: a change with no basis in the spec; --write probes it with a POST that lacks its required parameters',
        ],
      });
    else if (!signedIn)
      record(endpoint, {
        status: null,
        envelope: null,
        outcome: 'skipped',
        problems: ['not called: the login failed'],
      });
    else await check(endpoint, {}, undefined, true);
  }

  const counts: Record<Outcome, number> = {
    ok: 0,
    mismatched: 0,
    unreachable: 0,
    skipped: 0,
    notOffered: 0,
    notProbed: 0,
  };
  results.forEach((r) => counts[r.outcome]++);
  if (counts.skipped) log(`skipped: ${counts.skipped} (not checked; reasons above)`);
  const partial = results.filter((r) => r.absent.length);
  if (partial.length)
    log(
      `assumed fields absent: ${partial.reduce((n, r) => n + r.absent.length, 0)} in ${partial.length} answers (the screens named show "-" for them)`,
    );
  const fieldStats = index && {
    files: index.files,
    buildMs: Math.round(index.buildMs),
    names: index.names,
    lookupMs: Math.round(index.lookupMs),
  };
  if (fieldStats)
    log(
      `screens by field: ${fieldStats.files} files of src/ indexed in ${seconds(fieldStats.buildMs)}, ${fieldStats.names} field names looked up in ${seconds(fieldStats.lookupMs)}`,
    );
  const notOffered = counts.notOffered ? `, ${counts.notOffered} not offered` : '';
  const notProbed = counts.notProbed ? `, ${counts.notProbed} not probed (--write probes them)` : '';
  log(
    `contract: ${counts.ok} ok, ${counts.mismatched} mismatched, ${counts.unreachable} unreachable${notOffered}${notProbed}`,
  );
  return {
    backend,
    sandbox,
    write: !!options.write,
    config: { source: options.configSource ?? 'defaults', problems: options.configProblems ?? [] },
    results,
    counts,
    ...(fieldStats ? { fieldIndex: fieldStats } : {}),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The calls the check makes after the login: every GET and the read-only POSTs. */
export const CHECKED: readonly Endpoint[] = allEndpoints.filter(
  (e) => e.method === 'GET' || (READ_ONLY_POSTS as readonly string[]).includes(e.key),
);

/**
 * The calls with no basis in the spec that change data (`beyondSpec`, not among the checked reads):
 * --write probes each by a POST without its required parameters, which a present endpoint refuses
 * without changing anything. Each of them needs at least one parameter (a test keeps it so).
 */
export const PROBED: readonly Endpoint[] = allEndpoints.filter(
  (e) => e.beyondSpec && e.method === 'POST' && !CHECKED.includes(e),
);

/**
 * The checked calls in an order where each one's '$facts' come from calls before it (a fact no
 * entry provides is the login's, or missing: that call is then skipped).
 */
export function checkOrder(): Endpoint[] {
  const entryOf = (e: Endpoint): ContractEntry | undefined => CONTRACT[e.key as ContractKey];
  const needs = (e: Endpoint) =>
    Object.values(entryOf(e)?.sample ?? {})
      .filter((v): v is string => typeof v === 'string' && v.startsWith('$'))
      .map((v) => v.slice(1));
  const providable = new Set(CHECKED.flatMap((e) => Object.keys(entryOf(e)?.provides ?? {})));
  const known = new Set<string>();
  const pending = [...CHECKED];
  const order: Endpoint[] = [];
  while (pending.length) {
    const at = pending.findIndex((e) => needs(e).every((f) => known.has(f) || !providable.has(f)));
    const [next] = pending.splice(Math.max(at, 0), 1);
    order.push(next);
    Object.keys(entryOf(next)?.provides ?? {}).forEach((f) => known.add(f));
  }
  return order;
}

type Check = (
  endpoint: Endpoint,
  params: Record<string, string>,
  schema: z.ZodType | undefined,
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
    undefined,
  );
  if (saved.result.outcome !== 'ok') return;
  const listed = await check(
    endpoints.class.list,
    { className, current: '1', size: '50' },
    CONTRACT['class.list'].answer,
  );
  const rows = (factAt(listed.data, 'records') as { id?: unknown; className?: unknown }[] | undefined) ?? [];
  const row = rows.find((r) => r.className === className);
  if (!row || (typeof row.id !== 'string' && typeof row.id !== 'number')) {
    log(`write: the class "${className}" was saved but is not in the class list; delete it by hand`);
    return;
  }
  await check(endpoints.class.remove, { id: String(row.id) }, undefined);
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
