/**
 * The contract check for deployers: logs in to a live backend as the app does,
 * calls every read-only endpoint of the catalogue (each GET and the POSTs that only read) with
 * parameters taken from earlier answers, and judges each answer by the contract
 * (src/services/contract/): a promised field missing or a field of the wrong type is a mismatch;
 * an assumed field left out (or null) is listed. Under each such field it names the screens that
 * read that field (found in the app's sources by scripts/fieldReaders.ts). A call the spec gives no
 * basis (`beyondSpec`) that answers 404 or 405 is "not offered", not a failure.
 * --write also makes every change the screens make, inside a scratch class and training
 * (scripts/contractWrites.ts); --calibrate reads the user types of the accounts it is given and
 * lists the state and phase values it sees. `--help` says how to run it (USAGE below).
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
import { paramEntries } from '../src/utils/qs';
import { runWrites, type WriteParams } from './contractWrites';
import { FIXED_CODES } from '../src/domain/codes';

export type Outcome = 'ok' | 'mismatched' | 'unreachable' | 'skipped' | 'notOffered' | 'notProbed' | 'refused';

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
  /** With --write: what the check created and could not remove. */
  leftBehind?: string[];
  calibration?: Calibration;
  /** How the screens of each field were found, when any field was named: files looked at, milliseconds taken. */
  fieldIndex?: { files: number; buildMs: number; names: number; lookupMs: number };
}

/** An account --calibrate signs in with, labelled with its role. */
export interface Account {
  role: Role;
  user: string;
  password: string;
}

/** The roles an account may be labelled with: the user types of sworld.config.json's codes, and the student. */
export const ROLES = ['admin', 'teacher', 'student', 'abutment'] as const;
export type Role = (typeof ROLES)[number];

/** What --calibrate found: each account's userType, and the state and phase values the answers held. */
export interface Calibration {
  accounts: { role: Role; user: string; userType: unknown; problem?: string }[];
  /** The `codes.userType` section the accounts suggest (roles not signed in keep the config's values). */
  userType: Record<string, number>;
  /** Every value seen, with where: 'training state' 1 at 'training.list data.records[].state'. */
  values: { kind: string; value: string | number; seenAt: string[] }[];
}

export interface CheckOptions {
  backend: string;
  user: string;
  password: string;
  sandbox?: string;
  write?: boolean;
  /** Accounts to sign in with and read the user types of; the state and phase values seen are listed. */
  calibrate?: Account[];
  config?: DeployConfig;
  configSource?: string;
  configProblems?: string[];
  /**
   * Whether to name the screens that read each field (the TypeScript compiler over src/, seconds);
   * default true. Without it each result's `fields` is empty.
   */
  fieldReaders?: boolean;
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
  refused: 'refused',
};

/** The field path a problem names ('data.records[].className' of 'data.records[].className: missing'), if any. */
export function fieldOf(problem: string): string | undefined {
  return /^(data\S*): /.exec(problem)?.[1];
}

/** The code or message of a failed fetch: ECONNRESET, ECONNREFUSED, socket hang up... */
function connectionError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code || cause?.message || (error as Error).message || String(error);
}

/** A connection that broke (reset, hung up, refused, closed), as opposed to one that timed out. */
function droppedConnection(error: unknown): boolean {
  const name = (error as Error).name;
  return name !== 'TimeoutError' && name !== 'AbortError';
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

/**
 * Encodes parameters as the app's request layer does: GET in the query, POST as a form body (a
 * list repeats its key), an upload as form data.
 */
function encode(endpoint: Endpoint, params: WriteParams): { query: string; body?: string | FormData } {
  if (endpoint.encoding === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(params)) {
      if (v === undefined) continue;
      if (v instanceof Blob) form.append(k, v, (v as File).name ?? k);
      else if (Array.isArray(v)) v.forEach((item) => form.append(k, item));
      else form.append(k, String(v));
    }
    return { query: '', body: form };
  }
  const search = new URLSearchParams(paramEntries(params)).toString();
  if (endpoint.encoding === 'query') return { query: search ? `?${search}` : '' };
  return { query: '', body: search };
}

/** The message of an error answer: the envelope's msg, or a Spring error body's message (or error). */
function refusalMessage(answer: Answer): string | undefined {
  try {
    const body = parseJson(answer.text) as Record<string, unknown> | null;
    if (!body || typeof body !== 'object') return undefined;
    for (const key of ['msg', 'message', 'error'])
      if (typeof body[key] === 'string' && body[key] !== '') return body[key] as string;
  } catch {
    /* not JSON */
  }
  return undefined;
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

  const call = async (endpoint: Endpoint, params: WriteParams): Promise<Answer> => {
    const effective = applyDeployConfig(endpoint, config);
    const { query, body } = encode(effective, params);
    const headers: Record<string, string> = {};
    const value = authorizationHeader(authorization, config);
    if (value && !endpoint.open) headers.Authorization = value;
    if (typeof body === 'string') headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    const send = () =>
      fetch(`${backend}${urlOf(endpoint)}${query}`, {
        method: endpoint.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeout),
      });
    let response: Response;
    try {
      response = await send();
    } catch (error) {
      // A connection the backend (or a proxy) dropped, often an idle one reused after a long pause:
      // tried once more on a fresh one. A call that gets no answer in time is not tried again.
      if (!droppedConnection(error)) throw error;
      log(`            (${connectionError(error)} on ${endpoint.key}: tried once more)`);
      response = await send();
    }
    const contentType = response.headers.get('content-type') ?? '';
    // A download's file is not read as text: its bytes are not the check's business.
    const text = endpoint.download && !contentType.includes('json') ? '' : await response.text();
    return { status: response.status, headers: response.headers, text, contentType };
  };

  let index: FieldIndex | undefined;
  /** The screens that read each field: the index is built the first time a field is named. */
  const screensByField = (key: ContractKey, fields: string[]): FieldScreens[] => {
    if (!fields.length || options.fieldReaders === false) return [];
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
  ): Promise<{ result: CheckResult; data?: unknown; answer?: Answer }> => {
    let answer: Answer;
    try {
      answer = await call(endpoint, params);
    } catch (error) {
      const detail = (error as Error).name === 'TimeoutError' ? `no answer in ${timeout} ms` : connectionError(error);
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

  /**
   * Makes one change and judges its answer: ok when the backend took it (code 200; its data may be
   * nothing, true, an id or the row the contract names), not offered on 404 or 405, refused with the
   * backend's message (in its envelope or a Spring error body), unreachable when no answer came.
   */
  const checkWrite = async (key: string, params: WriteParams): Promise<{ ok: boolean; data?: unknown }> => {
    const endpoint = allEndpoints.find((e) => e.key === key);
    if (!endpoint) throw new Error(`no endpoint ${key} in the catalogue`);
    let answer: Answer;
    try {
      answer = await call(endpoint, params);
    } catch (error) {
      const detail = (error as Error).name === 'TimeoutError' ? `no answer in ${timeout} ms` : connectionError(error);
      record(endpoint, { status: null, envelope: null, outcome: 'unreachable', problems: [detail] });
      return { ok: false };
    }
    const { status } = answer;
    const envelope = parseEnvelope(answer);
    const result = (outcome: Outcome, problems: string[]) =>
      record(endpoint, { status, envelope: GATEWAY_STATUSES.has(status) ? null : !!envelope, outcome, problems });
    if (GATEWAY_STATUSES.has(status)) {
      result('unreachable', [`HTTP ${status} from a gateway: the backend behind it did not answer`]);
      return { ok: false };
    }
    if (status === 404 || status === 405) {
      result('notOffered', [`not offered: HTTP ${status}`]);
      return { ok: false };
    }
    if (status === 401 || envelope?.code === 401) {
      result('mismatched', [
        '401: the backend refused the authorization the login gave (see loginAuthorization, authorizationPrefix)',
      ]);
      return { ok: false };
    }
    const success = status >= 200 && status < 300;
    // A 200 with an empty body: a success with no data.
    if (success && !envelope && answer.text.trim() === '') {
      result('ok', ['no data (an empty answer)']);
      return { ok: true };
    }
    if (success && envelope?.code === 200) {
      const entry: ContractEntry | undefined = CONTRACT[key as ContractKey];
      const problems = entry ? answerProblems(envelope.data, entry.answer) : [];
      observe(key, envelope.data);
      result(problems.length ? 'mismatched' : 'ok', problems);
      return { ok: true, data: envelope.data };
    }
    const message = refusalMessage(answer);
    if (message !== undefined) {
      const where = envelope && success ? `code ${String(envelope.code)}` : `HTTP ${status}`;
      result('refused', [`refused (${where}): ${message}`]);
      return { ok: false };
    }
    result('mismatched', [`HTTP ${status}, no {code, msg, data} envelope (${describeBody(answer)})`]);
    return { ok: false };
  };

  /** Reads for --write without reporting the call: the data of a successful answer, else undefined. */
  const readQuietly = async (key: string, params: WriteParams): Promise<unknown> => {
    const endpoint = allEndpoints.find((e) => e.key === key);
    if (!endpoint) return undefined;
    try {
      const envelope = parseEnvelope(await call(endpoint, params));
      if (envelope?.code !== 200) return undefined;
      observe(key, envelope.data);
      return envelope.data;
    } catch {
      return undefined;
    }
  };

  /** The state and phase values seen, for --calibrate: kind → value → where. */
  const seen = new Map<string, Map<string | number, Set<string>>>();
  const observe = (key: string, data: unknown) => {
    if (options.calibrate) for (const found of codeValues(key, data)) noteValue(seen, found);
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
    if (typeof split.info.userName === 'string') facts.userName = split.info.userName;
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

  // ---- --calibrate: each account's userType ----
  const accounts: Calibration['accounts'] = [];
  for (const account of options.calibrate ?? []) {
    const userType = await signInFor(account);
    accounts.push({ role: account.role, user: account.user, ...userType });
  }

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
    observe(endpoint.key, data);
    for (const [fact, path] of Object.entries(entry.provides ?? {})) {
      const value = factAt(data, path);
      if (typeof value === 'string' || typeof value === 'number') facts[fact] = String(value);
    }
  }

  // ---- --write: every change, inside a scratch class and training ----
  let leftBehind: string[] | undefined;
  if (options.write && signedIn) {
    const stamp = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    leftBehind = await runWrites(
      {
        write: checkWrite,
        read: readQuietly,
        skip: (key, why) => {
          const endpoint = allEndpoints.find((e) => e.key === key);
          if (endpoint) record(endpoint, { status: null, envelope: null, outcome: 'skipped', problems: [why] });
        },
        log,
        facts,
        password: options.password,
        codes: config.codes,
      },
      stamp,
    );
    log(`write: left behind: ${leftBehind.length ? leftBehind.join('; ') : 'nothing'}`);
  }

  // ---- without --write, the changes with no basis in the spec are listed: a backend may not offer them ----
  for (const endpoint of PROBED) {
    if (options.write && signedIn) break;
    record(endpoint, {
      status: null,
      envelope: null,
      outcome: options.write ? 'skipped' : 'notProbed',
      problems: [
        options.write
          ? 'not called: the login failed'
          : 'not probed: a change with no basis in the spec; --write makes it in a scratch training',
      ],
    });
  }

  let calibration: Calibration | undefined;
  if (options.calibrate) calibration = reportCalibration(accounts, seen, config, log);

  const counts: Record<Outcome, number> = {
    ok: 0,
    mismatched: 0,
    unreachable: 0,
    skipped: 0,
    notOffered: 0,
    notProbed: 0,
    refused: 0,
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
  const notProbed = counts.notProbed ? `, ${counts.notProbed} not probed (--write makes them)` : '';
  const refused = counts.refused ? `, ${counts.refused} refused` : '';
  log(
    `contract: ${counts.ok} ok, ${counts.mismatched} mismatched, ${counts.unreachable} unreachable${notOffered}${refused}${notProbed}`,
  );
  return {
    backend,
    sandbox,
    write: !!options.write,
    config: { source: options.configSource ?? 'defaults', problems: options.configProblems ?? [] },
    results,
    counts,
    ...(leftBehind ? { leftBehind } : {}),
    ...(calibration ? { calibration } : {}),
    ...(fieldStats ? { fieldIndex: fieldStats } : {}),
  };

  /** Signs in as a --calibrate account: its userType, or why there is none. */
  async function signInFor(account: Account): Promise<{ userType: unknown; problem?: string }> {
    try {
      const answer = await call(endpoints.auth.login, { username: account.user, password: account.password });
      const envelope = parseEnvelope(answer);
      if (envelope?.code !== 200)
        return {
          userType: undefined,
          problem: `sign-in refused: ${refusalMessage(answer) ?? `HTTP ${answer.status}`}`,
        };
      const { info } = splitLoginAnswer(envelope.data, (name) => answer.headers.get(name), config);
      return { userType: info.userType };
    } catch (error) {
      return { userType: undefined, problem: `no answer: ${connectionError(error)}` };
    }
  }
}

/** The state and phase values in an answer: the kind of each (training state, menu phase...), and where. */
export function codeValues(key: string, data: unknown): { kind: string; value: string | number; at: string }[] {
  const found: { kind: string; value: string | number; at: string }[] = [];
  const visit = (value: unknown, path: string, row: Record<string, unknown> | undefined) => {
    if (Array.isArray(value)) value.forEach((item) => visit(item, `${path}[]`, row));
    else if (value && typeof value === 'object')
      for (const [field, inner] of Object.entries(value)) {
        const at = `${path}.${field}`;
        const here = value as Record<string, unknown>;
        if (
          (typeof inner === 'number' || typeof inner === 'string') &&
          /^(state|phase)$|[a-z](State|Phase)$/.test(field)
        ) {
          const kind = kindOf(key, field, here);
          if (kind) found.push({ kind, value: inner, at: `${key} ${at}` });
        } else visit(inner, at, here);
      }
  };
  visit(data, 'data', undefined);
  return found;
}

/** Which of the backend's own numbers a field holds, by the call and the row it is in. */
function kindOf(key: string, field: string, row: Record<string, unknown>): string | undefined {
  const family = key.split('.')[0];
  if (field === 'trainState' || (field === 'state' && (family === 'training' || 'trainName' in row)))
    return 'training state';
  if (field === 'meetingState' || (field === 'state' && (family === 'orderMeeting' || 'meetingId' in row)))
    return 'order meeting state';
  if (field === 'phase' && family === 'menu') return 'menu phase';
  if (field === 'menuState') return 'menu state';
  return `${field} of ${key}`;
}

function noteValue(
  seen: Map<string, Map<string | number, Set<string>>>,
  found: { kind: string; value: string | number; at: string },
) {
  const values = seen.get(found.kind) ?? new Map<string | number, Set<string>>();
  seen.set(found.kind, values);
  const where = values.get(found.value) ?? new Set<string>();
  values.set(found.value, where);
  where.add(found.at);
}

/** The order --calibrate prints the kinds in: the three the codes setting names first. */
const KIND_ORDER = ['training state', 'order meeting state', 'menu phase', 'menu state'];

/**
 * Prints what --calibrate found: each account's userType, the `codes.userType` section they
 * suggest, and every state and phase value seen with where. Their meaning needs a person: the
 * check suggests none.
 */
function reportCalibration(
  accounts: Calibration['accounts'],
  seen: Map<string, Map<string | number, Set<string>>>,
  config: DeployConfig,
  log: (line: string) => void,
): Calibration {
  log("calibrate: user types, read from each account's login");
  const userType: Record<string, number> = { ...config.codes.userType };
  const given = new Set<string>();
  for (const account of accounts) {
    const value = account.userType;
    const line = `  ${account.role.padEnd(9)}${account.user.padEnd(16)}`;
    if (account.problem) {
      log(`${line}${account.problem}`);
      continue;
    }
    log(`${line}userType ${JSON.stringify(value)}`);
    const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
      account.problem = `userType ${JSON.stringify(value)} is not an integer`;
      log(`    ${account.problem}: the app cannot map it`);
    } else if (account.role === 'student') {
      if (number !== FIXED_CODES.student) {
        account.problem = `the spec fixes a student's userType at ${FIXED_CODES.student}; this backend says ${number}`;
        log(`    ${account.problem}`);
      }
    } else {
      userType[account.role] = number;
      given.add(account.role);
    }
  }
  const kept = Object.keys(userType).filter((role) => !given.has(role));
  log(`suggested for sworld.config.json: "codes": { "userType": ${JSON.stringify(userType).replaceAll(',', ', ')} }`);
  if (kept.length) log(`  (${kept.join(', ')}: no account of that role signed in; the value the config has now)`);
  const values: Calibration['values'] = [];
  const kinds = [...seen.keys()].sort(
    (a, b) => (KIND_ORDER.indexOf(a) + 1 || 99) - (KIND_ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b),
  );
  log('calibrate: state and phase values seen (what each means needs a person: none is suggested)');
  if (!kinds.length) log('  none: no answer held one');
  for (const kind of kinds) {
    const byValue = seen.get(kind)!;
    const sorted = [...byValue.keys()].sort((a, b) => String(a).localeCompare(String(b), 'en', { numeric: true }));
    log(`  ${kind}: ${sorted.map((v) => JSON.stringify(v)).join(', ')}`);
    for (const value of sorted) {
      const seenAt = [...byValue.get(value)!];
      values.push({ kind, value, seenAt });
      log(`    ${JSON.stringify(value)} at ${seenAt.join(', ')}`);
    }
  }
  return { accounts, userType, values };
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

// ---- command line ----------------------------------------------------------------------------

export const USAGE = `usage: npm run contract:check -- --backend URL --user U --password P [options]
       npm run contract:check -- --backend URL --calibrate --account ROLE:USER:PASSWORD ... [options]

Checks a backend's answers against the contract the app is typed from (src/services/contract/):
it signs in as the app does, calls every GET and every POST that only reads, and prints per call
ok, mismatched, unreachable, skipped or not offered, with each field that breaks the contract.
A null in a field the spec does not promise, and a flag written 1/0 or "1"/"0", are no mismatch.

  --backend URL         the backend (or nginx in front of it): http://HOST:PORT or https://...
  --user U              the account the check signs in with (a teacher's sees the most)
  --password P          its password
  --sandbox 1|2|3       the sand table whose paths are called: 1 default, 2 gz, 3 release (default 1)
  --config FILE         the sworld.config.json to read (paths, login, codes); default
                        dist/sworld.config.json when there is one, else the defaults
  --write               also makes every change the screens make, once each, inside a class and a
                        training it creates ("contract-check <time>"); reports each call ok, not
                        offered (404/405) or refused (with the backend's message). It removes what
                        the spec's calls can remove and names what it leaves: always the training,
                        which no call of the spec deletes. Changes the signed-in account's name and
                        password only to the values they have. Never against a school's live data.
  --calibrate           signs in with each --account and prints its userType, with the
                        "codes.userType" section of sworld.config.json they suggest; lists every
                        training state, order meeting state and menu phase value the answers held,
                        and where. It suggests no meaning for those: a person decides what each is.
  --account ROLE:USER:PASSWORD
                        an account for --calibrate, labelled with its role: ${ROLES.join(', ')}
                        (repeat it; the password is everything after the second colon). Without
                        --user, the check signs in as the teacher account (else the first).
  --json FILE           also writes the report as JSON
  --timeout MS          milliseconds before one call counts as unreachable (default 15000)
  --help                this text

A dropped connection is tried once more. Exit status: 0 when everything checked is ok (refused
and not offered included), 1 when anything mismatched or was unreachable, 2 on a usage error.

Examples:
  npm run contract:check -- --backend http://10.0.0.5:8080 --user teacher01 --password '...'
  npm run contract:check -- --backend http://10.0.0.5:8080 --user teacher01 --password '...' --write --json report.json
  npm run contract:check -- --backend http://10.0.0.5:8080 --calibrate \\
      --account admin:admin:123456 --account teacher:teacher:123456 --account student:student:123456`;

/** Reads ROLE:USER:PASSWORD (the password may hold colons). */
export function parseAccount(text: string): Account | string {
  const [role, user, ...rest] = text.split(':');
  if (!(ROLES as readonly string[]).includes(role))
    return `--account ${text}: the role must be one of ${ROLES.join(', ')} (ROLE:USER:PASSWORD)`;
  if (!user || !rest.length) return `--account ${text}: give ROLE:USER:PASSWORD`;
  return { role: role as Role, user, password: rest.join(':') };
}

export function parseArgs(argv: string[]): {
  options?: CheckOptions & { json?: string };
  error?: string;
  help?: boolean;
} {
  if (argv.includes('--help') || argv.includes('-h')) return { help: true };
  const valuesOf = (name: string) =>
    argv.flatMap((a, at) =>
      a === `--${name}`
        ? argv[at + 1] === undefined
          ? []
          : [argv[at + 1]]
        : a.startsWith(`--${name}=`)
          ? [a.slice(name.length + 3)]
          : [],
    );
  const value = (name: string) => valuesOf(name)[0];
  const calibrate = argv.includes('--calibrate');
  const accounts: Account[] = [];
  for (const text of valuesOf('account')) {
    const account = parseAccount(text);
    if (typeof account === 'string') return { error: account };
    accounts.push(account);
  }
  if (calibrate && !accounts.length)
    return { error: '--calibrate needs at least one --account ROLE:USER:PASSWORD (see --help)' };
  if (!calibrate && accounts.length) return { error: '--account is read by --calibrate only (see --help)' };
  const backend = value('backend');
  const signIn = accounts.find((a) => a.role === 'teacher') ?? accounts[0];
  const user = value('user') ?? signIn?.user;
  const password = value('password') ?? (value('user') === undefined ? signIn?.password : undefined);
  if (!backend || !user || password === undefined)
    return {
      error:
        'usage: npm run contract:check -- --backend http://HOST:PORT --user U --password P [--sandbox 1|2|3] [--write] [--calibrate --account ROLE:USER:PASSWORD ...] [--json report.json] [--config sworld.config.json] (--help says more)',
    };
  if (!/^https?:\/\//.test(backend))
    return { error: `--backend must be an http:// or https:// address, not ${backend}` };
  const sandbox = value('sandbox') ?? '1';
  if (!['1', '2', '3'].includes(sandbox)) return { error: `--sandbox must be 1, 2 or 3, not ${sandbox}` };
  const timeoutText = value('timeout');
  const timeout = timeoutText === undefined ? undefined : Number(timeoutText);
  if (timeout !== undefined && !(Number.isInteger(timeout) && timeout > 0))
    return { error: `--timeout must be a number of milliseconds, not ${timeoutText}` };
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
      ...(calibrate ? { calibrate: accounts } : {}),
      ...(timeout !== undefined ? { timeout } : {}),
      json: value('json'),
      config,
      configSource: configFile,
      configProblems,
    },
  };
}

async function main() {
  const { options, error, help } = parseArgs(process.argv.slice(2));
  if (help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!options) {
    console.error(error);
    process.exit(2);
  }
  const report = await runContractCheck(options);
  if (options.json) writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
  process.exit(report.counts.mismatched || report.counts.unreachable ? 1 : 0);
}

if (require.main === module) void main();
