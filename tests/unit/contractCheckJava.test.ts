/**
 * @jest-environment node
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStore } from '../../mock/db/store';
import { JAVA_CODES, javaCode } from '../../mock/handlers/javaDialect';
import { createMockApp } from '../../mock/server';
import { type CheckReport, parseArgs, runContractCheck, USAGE } from '../../scripts/contract-check';
import { CONTRACT, WRITES } from '../../src/services/contract';
import { absentAssumed, answerProblems } from '../../src/services/contract/check';
import { assumed, bool, promised, str, z } from '../../src/services/contract/kit';
import { allEndpoints } from '../../src/services/endpoints';

/**
 * The contract check against the mock's java dialect (a Spring backend's habits: nulls, 0/1 flags,
 * bare write answers, its own codes), and its --write, --calibrate, --help and retry. Names of the
 * screens that read each field are not looked up here (fieldReaders: false): no compiler pass.
 */
const servers: Server[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const javaMock = (store = createStore()) => listen(http.createServer(createMockApp(store, { dialect: 'java' })));

/** One java mock for the tests that only read. */
let javaUrl: string;
beforeAll(async () => {
  javaUrl = await javaMock();
});
afterAll(async () => {
  servers.forEach((s) => s.closeAllConnections());
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

const quiet = () => {
  const lines: string[] = [];
  return { lines, log: (line: string) => lines.push(line) };
};
const byKey = (report: CheckReport, key: string) => report.results.find((r) => r.key === key)!;
const teacher = { user: 'teacher', password: '123456', fieldReaders: false } as const;

/** A problem that is only a null where a value was expected, or a flag written as a number or text. */
const NULL_OR_FLAG = /: expected [^,]+, got null$|: expected (flag|boolean), got (number|string)$/;

it('reads a null as absent and a 0/1 flag as a flag, in the contract', () => {
  const row = z.object({ name: promised(str), remark: assumed(str), suspended: assumed(bool), open: promised(bool) });
  // The java backend sends every field of its DTO: an unset one is null, a flag 0 or "1".
  for (const [suspended, open] of [
    [1, '0'],
    [0, '1'],
    [true, false],
  ])
    expect(answerProblems({ name: 'a', remark: null, suspended, open }, row)).toEqual([]);
  expect(absentAssumed({ name: 'a', remark: null, open: 1 }, row)).toEqual(['data.remark', 'data.suspended']);
  expect(answerProblems({ name: 'a', suspended: 2, open: 'yes' }, row)).toEqual([
    'data.suspended: expected flag, got number',
    'data.open: expected flag, got string',
  ]);
  // Null is never a mismatch, even where the spec promises a value: it is listed as absent.
  expect(answerProblems({ records: null, total: 1 }, CONTRACT['class.list'].answer)).toEqual([]);
  expect(absentAssumed({ records: null, total: 1 }, CONTRACT['class.list'].answer)).toEqual([
    'data.records',
    'data.current',
    'data.size',
  ]);
  // A promised field missing stays a mismatch.
  expect(answerProblems({ total: 1 }, CONTRACT['class.list'].answer)).toEqual(['data.records: missing']);
});

it('takes any write answer the envelope calls a success, but the two the spec names', () => {
  const classSave = CONTRACT['class.save'].answer;
  for (const data of [null, undefined, true, 42, '1234567890123456789'])
    expect({ data, problems: answerProblems(data, classSave) }).toEqual({ data, problems: [] });
  // A row is still judged as the row it names.
  expect(answerProblems({ id: 1, className: 3 }, classSave)).toEqual(['data.className: expected string, got number']);
  // The evaluation save returns the updated list, the meeting's start its id (spec point 7).
  expect(answerProblems(null, CONTRACT['evaluate.save'].answer)).toEqual(['data: expected array, got null']);
  expect(answerProblems(true, CONTRACT['orderMeeting.start'].answer)).toEqual(['data: expected id, got boolean']);
  expect(WRITES).toHaveLength(allEndpoints.filter((e) => e.method === 'POST').length - 6);
});

it('keeps a page as { list, total } a mismatch: the spec says records and total', () => {
  expect(answerProblems({ list: [], total: 0 }, CONTRACT['training.list'].answer)).toEqual([
    'data.records: missing (the rows came as "list"; a page answers records and total)',
  ]);
});

it('reports no mismatch that is only a null or a flag against the java dialect', async () => {
  const report = await runContractCheck({ backend: javaUrl, ...teacher, log: () => {} });
  expect(byKey(report, 'auth.login').outcome).toBe('ok');
  const nullOrFlag = report.results.flatMap((r) =>
    r.problems.filter((p) => NULL_OR_FLAG.test(p)).map((p) => `${r.key} ${p}`),
  );
  expect(nullOrFlag).toEqual([]);
  // Its nulls are listed as absent: the screens show their empty mark for them.
  expect(report.results.some((r) => r.absent.length > 0)).toBe(true);
});

it('prints the user types of the accounts it signs in with, and the state values the java dialect sends', async () => {
  const { lines, log } = quiet();
  const { options } = parseArgs([
    '--backend',
    javaUrl,
    '--calibrate',
    '--account',
    'admin:admin:123456',
    '--account',
    'teacher:teacher:123456',
    '--account',
    'student:student:123456',
  ]);
  expect(options).toMatchObject({ user: 'teacher', password: '123456' });
  const report = await runContractCheck({ ...options!, fieldReaders: false, log });
  const { admin, teacher: teacherType, abutment } = JAVA_CODES.userType;
  expect(report.calibration?.accounts.map((a) => [a.role, a.userType, a.problem])).toEqual([
    ['admin', admin, undefined],
    ['teacher', teacherType, undefined],
    ['student', 3, undefined],
  ]);
  expect(lines).toContain(
    `suggested for sworld.config.json: "codes": { "userType": {"admin":${admin}, "teacher":${teacherType}, "abutment":4} }`,
  );
  expect(lines).toContain('  (abutment: no account of that role signed in; the value the config has now)');
  expect(abutment).not.toBe(4);
  // The seed's trainings are running, not started and finished: the java numbers of those, with where.
  const training = report.calibration!.values.filter((v) => v.kind === 'training state');
  expect(training.map((v) => v.value)).toEqual(
    expect.arrayContaining([1, javaCode('trainingState', 0), javaCode('trainingState', 3)]),
  );
  expect(training.find((v) => v.value === 1)?.seenAt).toContain('training.list data.records[].state');
  expect(report.calibration!.values.map((v) => v.kind)).toEqual(
    expect.arrayContaining(['order meeting state', 'menu phase']),
  );
  expect(lines).toContain('calibrate: state and phase values seen (what each means needs a person: none is suggested)');
});

it('makes every change with --write, leaving only its training and its sessions in the store', async () => {
  const store = createStore();
  const backend = await javaMock(store);
  const before = JSON.parse(store.snapshot()) as Record<string, unknown>;
  const { lines, log } = quiet();
  const report = await runContractCheck({ backend, ...teacher, write: true, log });
  const after = JSON.parse(store.snapshot()) as Record<string, unknown>;

  // Every change of the catalogue is reported once (the training's state change twice), none lost.
  const writes = report.results.filter((r) => WRITES.includes(r.key));
  expect([...new Set(writes.map((r) => r.key))].sort()).toEqual([...WRITES].sort());
  expect(writes.filter((r) => r.outcome === 'unreachable' || r.outcome === 'mismatched')).toEqual([]);
  // A refusal names the backend's message; a change not made says why.
  for (const r of writes.filter((w) => w.outcome === 'refused')) expect(r.problems[0]).toMatch(/^refused \(.+\): \S/);
  for (const r of writes.filter((w) => w.outcome === 'skipped')) expect(r.problems[0]).toMatch(/^not made: /);
  expect(byKey(report, 'class.save').outcome).toBe('ok');
  expect(byKey(report, 'class.remove').outcome).toBe('ok');

  const trainings = (after.trainings as { id: string; trainName: string }[]).filter(
    (t) => !(before.trainings as { id: string }[]).some((b) => b.id === t.id),
  );
  expect(trainings.map((t) => t.trainName)).toEqual([expect.stringMatching(/^contract-check \d{4}-\d\d-\d\dT/)]);
  const [scratch] = trainings;
  // The java dialect writes the training's id in its 18-digit form.
  expect(report.leftBehind).toEqual([
    expect.stringMatching(
      new RegExp(`^the training "${scratch.trainName}" \\(id \\d+\\): the spec has no call that deletes a training$`),
    ),
  ]);
  expect(lines).toContain(`write: left behind: ${report.leftBehind![0]}`);

  // Every other row is as it was, but the scratch training's own and the check's sessions.
  const changed: string[] = [];
  for (const [name, rows] of Object.entries(after)) {
    if (name === 'seq' || name === 'sessions') continue;
    if (!Array.isArray(rows)) {
      if (JSON.stringify(rows) !== JSON.stringify(before[name])) changed.push(name);
      continue;
    }
    const was = new Set((before[name] as unknown[]).map((row) => JSON.stringify(row)));
    const now = new Set(rows.map((row) => JSON.stringify(row)));
    for (const row of rows as Record<string, unknown>[])
      if (!was.has(JSON.stringify(row)) && row.id !== scratch.id && row.trainingId !== scratch.id)
        changed.push(`${name} + ${JSON.stringify(row)}`);
    for (const row of before[name] as Record<string, unknown>[])
      if (!now.has(JSON.stringify(row))) changed.push(`${name} - ${JSON.stringify(row)}`);
  }
  expect(changed).toEqual([]);
  // Its sessions are the teacher's it signed in as (its logout ends the last one).
  const teacherId = (after.users as { id: string; userCode: string }[]).find((u) => u.userCode === 'teacher')?.id;
  const sessions = (after.sessions as { userId: string }[]).filter(
    (s) => !(before.sessions as unknown[]).some((b) => JSON.stringify(b) === JSON.stringify(s)),
  );
  expect(sessions.filter((s) => s.userId !== teacherId)).toEqual([]);
  expect(byKey(report, 'auth.logout').outcome).toBe('ok');
}, 60_000);

it('tries a dropped connection once more and loses nothing of the run', async () => {
  const dropped = new Set<string>();
  // Its own mock: --write leaves a scratch training behind.
  const upstream = await javaMock();
  // A proxy in front of the java mock that drops the first connection of the class list and of one change.
  const proxy = await listen(
    http.createServer(async (req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if ((path === '/sworld/teachingclass/list' || path === '/sworld/teachingclass/save') && !dropped.has(path)) {
        dropped.add(path);
        req.socket.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const answer = await fetch(`${upstream}${req.url}`, {
        method: req.method,
        headers: Object.fromEntries(
          Object.entries(req.headers).filter(
            (h): h is [string, string] => typeof h[1] === 'string' && h[0] !== 'host' && h[0] !== 'content-length',
          ),
        ),
        body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
      });
      res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? '' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    }),
  );
  const { lines, log } = quiet();
  const report = await runContractCheck({ backend: proxy, ...teacher, write: true, log });
  expect([...dropped].sort()).toEqual(['/sworld/teachingclass/list', '/sworld/teachingclass/save']);
  expect(lines.filter((l) => l.includes('tried once more'))).toEqual([
    expect.stringMatching(/^ {12}\(.+ on class\.list: tried once more\)$/),
    expect.stringMatching(/^ {12}\(.+ on class\.save: tried once more\)$/),
  ]);
  expect(byKey(report, 'class.list').outcome).toBe('ok');
  expect(byKey(report, 'class.save').outcome).toBe('ok');
  expect(report.counts.unreachable).toBe(0);
  expect(byKey(report, 'auth.logout').outcome).toBe('ok');
}, 60_000);

it('has a --help that names every option with an example', () => {
  expect(parseArgs(['--help'])).toEqual({ help: true });
  for (const flag of [
    '--backend',
    '--user',
    '--password',
    '--sandbox',
    '--config',
    '--write',
    '--calibrate',
    '--account',
    '--json',
    '--timeout',
    '--help',
  ])
    expect({ flag, named: USAGE.includes(`  ${flag}`) }).toEqual({ flag, named: true });
  expect(USAGE).toMatch(/Examples:\n {2}npm run contract:check -- --backend http/);
  expect(parseArgs(['--backend', 'http://h:1', '--calibrate']).error).toMatch(
    /--calibrate needs at least one --account/,
  );
  expect(parseArgs(['--backend', 'http://h:1', '--calibrate', '--account', 'boss:a:b']).error).toMatch(
    /the role must be one of admin, teacher, student, abutment/,
  );
  // The password is everything after the second colon.
  expect(
    parseArgs([
      '--backend',
      'http://h:1',
      '--calibrate',
      '--account',
      'student:s1:a:b',
      '--user',
      'u',
      '--password',
      'p',
    ]).options,
  ).toMatchObject({ user: 'u', password: 'p', calibrate: [{ role: 'student', user: 's1', password: 'a:b' }] });
});
