import type { DebriefGame, TeamAtRound } from '../debrief';
import { buildDebrief, turningRounds } from '../debrief';
import {
  AD_PER_ORDER_ABOVE_MEDIAN,
  findingsAt,
  IDLE_CAPACITY_BELOW,
  LOW_CASH_SHARE_OF_EQUITY,
  MAX_FINDINGS,
  SHARE_MOVE_MIN,
  SHARE_RISE_FROM_MIN,
} from '../findings';

/** A crafted class view of `count` rounds: every team calm (no finding) unless `change` alters its cells. */
function crafted(change: (cells: Record<string, TeamAtRound[]>) => void = () => undefined, count = 2): DebriefGame {
  const teams = ['A', 'B', 'C'].map((id, i) => ({
    teamId: id,
    groupNum: i + 1,
    teamName: `第${i + 1}组`,
    bankrupt: false,
    own: false,
  }));
  const calm = (): TeamAtRound => ({
    cash: 300,
    equity: 600,
    revenue: 200,
    netIncome: 20,
    share: 1 / 3,
    shareByMarket: { L: 1 / 3, R: 1 / 3 },
    advertising: 10,
    rank: 1,
    ordersWon: 1,
    orders: [
      {
        key: 'o',
        count: 1,
        market: 'L',
        marketName: '本地',
        product: 'P1',
        productName: 'P1',
        quantity: 2,
        unitPrice: 50,
        totalPrice: 100,
      },
    ],
    capacity: 10,
    used: 8,
    events: [],
  });
  const rounds = Array.from({ length: count }, (_, i) => i + 1);
  const cells = Object.fromEntries(teams.map((t) => [t.teamId, rounds.map(calm)]));
  change(cells);
  return {
    rounds: rounds.map((round) => ({ round, year: Math.ceil(round / 4), quarter: ((round - 1) % 4) + 1 })),
    teams,
    markets: [
      { code: 'L', name: '本地' },
      { code: 'R', name: '区域' },
    ],
    cells,
    final: {},
    missing: [],
  };
}

const kinds = (game: DebriefGame, team = 'A', index = 1, statements?: Parameters<typeof findingsAt>[3]) =>
  findingsAt(game, team, index, statements).map((f) => f.kind);

describe('findings of a team at a round', () => {
  it('finds nothing in a calm game', () => {
    for (const team of ['A', 'B', 'C']) for (const i of [0, 1]) expect(kinds(crafted(), team, i)).toEqual([]);
  });

  it('finds nothing in a one-quarter swing of a market share, from 0% to 100% and back', () => {
    // Team A's share of the local market, round by round: a single quarter at 100%.
    for (const path of [
      [0, 0, 1, 0, 0, 0],
      [0, 1, 0, 0, 0, 0],
      [0.3, 0.3, 1, 0.3, 0.3, 0.3],
      [1, 1, 0, 1, 1, 1],
    ]) {
      const game = crafted((c) => {
        path.forEach((share, i) => {
          c.A[i].shareByMarket = { L: share, R: 1 / 3 };
        });
      }, path.length);
      expect([path, path.map((_, i) => kinds(game, 'A', i))]).toEqual([path, path.map(() => [])]);
    }
  });

  it('finds a sustained rise of the mean of the last two rounds against the two before', () => {
    const game = crafted((c) => {
      [0.2, 0.2, 0.4, 0.45].forEach((share, i) => {
        c.A[i].shareByMarket = { L: share, R: 1 / 3 };
      });
    }, 4);
    // A four-round training shows it at its last round, and not before (there is no window before).
    expect([0, 1, 2].map((i) => kinds(game, 'A', i))).toEqual([[], [], []]);
    const [f] = findingsAt(game, 'A', 3);
    expect(f).toMatchObject({ kind: 'shareGain', figure: 'share', index: 3, values: { market: '本地', rounds: 2 } });
    expect([f.values.from, f.values.to, f.values.points]).toEqual([
      expect.closeTo(0.2),
      expect.closeTo(0.425),
      expect.closeTo(0.225),
    ]);
  });

  it('finds a sustained fall, the market that moved most, and a move of exactly SHARE_MOVE_MIN', () => {
    const fall = crafted((c) => {
      [0.6, 0.6, 0.3, 0.2].forEach((share, i) => {
        c.B[i].shareByMarket = { L: 1 / 3, R: share };
      });
      c.B[2].shareByMarket.L = 1 / 3 + SHARE_MOVE_MIN + 0.05;
      c.B[3].shareByMarket.L = 1 / 3 + SHARE_MOVE_MIN + 0.05;
    }, 4);
    expect(findingsAt(fall, 'B', 3)).toEqual([
      expect.objectContaining({ kind: 'shareLoss', values: expect.objectContaining({ market: '区域' }) }),
    ]);
    const exact = crafted((c) => {
      c.C[2].shareByMarket = { L: 1 / 3 + SHARE_MOVE_MIN, R: 1 / 3 };
      c.C[3].shareByMarket = { L: 1 / 3 + SHARE_MOVE_MIN, R: 1 / 3 };
    }, 4);
    expect(kinds(exact, 'C', 3)).toEqual(['shareGain']);
    const small = crafted((c) => {
      c.C[2].shareByMarket = { L: 1 / 3 + SHARE_MOVE_MIN - 0.01, R: 1 / 3 };
      c.C[3].shareByMarket = { L: 1 / 3 + SHARE_MOVE_MIN - 0.01, R: 1 / 3 };
    }, 4);
    expect(kinds(small, 'C', 3)).toEqual([]);
  });

  it('calls no rise from under SHARE_RISE_FROM_MIN, and compares no market nobody sold in', () => {
    const entry = crafted((c) => {
      [SHARE_RISE_FROM_MIN - 0.03, SHARE_RISE_FROM_MIN - 0.02, 0.4, 0.5].forEach((share, i) => {
        c.A[i].shareByMarket = { L: share, R: 1 / 3 };
      });
    }, 4);
    expect(kinds(entry, 'A', 3)).toEqual([]);
    // The same rise from five points is one.
    const rise = crafted((c) => {
      [SHARE_RISE_FROM_MIN, SHARE_RISE_FROM_MIN, 0.4, 0.5].forEach((share, i) => {
        c.A[i].shareByMarket = { L: share, R: 1 / 3 };
      });
    }, 4);
    expect(kinds(rise, 'A', 3)).toEqual(['shareGain']);
    // The regional market had no sales at all in the last round: its share there is not nought.
    const empty = crafted((c) => {
      for (const cell of c.A.slice(0, 2)) cell.shareByMarket = { L: 1 / 3, R: 0.6 };
      c.A[2].shareByMarket = { L: 1 / 3, R: 0.1 };
      c.A[3].shareByMarket = { L: 1 / 3 };
    }, 4);
    expect(kinds(empty, 'A', 3)).toEqual([]);
  });

  it('says when cash is below LOW_CASH_SHARE_OF_EQUITY of equity, and not at the limit', () => {
    const low = crafted((c) => {
      c.A[1].cash = 600 * LOW_CASH_SHARE_OF_EQUITY - 1;
    });
    expect(kinds(low)).toEqual(['lowCash']);
    const atLimit = crafted((c) => {
      c.A[1].cash = 600 * LOW_CASH_SHARE_OF_EQUITY;
    });
    expect(kinds(atLimit)).toEqual([]);
    const negativeEquity = crafted((c) => {
      c.A[1].cash = 0;
      c.A[1].equity = -50;
    });
    expect(kinds(negativeEquity)).toEqual([]);
  });

  it('says when less than IDLE_CAPACITY_BELOW of capacity was used', () => {
    const idle = crafted((c) => {
      c.C[0].used = 10 * IDLE_CAPACITY_BELOW - 1;
    });
    expect(findingsAt(idle, 'C', 0)).toEqual([
      expect.objectContaining({
        kind: 'idleCapacity',
        figure: 'utilisation',
        values: expect.objectContaining({ capacity: 10, produced: 4, idle: 6 }),
      }),
    ]);
    expect(
      kinds(
        crafted((c) => void (c.C[0].used = 5)),
        'C',
        0,
      ),
    ).toEqual([]);
    expect(
      kinds(
        crafted((c) => void (c.C[0].capacity = 0)),
        'C',
        0,
      ),
    ).toEqual([]);
  });

  it('compares advertising per order won with the class median', () => {
    const costly = crafted((c) => {
      c.B[1].advertising = 10 * AD_PER_ORDER_ABOVE_MEDIAN;
    });
    expect(findingsAt(costly, 'B', 1)).toEqual([
      expect.objectContaining({ kind: 'adPerOrder', values: { perOrder: 15, median: 10, times: 1.5 } }),
    ]);
    const near = crafted((c) => {
      c.B[1].advertising = 14;
    });
    expect(kinds(near, 'B')).toEqual([]);
    const noOrder = crafted((c) => {
      c.C[1].ordersWon = 0;
    });
    expect(kinds(noOrder, 'C')).toEqual(['adNoOrder']);
    const noAd = crafted((c) => {
      c.C[1].ordersWon = 0;
      c.C[1].advertising = 0;
    });
    expect(kinds(noAd, 'C')).toEqual([]);
  });

  it('counts the statements entered that differ from the computed ones, once they are opened', () => {
    const game = crafted();
    const balance = {
      cash: { beginning: 1, end: 300, input: 290 },
      assetsTotal: { beginning: 1, end: 900, input: 900 },
    };
    const income = { netIncome: { end: 20 } };
    const statements = { balance, income } as unknown as Parameters<typeof findingsAt>[3];
    expect(findingsAt(game, 'A', 1, statements)).toEqual([
      expect.objectContaining({ kind: 'inputDiffers', values: { count: 1 } }),
    ]);
    expect(kinds(game, 'A', 1)).toEqual([]);
    const right = { balance: { cash: { beginning: 1, end: 300, input: 300 } }, income } as unknown as Parameters<
      typeof findingsAt
    >[3];
    expect(kinds(game, 'A', 1, right)).toEqual([]);
  });

  it('gives at most MAX_FINDINGS, each linked to what shows it', () => {
    const all = crafted((c) => {
      for (const i of [2, 3]) c.A[i] = { ...c.A[i], shareByMarket: { L: 0.9, R: 0 } };
      c.A[3] = { ...c.A[3], cash: 1, used: 1, ordersWon: 0, advertising: 40 };
    }, 4);
    const balance = { cash: { beginning: 1, end: 1, input: 2 } };
    const found = findingsAt(all, 'A', 3, { balance } as unknown as Parameters<typeof findingsAt>[3]);
    expect(found.map((f) => [f.kind, f.figure])).toEqual([
      ['shareGain', 'share'],
      ['lowCash', 'cash'],
      ['idleCapacity', 'utilisation'],
      ['adNoOrder', 'advertising'],
      ['inputDiffers', 'statements'],
    ]);
    expect(found.length).toBeLessThanOrEqual(MAX_FINDINGS);
    const costly = crafted((c) => void (c.B[1].advertising = 40));
    expect(findingsAt(costly, 'B', 1).map((f) => [f.kind, f.figure])).toEqual([['adPerOrder', 'advertising']]);
  });
});

describe('the class view', () => {
  it('is put together from answers of every team, per round, and names what did not answer', () => {
    const team = (teamId: string, teamName: string) => ({ teamId, teamName, groupNum: 1, bankrupt: false, own: false });
    const rounds = [1, 2].map((round) => ({ round, year: 1, quarter: round }));
    const row = (teamId: string, revenue: number) => ({
      teamId,
      teamName: teamId,
      revenue,
      directCost: 0,
      expenses: 0,
      depreciation: 0,
      financeCharge: 0,
      financeCost: 0,
      incomeTaxes: 0,
      netIncome: revenue / 10,
    });
    const debts = (teamId: string) => ({
      teamId,
      teamName: teamId,
      longLoans: 0,
      shortLoans: 0,
      payables: 0,
      total: 0,
      debtRatio: 0,
    });
    const game = buildDebrief({
      rounds,
      teams: [team('A', '一'), team('B', '二')],
      costProfit: {
        round: null,
        rows: [],
        trend: rounds.map((r) => ({ ...r, rows: [row('A', 100 * r.round), row('B', 50)] })),
      },
      shares: {
        1: {
          round: 1,
          markets: [
            {
              market: 'L',
              marketName: '本地',
              total: 150,
              teams: [
                { teamId: 'A', teamName: 'A', revenue: 100, shareBp: 6667, share: 0.6667 },
                { teamId: 'B', teamName: 'B', revenue: 50, shareBp: 3333, share: 0.3333 },
              ],
            },
          ],
        },
        2: undefined,
      },
      // Cash and equity from the liabilities' round rows; a row without them leaves them unknown.
      liabilities: {
        round: null,
        rows: [],
        trend: rounds.map((r) => ({
          ...r,
          rows: [
            { ...debts('A'), cash: r.round * 10, ownerEquityTotal: r.round * 100 },
            { ...debts('B'), ...(r.round === 1 ? { cash: 5, ownerEquityTotal: 50 } : {}) },
          ],
        })),
      },
      events: [{ id: 'e', round: 2, type: 'grant', name: '补贴', teamId: 'B' }],
    });
    expect(game.cells.A.map((c) => [c.revenue, c.netIncome, c.cash, c.equity])).toEqual([
      [100, 10, 10, 100],
      [200, 20, 20, 200],
    ]);
    expect(game.cells.B.map((c) => [c.cash, c.equity])).toEqual([
      [5, 50],
      [null, null],
    ]);
    expect(game.cells.A[0].share).toBeCloseTo(2 / 3);
    expect(game.cells.A[1].share).toBeNull();
    expect(game.cells.B[1].events.map((e) => e.name)).toEqual(['补贴']);
    expect(game.cells.A[1].events).toEqual([]);
    expect(game.missing).toEqual(['balance', 'share', 'advertising', 'meeting', 'capacity']);
    expect(game.markets).toEqual([{ code: 'L', name: '本地' }]);
  });

  it('places an event by the fields it carries: no round, not placed; no team, every team; an id as a number', () => {
    const game = buildDebrief({
      rounds: [{ round: 1, year: 1, quarter: 1 }],
      teams: [
        { teamId: '7', teamName: '七' },
        { teamId: '8', teamName: '八' },
      ],
      events: [
        { name: '无回合' },
        { round: 1, name: '全体' },
        { round: 1, teamId: null, name: '全体二' },
        { round: 1, teamId: 8, name: '只给八' },
      ],
    });
    expect(game.cells['7'][0].events.map((e) => e.name)).toEqual(['全体', '全体二']);
    expect(game.cells['8'][0].events.map((e) => e.name)).toEqual(['全体', '全体二', '只给八']);
  });

  it('leaves out what cannot be placed and keeps a figure not sent unknown', () => {
    const game = buildDebrief({
      // A round without its number and a team without its id cannot be placed; an id may come as a number.
      rounds: [
        { round: 1, year: 1, quarter: 1 },
        { year: 1, quarter: 2 },
      ],
      teams: [{ teamId: 7, teamName: '七' }, { teamName: '无号' }],
      costProfit: {
        round: null,
        rows: [],
        trend: [
          {
            round: 1,
            rows: [
              { teamId: 7, revenue: 100 },
              { revenue: 5, netIncome: 1 },
            ],
          },
        ],
      },
      shares: {
        1: {
          round: 1,
          markets: [
            { market: 'L', marketName: '本地', total: 100, teams: [{ teamId: '7' }, { revenue: 100, share: 1 }] },
          ],
        },
      },
      meetings: {
        1: {
          round: 1,
          rows: [
            { teamId: 7, key: 'a', market: 'L', rank: 2, orderIds: ['o1'], quantity: 2, value: 100 },
            { teamId: 7, key: 'b', market: 'L', rank: 1 },
          ],
        },
      },
      events: [],
    });
    expect(game.rounds.map((r) => r.round)).toEqual([1]);
    expect(game.teams.map((t) => t.teamId)).toEqual(['7']);
    const [cell] = game.cells['7'];
    expect([cell.revenue, cell.netIncome]).toEqual([100, null]);
    // The team's row of the market came without its revenue and share: unknown, not nought.
    expect(cell.share).toBeNull();
    expect(cell.shareByMarket).toEqual({ L: null });
    // A queue without the orders it won leaves the count unknown; the queue that won still shows.
    expect(cell.ordersWon).toBeNull();
    expect(cell.orders.map((o) => [o.key, o.count, o.unitPrice])).toEqual([['a', 1, 50]]);
    expect(cell.rank).toBe(1);
    expect(game.missing).toEqual(expect.arrayContaining(['costProfit', 'share', 'meeting']));
  });

  it('tells a round without a meeting from a meeting whose picks did not come', () => {
    const advertising = {
      round: null,
      rows: [],
      trend: [1, 2, 3].map((round) => ({ round, rows: [{ teamId: 'A', total: 40 }] })),
    };
    const game = buildDebrief({
      rounds: [1, 2, 3].map((round) => ({ round, year: 1, quarter: round })),
      teams: [{ teamId: 'A', teamName: '甲' }],
      advertising,
      // Round 1's picks came; round 2 is named but its answer did not come (or was another round's);
      // round 3 was answered without its rows; a round not named had no meeting.
      meetings: {
        1: { round: 1, rows: [{ teamId: 'A', key: 'a', market: 'L', rank: 1, orderIds: ['o1'], quantity: 1 }] },
        2: undefined,
        3: { round: 3 },
      },
      events: [],
    });
    expect(game.cells.A.map((c) => c.ordersWon)).toEqual([1, null, null]);
    expect(game.missing).toContain('meeting');
    // Advertising with the picks unknown is not "advertising without an order".
    expect(findingsAt(game, 'A', 1).map((f) => f.kind)).not.toContain('adNoOrder');
    expect(findingsAt(game, 'A', 2).map((f) => f.kind)).not.toContain('adNoOrder');

    const none = buildDebrief({
      rounds: [1, 2].map((round) => ({ round, year: 1, quarter: round })),
      teams: [{ teamId: 'A', teamName: '甲' }],
      advertising,
      meetings: { 1: { round: 1, rows: [{ teamId: 'A', key: 'a', market: 'L', rank: 1, orderIds: ['o1'] }] } },
      events: [],
    });
    expect(none.cells.A.map((c) => c.ordersWon)).toEqual([1, 0]);
    expect(none.missing).not.toContain('meeting');
    expect(findingsAt(none, 'A', 1).map((f) => f.kind)).toContain('adNoOrder');
  });

  it('gives no share in a market nobody sold in that round', () => {
    const game = buildDebrief({
      rounds: [{ round: 1, year: 1, quarter: 1 }],
      teams: [{ teamId: 'A', teamName: '甲' }],
      shares: {
        1: {
          round: 1,
          markets: [
            { market: 'L', marketName: '本地', total: 100, teams: [{ teamId: 'A', revenue: 100, share: 1 }] },
            { market: 'R', marketName: '区域', total: 0, teams: [{ teamId: 'A', revenue: 0, share: 0 }] },
          ],
        },
      },
      events: [],
    });
    expect(game.cells.A[0].shareByMarket).toEqual({ L: 1 });
  });

  it('finds the rounds where a team’s place by equity moved most', () => {
    const game = crafted((c) => {
      c.A[0].equity = 100;
      c.A[1].equity = 900;
    });
    expect(turningRounds(game, 'A')).toEqual([{ index: 1, from: 3, to: 1 }]);
    expect(turningRounds(crafted(), 'A')).toEqual([]);
  });
});
