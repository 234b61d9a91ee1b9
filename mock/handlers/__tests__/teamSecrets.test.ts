import * as analysisServiceTyped from '@/services/analysis';
import { endpoints } from '@/services/endpoints';
import * as menuServiceTyped from '@/services/menu';
import * as eventServiceTyped from '@/services/specialEvent';
import type { Params } from '@/utils/qs';
import { anyCalls, loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { CAPTAINS, consoleKit } from './consoleKit';
import { envelopeOf } from './teachingKit';

/**
 * What a student of team A reads of team B (and of A), and what the teacher reads, through every
 * call that answers team rows: before and after the meeting's ranking is published, with the
 * analysis closed and opened. Bids and ranks follow the publication; statements, cash and grants
 * follow the analysis switch.
 */
const analysisService = anyCalls(analysisServiceTyped);
const menuService = anyCalls(menuServiceTyped);
const eventService = anyCalls(eventServiceTyped);

const backend = useMockBackend();
const kit = consoleKit(backend);

type Who = 'student' | 'teacher';
const ASKERS: { who: Who; login: string }[] = [
  { who: 'student', login: CAPTAINS[0] },
  { who: 'teacher', login: 'teacher' },
];
const team = (i: number) => kit.groups()[i].groupId;
const A = () => team(0);
const B = () => team(1);

/**
 * The running training in round 5: a grant to A, a grant to B and a market shock started; every
 * team bid in the meeting, advertising closed and picking under way; then, as the case says, the
 * ranking published and the analysis opened.
 */
async function arrange({ published, open }: { published: boolean; open: boolean }) {
  await loginAs('teacher');
  const trainId = kit.trainId();
  const events = [
    { name: '甲组补贴', type: 'grant', groupId: A(), amount: 5 },
    { name: '乙组补贴', type: 'grant', groupId: B(), amount: 7 },
    { name: '需求骤降', type: 'marketShock', market: 'LOCAL', demandPct: 90 },
  ];
  for (const event of events) {
    const draft = (await eventService.save({ trainId, ...event }))?.data;
    await eventService.start({ trainId, id: draft.id });
  }
  await kit.startMeeting();
  await kit.advertise([10, 20, 15, 11]);
  await loginAs('teacher');
  const phase = await menuService.getMenuPhase({ trainId });
  await menuService.updateMenuState({ trainId, menuState: 3, version: phase.version });
  if (published) await menuService.sendAdvertising({ trainId });
  if (open) await analysisService.openAll({ trainId, open: 1 });
}

async function read(endpoint: Parameters<typeof envelopeOf>[0], params: Params = {}) {
  const answer = await envelopeOf(endpoint, { trainId: kit.trainId(), ...params });
  return answer as { code: number; msg: string; data: any };
}

/** The teams whose rows an answer holds, in group order. */
const teamsIn = (ids: string[]) =>
  kit
    .groups()
    .filter((g) => ids.includes(g.groupId))
    .map((g) => g.groupId);

const CASES = [
  { published: false, open: false },
  { published: false, open: true },
  { published: true, open: false },
  { published: true, open: true },
];

describe.each(CASES)('published $published, analysis open $open', ({ published, open }) => {
  /** Whether the asker may read team B's bids and ranks, and B's statements, cash and grants. */
  const bidsOfB = (who: Who) => who === 'teacher' || published;
  const accountsOfB = (who: Who) => who === 'teacher' || open;
  /** Every team when B is readable, else A alone (a student's own team). */
  const expected = (allowed: boolean) => (allowed ? kit.groups().map((g) => g.groupId) : [A()]);

  it.each(ASKERS)('selectReport: $who asking about A and about B', async ({ who, login }) => {
    await arrange({ published, open });
    await loginAs(login);
    const own = await read(endpoints.gmSys.selectReport, { groupId: A(), code: 3 });
    expect([own.code, own.data?.groupId]).toEqual([200, A()]);
    const other = await read(endpoints.gmSys.selectReport, { groupId: B(), code: 3 });
    if (accountsOfB(who)) {
      expect([other.code, other.data.groupId, other.data.rows.length > 0]).toEqual([200, B(), true]);
    } else {
      expect(other).toEqual({ code: 403, msg: '只能查看本组的数据', data: null });
    }
  });

  it.each(ASKERS)("getDetailList: $who reading A's and B's cash", async ({ who, login }) => {
    await arrange({ published, open });
    await loginAs(login);
    const { code, data } = await read(endpoints.training.getDetailList);
    expect(code).toBe(200);
    // Every group is listed by name; only the cash follows the rule.
    expect(data.map((row: any) => row.groupId)).toEqual(kit.groups().map((g) => g.groupId));
    const cash = (id: string) => data.find((row: any) => row.groupId === id).cash;
    const state = kit.game().state;
    expect(cash(A())).toBe(state.teams.find((t) => t.teamId === A())!.cash);
    expect(cash(B())).toBe(accountsOfB(who) ? state.teams.find((t) => t.teamId === B())!.cash : undefined);
  });

  it.each(ASKERS)("getGroupInfoReport: $who reading A's and B's figures", async ({ who, login }) => {
    await arrange({ published, open });
    await loginAs(login);
    const { code, data } = await read(endpoints.gmSys.groupInfoReport, { year: 1, round: 4 });
    expect(code).toBe(200);
    expect(teamsIn(data.reportData.map((row: any) => row.teamId))).toEqual(expected(accountsOfB(who)));
    expect(data.reportData.every((row: any) => typeof row.cash === 'number')).toBe(true);
  });

  it.each(ASKERS)("specialEvent.find: $who reading A's and B's grants", async ({ who, login }) => {
    await arrange({ published, open });
    await loginAs(login);
    const { code, data } = await read(endpoints.specialEvent.find);
    expect(code).toBe(200);
    const names = accountsOfB(who) ? ['甲组补贴', '乙组补贴', '需求骤降'] : ['甲组补贴', '需求骤降'];
    expect(data.list.map((e: any) => e.name)).toEqual(names);
    expect(data.events.map((e: any) => e.name)).toEqual(names);
  });

  it.each(ASKERS)("gmMenu/getMenuDetail: $who reading A's and B's bids and ranks", async ({ who, login }) => {
    await arrange({ published, open });
    await loginAs(login);
    const { code, data } = await read(endpoints.menu.menuDetail);
    expect(code).toBe(200);
    const queue = data.sessions.flatMap((s: any) => s.queue);
    expect(teamsIn(queue.map((q: any) => q.teamId))).toEqual(expected(bidsOfB(who)));
    expect(queue.find((q: any) => q.teamId === A())).toMatchObject({ amount: 10, rank: 4 });
    if (bidsOfB(who)) expect(queue.find((q: any) => q.teamId === B())).toMatchObject({ amount: 20, rank: 1 });
  });

  it.each(ASKERS)("intelligentAnalysis/getMenuDetail: $who asking about A's and B's bids", async ({ who, login }) => {
    await arrange({ published, open });
    await loginAs(login);
    const all = await read(endpoints.analysis.getMenuDetail);
    expect([all.code, all.data.round]).toEqual([200, 5]);
    expect(teamsIn(all.data.rows.map((r: any) => r.teamId))).toEqual(expected(bidsOfB(who)));
    expect(all.data.rows.find((r: any) => r.teamId === A())).toMatchObject({ ad: 10, rank: 4 });

    const own = await read(endpoints.analysis.getMenuDetail, { teamId: A() });
    expect(own.data.rows.map((r: any) => [r.teamId, r.ad, r.rank])).toEqual([[A(), 10, 4]]);
    const other = await read(endpoints.analysis.getMenuDetail, { teamId: B() });
    if (bidsOfB(who)) {
      expect(other.data.rows.map((r: any) => [r.teamId, r.ad, r.rank, r.rights])).toEqual([[B(), 20, 1, 2]]);
    } else {
      expect(other).toEqual({ code: 403, msg: '只能查看本组的数据', data: null });
    }
  });

  it.each(ASKERS)("the menu condition: $who reading the picking queue's ranks", async ({ who, login }) => {
    await arrange({ published, open });
    await loginAs(login);
    const { code, data } = await read(endpoints.menu.condition);
    expect(code).toBe(200);
    // Whose turn it is stays public: the team picking is the first in the queue.
    expect(data.current.teamId).toBe(B());
    expect(teamsIn(data.current.queue.map((q: any) => q.teamId))).toEqual(expected(bidsOfB(who)));
    expect(data.current.queue.find((q: any) => q.teamId === A())).toMatchObject({ rank: 4, rights: 1 });
    // The student console's ranking and bids: the whole ranking once published, their own bid before.
    expect(data.ranking.length > 0).toBe(bidsOfB(who));
    expect(teamsIn(data.teamData.map((t: any) => t.teamId))).toEqual(expected(bidsOfB(who)));
  });
});
