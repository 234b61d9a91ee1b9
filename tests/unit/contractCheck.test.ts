/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createMockApp } from '../../mock/server';
import { z } from 'zod';
import routes from '../../config/routes';
import {
  CHECKED,
  type CheckReport,
  checkOrder,
  fieldOf,
  PROBED,
  parseArgs,
  runContractCheck,
} from '../../scripts/contract-check';
import { fieldIndex } from '../../scripts/fieldReaders';
import { CONTRACT, READ_ONLY_POSTS } from '../../src/services/contract';
import { absentAssumed, answerProblems } from '../../src/services/contract/check';
import { assumed, type ContractEntry, id, num, promised, str } from '../../src/services/contract/kit';
import { SCREENS } from '../../src/services/contract/screens';
import { parseDeployConfig } from '../../src/services/deployConfig';
import { allEndpoints } from '../../src/services/endpoints';
import { analyseCatalogueUsage, type Usage } from '../utils/catalogueUsage';

/** The contract check (scripts/contract-check.ts) against the mock backend and against a faulty one. */
const ROOT = resolve(__dirname, '../..');
const GETS = allEndpoints.filter((e) => e.method === 'GET');
/** The calls after the login: every GET and the five POSTs that only read. */
const CALLS = CHECKED.length;
const servers: Server[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A server in front of `upstream`: `change` may answer a call itself or rewrite the upstream's answer. */
function front(
  upstream: string,
  change: (path: string) => { status: number; type: string; text: string } | null,
  rewrite: (path: string, text: string) => string = (_, t) => t,
  headers: (req: IncomingMessage) => Record<string, string> = (req) => ({
    ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
  }),
) {
  return http.createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const body = await bodyOf(req);
    const own = change(path);
    if (own) {
      res.writeHead(own.status, { 'Content-Type': own.type });
      res.end(own.text);
      return;
    }
    const answer = await fetch(`${upstream}${req.url}`, {
      method: req.method,
      headers: {
        ...headers(req),
        ...(req.headers['content-type'] ? { 'content-type': req.headers['content-type'] } : {}),
      },
      body: req.method === 'GET' ? undefined : body,
    });
    res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? '' });
    res.end(rewrite(path, await answer.text()));
  });
}

let mockUrl: string;
beforeAll(async () => {
  mockUrl = await listen(http.createServer(createMockApp()));
});
// Which screens read each field: the compiler over src/ takes seconds, so the file builds it once, here.
beforeAll(() => {
  fieldIndex();
}, 180_000);
afterAll(async () => {
  servers.forEach((s) => s.closeAllConnections());
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

const quiet = () => {
  const lines: string[] = [];
  return { lines, log: (line: string) => lines.push(line) };
};
const byKey = (report: CheckReport, key: string) => report.results.find((r) => r.key === key)!;

/** What the check calls: the login, every GET and the read-only POSTs. */
const CHECKED_KEYS = ['auth.login', ...GETS.map((e) => e.key), ...READ_ONLY_POSTS];

it('has a contract for every entry of the catalogue, and checks the login, each GET and the read-only POSTs', () => {
  expect(Object.keys(CONTRACT).sort()).toEqual(allEndpoints.map((e) => e.key).sort());
  expect(CALLS).toBe(GETS.length + 5);
  for (const key of READ_ONLY_POSTS) expect(allEndpoints.find((e) => e.key === key)?.method).toBe('POST');
});

it("requires what spec point 7 says a change returns: the meeting's id from its start", () => {
  const start = CONTRACT['orderMeeting.start'].answer;
  expect(start.meta()?.contract).toBe('promised');
  expect(answerProblems(undefined, start)).toEqual(['data: missing']);
  expect(answerProblems('1234567890123456789', start)).toEqual([]);
});

it('checks only the calls that read: a change is never called', () => {
  expect(['auth.login', ...CHECKED.map((e) => e.key)].sort()).toEqual([...CHECKED_KEYS].sort());
  expect(CHECKED.filter((e) => e.method === 'POST').map((e) => e.key)).toEqual(
    allEndpoints.filter((e) => (READ_ONLY_POSTS as readonly string[]).includes(e.key)).map((e) => e.key),
  );
});

it('calls each endpoint after those that give the facts it needs', () => {
  const seen = new Set(['userId']);
  for (const endpoint of checkOrder()) {
    const entry: ContractEntry = CONTRACT[endpoint.key as keyof typeof CONTRACT];
    for (const value of Object.values(entry.sample ?? {}))
      if (typeof value === 'string' && value.startsWith('$'))
        expect({ key: endpoint.key, fact: value, known: seen.has(value.slice(1)) }).toEqual({
          key: endpoint.key,
          fact: value,
          known: true,
        });
    for (const fact of Object.keys(entry.provides ?? {})) seen.add(fact);
  }
  expect(checkOrder()).toHaveLength(CALLS);
});

it('names, for every answer it checks, screens that are routes of config/routes.ts', () => {
  const paths = new Set<string>();
  const walk = (list: { path: string; routes?: unknown[] }[]) =>
    list.forEach((r) => {
      paths.add(r.path);
      walk((r.routes ?? []) as { path: string; routes?: unknown[] }[]);
    });
  walk(routes);
  expect(Object.keys(SCREENS).sort()).toEqual([...CHECKED_KEYS].sort());
  for (const [key, screens] of Object.entries(SCREENS)) {
    expect({ key, some: screens.length > 0 }).toEqual({ key, some: true });
    for (const screen of screens)
      expect({ key, screen, route: paths.has(screen) }).toEqual({ key, screen, route: true });
  }
});

it('names the field path of each difference between an answer and its contract', () => {
  const shape = z.object({
    records: promised(
      z.array(z.object({ id: promised(id), className: promised(str), remark: assumed(str.nullable()) })),
    ),
    total: promised(num),
  });
  expect(answerProblems({ records: [{ id: 1, className: 'a', remark: null }], total: 1 }, shape)).toEqual([]);
  expect(
    answerProblems(
      {
        records: [
          { id: '1', name: 'a' },
          { id: true, className: 2 },
        ],
        total: '1',
      },
      shape,
    ),
  ).toEqual([
    'data.records[].className: missing',
    'data.records[].id: expected id, got boolean',
    'data.total: expected number, got string',
  ]);
  expect(answerProblems(null, shape)).toEqual(['data: expected object, got null']);
  // An assumed field may be absent: not a problem, but listed.
  expect(answerProblems({ records: [{ id: 1, className: 'a' }], total: 1 }, shape)).toEqual([]);
  expect(
    absentAssumed(
      {
        records: [
          { id: 1, className: 'a' },
          { id: 2, className: 'b' },
        ],
        total: 1,
      },
      shape,
    ),
  ).toEqual(['data.records[].remark']);
});

it('finds everything ok against the mock backend, and ends with the summary line', async () => {
  const { lines, log } = quiet();
  const report = await runContractCheck({ backend: mockUrl, user: 'teacher', password: '123456', log });
  const notOk = report.results.filter((r) => r.outcome !== 'ok' && r.outcome !== 'notProbed');
  expect(notOk).toEqual([]);
  // The mock sends every field the app reads, except those only some rows or users have.
  expect(Object.fromEntries(report.results.filter((r) => r.absent.length).map((r) => [r.key, r.absent]))).toEqual({
    'auth.login': ['data.homeUrl'],
    // A balance-sheet item carries the student's input only once one was entered.
    'rule.detailList': ['data.rows[].unit'],
    'gm.findProductAndMaterial': [
      'data[].processCost',
      'data[].bom',
      'data[].devRounds',
      'data[].price',
      'data[].leadRounds',
    ],
    'gmSys.selectReport': ['data.rows[].beginning'],
  });
  // The login and every call that reads; without --write, the changes beyond the spec are listed.
  expect(report.counts).toEqual({
    ok: 1 + CALLS,
    mismatched: 0,
    unreachable: 0,
    skipped: 0,
    notOffered: 0,
    notProbed: PROBED.length,
    refused: 0,
  });
  expect(report.results.map((r) => `${r.method} ${r.path}`)).toEqual(
    expect.arrayContaining(['POST /login', 'GET /sworld/training/list']),
  );
  expect(lines[lines.length - 1]).toBe(
    `contract: ${1 + CALLS} ok, 0 mismatched, 0 unreachable, ${PROBED.length} not probed (--write makes them)`,
  );
  expect(lines).toContain('ok          training.getById  GET /sworld/training/getById → 200, envelope yes');
  // The login's homeUrl is read only through the session's own type (src/utils/session.ts), not the
  // contract's: no screen is found to read it, so every screen that reads the login is named, and the line says so.
  const login = SCREENS['auth.login']!;
  expect(byKey(report, 'auth.login').fields).toEqual([{ field: 'data.homeUrl', screens: login, fallback: true }]);
  const at = lines.indexOf('            - data.homeUrl: absent (an assumed field: shown as "-")');
  expect(lines[at + 1]).toBe(
    `              read by ${login.join(', ')} (no screen was found to read this field: all that read the answer)`,
  );
});

describe('the screens named for each field', () => {
  let url: string;
  beforeAll(async () => {
    // A backend whose training list leaves out the rows' caseCode (promised) and className (assumed).
    url = await listen(
      front(
        mockUrl,
        () => null,
        (path, text) => {
          if (path !== '/sworld/training/list') return text;
          const body = JSON.parse(text);
          for (const row of body.data.records) {
            delete row.caseCode;
            delete row.className;
          }
          return JSON.stringify(body);
        },
      ),
    );
  });

  it('names under each field the screens that read that field, not all that read the answer', async () => {
    const { lines, log } = quiet();
    const report = await runContractCheck({ backend: url, user: 'teacher', password: '123456', log });
    const list = byKey(report, 'training.list');
    const league = ['/train/league', '/train/league/projector'];
    expect(list).toMatchObject({
      outcome: 'mismatched',
      problems: ['data.records[].caseCode: missing'],
      absent: ['data.records[].className'],
      // Training management, the three console routes and the league's two read the answer (screens.ts).
      screens: [
        '/train/home/manage',
        '/train/home/console',
        '/train/home/editTrainConsole',
        '/experiment/home',
        ...league,
      ],
    });
    const consoles = ['/train/home/console', '/train/home/editTrainConsole', '/experiment/home'];
    expect(list.fields).toEqual([
      // The console's store reads a training's caseCode (to load the case's pictures); management never does.
      { field: 'data.records[].caseCode', screens: consoles, fallback: false },
      // Management's list and its records dialog show the class name, as the league does; the console does not.
      { field: 'data.records[].className', screens: ['/train/home/manage', ...league], fallback: false },
    ]);
    const at = lines.indexOf('mismatched  training.list  GET /sworld/training/list → 200, envelope yes');
    expect(lines.slice(at + 1, at + 5)).toEqual([
      '            - data.records[].caseCode: missing',
      `              read by ${consoles.join(', ')}`,
      '            - data.records[].className: absent (an assumed field: shown as "-")',
      `              read by ${['/train/home/manage', ...league].join(', ')}`,
    ]);
    // No line names all the answer's screens: each field has its own.
    expect(lines[at + 5]).not.toMatch(/read by/);
    // Each field named has the checker resolve every read of its name: slow on a busy machine.
  }, 300_000);

  it('names every screen of the answer for the answer itself, a list for its rows, and says when it found none', () => {
    const index = fieldIndex();
    const screens = [...SCREENS['training.list']!];
    expect(index.screensOf('training.list', 'data')).toEqual({ field: 'data', screens, fallback: false });
    expect(index.screensOf('training.list', 'data.records[]').screens).toEqual(
      index.screensOf('training.list', 'data.records').screens,
    );
    expect(index.screensOf('training.list', 'data.records[].nothing')).toEqual({
      field: 'data.records[].nothing',
      screens,
      fallback: true,
    });
    // A row several answers share (TRAINING_ROW): its field is named only among the screens of the answer
    // asked about. Training management reads the list's className, but not the single training's; the result
    // views (gradebook), the analyses (their printed header) and the experiment's introduction read that one.
    expect(index.screensOf('training.getById', 'data.className')).toEqual({
      field: 'data.className',
      screens: [
        '/train/home/result-view',
        '/train/home/editResult-view',
        '/train/home/intelligent-analysis',
        '/experiment/introduction',
        '/experiment/result-view',
        '/experiment/intelligent-analysis',
      ],
      fallback: false,
    });
    expect(fieldOf('data.records[].id: expected id, got boolean')).toBe('data.records[].id');
    expect(fieldOf('HTTP 404: no such path (text/plain: Not Found)')).toBeUndefined();
  });
});

it('calls the variant paths of --sandbox 2', async () => {
  const report = await runContractCheck({
    backend: mockUrl,
    user: 'teacher',
    password: '123456',
    sandbox: '2',
    log: () => {},
  });
  expect(report.counts.mismatched + report.counts.unreachable + report.counts.skipped).toBe(0);
  expect(byKey(report, 'training.list').path).toBe('/sworldgz/training/list');
  expect(byKey(report, 'user.list').path).toBe('/sworld/user/list');
});

describe('a faulty backend', () => {
  let faultyUrl: string;
  beforeAll(async () => {
    faultyUrl = await listen(
      front(
        mockUrl,
        (path) => {
          if (path === '/sworld/training/record') return { status: 404, type: 'text/plain', text: 'Not Found' };
          if (path === '/sworld/case/getBaseTemplate')
            return {
              status: 500,
              type: 'text/html; charset=utf-8',
              text: '<html><head><title>Error</title></head><body><h1>Whitelabel Error Page</h1></body></html>',
            };
          if (path === '/sworld/user/list')
            return { status: 200, type: 'application/json', text: '{"code":403,"msg":"无权限","data":null}' };
          if (path === '/sworld/evaluate/list')
            return { status: 401, type: 'application/json', text: '{"code":401,"msg":"token expired","data":null}' };
          // Two calls with no basis in the spec that this backend does not offer.
          if (path === '/sworld/study/course/list') return { status: 404, type: 'text/plain', text: 'Not Found' };
          if (path === '/sworld/template/download')
            return {
              status: 405,
              type: 'application/json',
              text: '{"code":405,"msg":"Request method not supported","data":null}',
            };
          return null;
        },
        // A backend that calls the class name `name` (assumed by the app) and the total `count` (promised by the spec).
        (path, text) =>
          path === '/sworld/teachingclass/list'
            ? text.replaceAll('"className":', '"name":').replaceAll('"total":', '"count":')
            : text,
      ),
    );
  });

  it('reports the renamed field, the 404, the HTML page and the 401 by name, with the screens that read them', async () => {
    const { lines, log } = quiet();
    const report = await runContractCheck({ backend: faultyUrl, user: 'teacher', password: '123456', log });
    const mismatched = report.results.filter((r) => r.outcome === 'mismatched');
    expect(mismatched.map((r) => [r.key, r.path, r.status, r.envelope, r.problems])).toEqual([
      ['class.list', '/sworld/teachingclass/list', 200, true, ['data.total: missing']],
      ['training.record', '/sworld/training/record', 404, false, ['HTTP 404: no such path (text/plain: Not Found)']],
      [
        'evaluate.list',
        '/sworld/evaluate/list',
        401,
        true,
        ['401: the backend refused the authorization the login gave (see loginAuthorization, authorizationPrefix)'],
      ],
      [
        'case.getBaseTemplate',
        '/sworld/case/getBaseTemplate',
        500,
        false,
        [expect.stringMatching(/^HTTP 500, no \{code, msg, data\} envelope \(text\/html; charset=utf-8: <html><head>/)],
      ],
    ]);
    expect(lines).toContain('mismatched  class.list  GET /sworld/teachingclass/list → 200, envelope yes');
    expect(lines).toContain('            - data.total: missing');
    // The assumed field it renamed is absent: listed, not a mismatch, with the screens that show "-" for it.
    expect(byKey(report, 'class.list')).toMatchObject({
      absent: ['data.records[].className'],
      screens: expect.arrayContaining(['/class/home']),
      fields: [
        { field: 'data.total', screens: expect.arrayContaining(['/class/home']), fallback: false },
        { field: 'data.records[].className', screens: expect.arrayContaining(['/class/home']), fallback: false },
      ],
    });
    const absentAt = lines.indexOf('            - data.records[].className: absent (an assumed field: shown as "-")');
    expect(lines[absentAt + 1]).toMatch(/^ {14}read by .*\/class\/home/);
    // A failure of the whole call reaches every screen that reads the answer.
    const notFound = lines.indexOf('            - HTTP 404: no such path (text/plain: Not Found)');
    expect(lines[notFound + 1]).toBe(`            read by ${SCREENS['training.record']!.join(', ')}`);
    // Calls beyond the spec that answer 404 or 405 are not offered: neither ok nor a failure.
    expect(report.results.filter((r) => r.outcome === 'notOffered').map((r) => [r.key, r.status])).toEqual([
      ['study.courseList', 404],
      ['template.download', 405],
    ]);
    expect(lines).toContainEqual(
      expect.stringMatching(/^not offered study\.courseList {2}GET \/sworld\/study\/course\/list → 404/),
    );
    // A 403 is this account's limit, not a contract mismatch: skipped, with the reason.
    expect(byKey(report, 'user.list')).toMatchObject({
      outcome: 'skipped',
      problems: ['403, refused to this account: 无权限 (check with an account allowed to call it)'],
    });
    expect(lines.slice(-4)).toEqual([
      'skipped: 1 (not checked; reasons above)',
      'assumed fields absent: 9 in 5 answers (the screens named show "-" for them)',
      expect.stringMatching(
        /^screens by field: \d+ files of src\/ indexed in \d+\.\d s, \d+ field names looked up in \d+\.\d s$/,
      ),
      `contract: ${1 + CALLS - 7} ok, 4 mismatched, 0 unreachable, 2 not offered, 7 not probed (--write makes them)`,
    ]);
  });

  it('exits non-zero from the command line and writes the --json report', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sworld-contract-'));
    const json = join(dir, 'report.json');
    /** The script run as a user runs it, against the faulty backend, with this config file. */
    const checkFromCommandLine = (config: string) =>
      new Promise<{ code: number | null; stdout: string }>((done) => {
        const child = execFile(
          process.execPath,
          [
            require.resolve('tsx/cli'),
            'scripts/contract-check.ts',
            '--backend',
            faultyUrl,
            '--user',
            'teacher',
            '--password',
            '123456',
            '--json',
            json,
            '--config',
            config,
          ],
          { cwd: ROOT },
          (_, stdout) => done({ code: child.exitCode, stdout }),
        );
      });
    try {
      const run = await checkFromCommandLine(join(dir, 'none.json'));
      // No such config file: a usage error, before any call.
      expect(run.code).toBe(2);
      writeFileSync(join(dir, 'sworld.config.json'), '{}');
      const checked = await checkFromCommandLine(join(dir, 'sworld.config.json'));
      expect(checked.code).toBe(1);
      const out = checked.stdout.trim().split('\n');
      expect(out.pop()).toBe(
        `contract: ${1 + CALLS - 7} ok, 4 mismatched, 0 unreachable, 2 not offered, 7 not probed (--write makes them)`,
      );
      const report: CheckReport = JSON.parse(readFileSync(json, 'utf8'));
      expect(report.counts.mismatched).toBe(4);
      expect(byKey(report, 'training.record').problems).toEqual(['HTTP 404: no such path (text/plain: Not Found)']);
      // The JSON names the screens per field, as printed under the field's line, and how long finding them took.
      const { fields } = byKey(report, 'class.list');
      expect(fields.map((f) => f.field)).toEqual(['data.total', 'data.records[].className']);
      const absentAt = out.indexOf('            - data.records[].className: absent (an assumed field: shown as "-")');
      expect(out[absentAt + 1]).toBe(`              read by ${fields[1].screens.join(', ')}`);
      expect(report.fieldIndex).toEqual({
        files: expect.any(Number),
        buildMs: expect.any(Number),
        names: expect.any(Number),
        lookupMs: expect.any(Number),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // The script builds its own index of the screens that read each field: seconds of the compiler.
  }, 300_000);
});

it('probes the 7 changes with no basis in the spec, each of which needs a parameter the probe leaves out', () => {
  expect(PROBED.map((e) => e.key).sort()).toEqual(
    [
      'analysis.saveDataInput',
      'menu.putAdvertising',
      'menu.selectOrder',
      'ste.caseSave',
      'study.saveProgress',
      'team.operate',
      'user.resetPassword',
    ].sort(),
  );
  for (const endpoint of PROBED) {
    const entry: ContractEntry = CONTRACT[endpoint.key as keyof typeof CONTRACT];
    expect({ key: endpoint.key, method: endpoint.method, acceptsNoParams: entry.params.safeParse({}).success }).toEqual(
      { key: endpoint.key, method: 'POST', acceptsNoParams: false },
    );
  }
});

describe('the changes with no basis in the spec', () => {
  /** What the probes sent, by path. */
  const probed = new Map<string, string>();
  let probeUrl: string;
  beforeAll(async () => {
    const paths = new Set(PROBED.map((e) => e.path.replace('/sworldShunt/', '/sworld/')));
    // Its own mock: --write leaves a scratch training behind, which the file's other tests must not see.
    const ownMock = await listen(http.createServer(createMockApp()));
    probeUrl = await listen(
      front(ownMock, (path) => {
        if (paths.has(path)) probed.set(path, '');
        if (path === '/sworld/team/operate') return { status: 404, type: 'text/plain', text: 'Not Found' };
        if (path === '/sworld/gmMenu/selectOrder')
          return {
            status: 405,
            type: 'application/json',
            text: '{"code":405,"msg":"Request method not supported","data":null}',
          };
        // A backend that takes a progress without its section: the report says to look at what changed.
        if (path === '/sworld/study/progress/save')
          return { status: 200, type: 'application/json', text: '{"code":200,"msg":"","data":null}' };
        return null;
      }),
    );
  });

  it('lists them as not probed without --write, and calls none of them', async () => {
    const { lines, log } = quiet();
    probed.clear();
    const report = await runContractCheck({ backend: probeUrl, user: 'teacher', password: '123456', log });
    expect(probed.size).toBe(0);
    expect(report.results.filter((r) => r.outcome === 'notProbed').map((r) => r.key)).toEqual(PROBED.map((e) => e.key));
    expect(lines).toContain('not probed  team.operate  POST /sworld/team/operate');
    expect(byKey(report, 'team.operate').problems).toEqual([
      'not probed: a change with no basis in the spec; --write makes it in a scratch training',
    ]);
    expect(lines[lines.length - 1]).toMatch(/, 7 not probed \(--write makes them\)$/);
  });

  it('makes each with --write: 404 or 405 not offered, a refusal with its message, never a probe without parameters', async () => {
    const { lines, log } = quiet();
    probed.clear();
    const report = await runContractCheck({
      backend: probeUrl,
      user: 'teacher',
      password: '123456',
      write: true,
      fieldReaders: false,
      log,
    });
    const outcomes = Object.fromEntries(PROBED.map((e) => [e.key, byKey(report, e.key).outcome]));
    expect(outcomes).toMatchObject({
      'menu.selectOrder': 'notOffered',
      'team.operate': 'notOffered',
      // The account's own progress is not the check's to write; a new account needs an administrator.
      'study.saveProgress': 'skipped',
      'user.resetPassword': 'skipped',
    });
    expect(byKey(report, 'study.saveProgress').problems).toEqual([
      "not made: it would write the signed-in account's own study progress",
    ]);
    // None is sent without the parameters it needs: a refusal is the backend's judgement of a plausible call.
    expect(byKey(report, 'menu.putAdvertising')).toMatchObject({
      outcome: 'refused',
      problems: [expect.stringMatching(/^refused \(code \d+\): \S/)],
    });
    expect(lines).toContain('not offered team.operate  POST /sworld/team/operate → 404, envelope no');
    expect(lines).toContain('not offered menu.selectOrder  POST /sworld/gmMenu/selectOrder → 405, envelope yes');
    expect(report.counts.notProbed).toBe(0);
    expect(probed.has('/sworld/study/progress/save')).toBe(false);
  });
});

it('counts a backend that does not answer as unreachable and calls nothing after the failed login', async () => {
  const closed = http.createServer();
  const url = await listen(closed);
  await new Promise((r) => closed.close(r));
  servers.splice(servers.indexOf(closed), 1);
  const { lines, log } = quiet();
  const report = await runContractCheck({ backend: url, user: 'teacher', password: '123456', log });
  expect(report.counts).toEqual({
    ok: 0,
    mismatched: 0,
    unreachable: 1,
    skipped: CALLS,
    notOffered: 0,
    notProbed: PROBED.length,
    refused: 0,
  });
  expect(byKey(report, 'auth.login').problems).toEqual(['ECONNREFUSED']);
  expect(byKey(report, 'class.list').problems).toEqual(['not called: the login failed']);
  expect(lines.slice(-2)).toEqual([
    `skipped: ${CALLS} (not checked; reasons above)`,
    'contract: 0 ok, 0 mismatched, 1 unreachable, 7 not probed (--write makes them)',
  ]);
});

it('logs in and authorizes as sworld.config.json says, as the app does', async () => {
  // A backend with its own login: url-encoded at /auth/signin, the token in a header, "Bearer " calls.
  const gateway = await listen(
    front(
      mockUrl,
      // The mock's own /login is not there: only /auth/signin (below) logs in.
      (path) => (path === '/login' ? { status: 404, type: 'text/plain', text: 'Not Found' } : null),
      undefined,
      (req) => {
        const value = String(req.headers.authorization ?? '');
        const headers: Record<string, string> = {};
        if (value.startsWith('Bearer ')) headers.authorization = value.slice('Bearer '.length);
        return headers;
      },
    ),
  );
  // /auth/signin is the mock's /login behind the gateway, answering the token in X-Token.
  const signin = await listen(
    http.createServer(async (req, res) => {
      if (new URL(req.url ?? '/', 'http://x').pathname !== '/auth/signin') {
        const answer = await fetch(`${gateway}${req.url}`, {
          method: req.method,
          headers: {
            ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
            ...(req.headers['content-type'] ? { 'content-type': req.headers['content-type'] } : {}),
          },
          body: req.method === 'GET' ? undefined : await bodyOf(req),
        });
        res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? '' });
        res.end(await answer.text());
        return;
      }
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
        res.writeHead(415).end('url-encoded only');
        return;
      }
      const form = new FormData();
      new URLSearchParams(await bodyOf(req)).forEach((v, k) => form.append(k, v));
      const { data, ...rest } = await (await fetch(`${mockUrl}/login`, { method: 'POST', body: form })).json();
      const { authorization, ...info } = data;
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Token': authorization });
      res.end(JSON.stringify({ ...rest, data: info }));
    }),
  );

  const plain = await runContractCheck({ backend: signin, user: 'teacher', password: '123456', log: () => {} });
  expect(byKey(plain, 'auth.login')).toMatchObject({ path: '/login', status: 404, outcome: 'mismatched' });

  const { config, problems } = parseDeployConfig(
    JSON.stringify({
      paths: { 'auth.login': '/auth/signin' },
      loginEncoding: 'urlencoded',
      loginAuthorization: { header: 'X-Token' },
      authorizationPrefix: 'Bearer ',
    }),
  );
  expect(problems).toEqual([]);
  const report = await runContractCheck({
    backend: signin,
    user: 'teacher',
    password: '123456',
    config,
    log: () => {},
  });
  expect(byKey(report, 'auth.login')).toMatchObject({ path: '/auth/signin', status: 200, outcome: 'ok' });
  expect(report.counts).toEqual({
    ok: 1 + CALLS,
    mismatched: 0,
    unreachable: 0,
    skipped: 0,
    notOffered: 0,
    notProbed: PROBED.length,
    refused: 0,
  });
});

it('reads its options, and the config file the app reads', () => {
  expect(parseArgs(['--backend', 'localhost:8080', '--user', 'u', '--password', 'p']).error).toMatch(/http:\/\//);
  expect(parseArgs(['--backend', 'http://h:1', '--user', 'u']).error).toMatch(/^usage: npm run contract:check/);
  expect(parseArgs(['--backend', 'http://h:1', '--user', 'u', '--password', 'p', '--sandbox', '4']).error).toMatch(
    /--sandbox must be 1, 2 or 3/,
  );
  const dir = mkdtempSync(join(tmpdir(), 'sworld-contract-'));
  try {
    const file = join(dir, 'sworld.config.json');
    writeFileSync(file, '{"authorizationPrefix":"Bearer ","extra":1}');
    const { options } = parseArgs([
      '--backend=http://h:1',
      '--user=u',
      '--password=',
      '--sandbox=3',
      '--write',
      '--json=r.json',
      `--config=${file}`,
    ]);
    expect(options).toMatchObject({
      backend: 'http://h:1',
      user: 'u',
      password: '',
      sandbox: '3',
      write: true,
      json: 'r.json',
      configSource: file,
      configProblems: ['unknown key "extra" ignored'],
    });
    expect(options?.config?.authorizationPrefix).toBe('Bearer ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * Static proof that each catalogue entry is reachable (tests/utils/catalogueUsage.ts). It reads the
 * program the field index above reads: here, in the same file, the compiler runs once for both.
 */
const usagesByKey = (usages: Usage[]) => new Map(usages.map((u) => [u.key, u]));

describe('every catalogue entry is called from a screen', () => {
  let usages: Usage[];
  beforeAll(() => {
    usages = analyseCatalogueUsage();
  }, 300_000);

  it('finds each entry of the catalogue, and only those', () => {
    expect(usages.map((u) => u.key)).toEqual(allEndpoints.map((e) => e.key));
  });

  it('has, for every entry, a service function that sends it and a model or screen that uses that function', () => {
    const unreached = usages.filter((u) => !u.senders.length || !u.users.length);
    expect(unreached).toEqual([]);
  });

  it('names the model or screen that uses each of these calls', () => {
    const map = usagesByKey(usages);
    expect(map.get('training.isOpen')?.users).toContain('stores/trainManage.ts');
    expect(map.get('training.record')?.users).toContain('stores/trainManage.ts');
    expect(map.get('class.removeBatch')?.users).toEqual(['stores/class.ts']);
    expect(map.get('gm.companyInject')?.users).toEqual(['stores/train.ts']);
    expect(map.get('student.getPostId')?.users).toEqual(['stores/train.ts']);
    expect(map.get('menu.checkMenuIsOpen')?.users).toEqual(['stores/menu.ts']);
    for (const key of [
      'training.getPlatformConstruction',
      'training.getPDCA',
      'training.getCountScore',
      'training.getTeacherGroupNum',
      'training.getDetailList',
      'training.checkInformation',
      'training.getNetWorkList',
      'student.list',
    ])
      expect({ key, users: map.get(key)?.users }).toEqual({ key, users: ['stores/trainInfo.ts'] });
  });

  it('notices a removed usage: a direct call, and a service looked up by name', () => {
    const manage = readFileSync(join(ROOT, 'src/stores/trainManage.ts'), 'utf8');
    const menu = readFileSync(join(ROOT, 'src/stores/menu.ts'), 'utf8');
    expect(manage).toContain('call(trainingService.record)');
    expect(menu).toContain("suspend: control('suspend'),");
    const changed = usagesByKey(
      analyseCatalogueUsage({
        'src/stores/trainManage.ts': manage.replace('call(trainingService.record)', 'call(trainingService.list)'),
        'src/stores/menu.ts': menu.replace("suspend: control('suspend'),", ''),
      }),
    );
    expect(changed.get('training.record')).toMatchObject({ senders: ['services/training.ts#record'], users: [] });
    expect(changed.get('menu.suspend')?.users).toEqual([]);
    // What the changes did not touch is still found.
    expect(changed.get('menu.restore')?.users).toEqual(['stores/menu.ts']);
    expect(changed.get('training.isOpen')?.users).toEqual(['stores/trainManage.ts']);
  }, 300_000);
});
