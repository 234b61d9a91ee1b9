/**
 * @jest-environment node
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHECKED, PROBED, runContractCheck } from '../../scripts/contract-check';
import { createMockApp } from '../server';

/**
 * The mock's answers judged by the contract the app is typed from (src/services/contract/): in
 * both dialects every read-only answer parses; the spec dialect, which sends only what the spec
 * promises, still sends every promised field, and leaves out assumed ones the app must do without.
 */
const servers: Server[] = [];

async function mockAt(dialect: 'default' | 'spec'): Promise<string> {
  const server = http.createServer(createMockApp(undefined, { dialect }));
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterAll(async () => {
  servers.forEach((s) => s.closeAllConnections());
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

it.each(['default', 'spec'] as const)(
  'answers every read-only call as the contract says (%s dialect)',
  async (dialect) => {
    const report = await runContractCheck({
      backend: await mockAt(dialect),
      user: 'teacher',
      password: '123456',
      // Which screens read each field is not this file's concern: no compiler pass.
      fieldReaders: false,
      log: () => {},
    });
    // The changes with no basis in the spec are listed, not called, without --write.
    const probed = new Set(PROBED.map((e) => e.key));
    const reads = report.results.filter((r) => !probed.has(r.key));
    expect(reads.filter((r) => r.outcome !== 'ok').map((r) => [r.key, r.outcome, r.problems])).toEqual([]);
    expect(reads).toHaveLength(1 + CHECKED.length);
    expect(report.results.filter((r) => probed.has(r.key)).map((r) => r.outcome)).toEqual(
      PROBED.map(() => 'notProbed'),
    );
  },
);

it('finds, with --write, every change beyond the spec present in the mock', async () => {
  const backend = await mockAt('default');
  const report = await runContractCheck({
    backend,
    user: 'teacher',
    password: '123456',
    write: true,
    fieldReaders: false,
    log: () => {},
  });
  const probed = new Set(PROBED.map((e) => e.key));
  // Present: none is not offered, and each is made, refused with a message or not made with a reason.
  const absent = report.results
    .filter((r) => probed.has(r.key) && !['ok', 'refused', 'skipped'].includes(r.outcome))
    .map((r) => [r.key, r.outcome, r.problems]);
  expect(absent).toEqual([]);
  expect(
    report.results
      .filter((r) => probed.has(r.key))
      .map((r) => r.key)
      .sort(),
  ).toEqual(PROBED.map((e) => e.key).sort());
});

it('leaves out, in the spec dialect, the assumed fields of the answers it reshapes', async () => {
  const report = await runContractCheck({
    backend: await mockAt('spec'),
    user: 'teacher',
    password: '123456',
    fieldReaders: false,
    log: () => {},
  });
  const absent = (key: string) => report.results.find((r) => r.key === key)?.absent ?? [];
  expect(absent('class.list')).toEqual(['data.current', 'data.size']);
  expect(absent('learning.summary')).toEqual(['data.trainList']);
  expect(absent('training.getById')).toEqual(expect.arrayContaining(['data.classId', 'data.postId']));
});
