import type { OrderRow } from '@/stores/menuTypes';
import { adTotals, equityByGroup, pickFeed, rowsToList, shareByGroup } from '../projector';

const order = (id: string, quantity = 2): OrderRow => ({ id, marketName: '本地', productName: 'P1产品', quantity });

describe("the projector's settled figures", () => {
  it("gives each group's share of the round's sales over every market, as a percentage", () => {
    const answer = {
      round: 4,
      markets: [
        {
          market: 'L',
          total: 300,
          teams: [
            { teamId: 'a', teamName: '第1组', revenue: 200 },
            { teamId: 'b', teamName: '第2组', revenue: 100 },
          ],
        },
        { market: 'R', total: 100, teams: [{ teamId: 'b', teamName: '第2组', revenue: 100 }] },
      ],
    };
    expect(shareByGroup(answer, 4)).toEqual([
      { teamId: 'a', teamName: '第1组', value: 50 },
      { teamId: 'b', teamName: '第2组', value: 50 },
    ]);
  });

  it('says nothing of a round the answer is not of, and never makes up a figure', () => {
    // A backend that ignores `round` answers the whole game (round null).
    expect(shareByGroup({ round: null, markets: [] }, 4)).toBeNull();
    expect(shareByGroup(undefined, 4)).toBeNull();
    expect(shareByGroup({ round: 4, markets: [{ total: 10, teams: [{ teamId: 'a', teamName: 'A' }] }] }, 4)).toEqual([
      { teamId: 'a', teamName: 'A', value: null },
    ]);
    expect(equityByGroup({ round: 3, rows: [] }, 4)).toBeNull();
    expect(
      equityByGroup({ round: 4, rows: [{ teamId: 'a', teamName: 'A', ownerEquityTotal: 512 }, { teamId: 'b' }] }, 4),
    ).toEqual([
      { teamId: 'a', teamName: 'A', value: 512 },
      { teamId: 'b', teamName: 'b', value: null },
    ]);
  });
});

describe("the projector's picks", () => {
  const group = (teamId: string, ids: string[]) => ({
    teamId,
    teamName: teamId,
    groupNum: 1,
    orders: ids.map((id) => order(id)),
  });

  it('puts picks new in an answer on top and keeps the ones seen in place', () => {
    const first = pickFeed([], [group('A', ['o1']), group('B', ['o2'])])!;
    expect(first.map((p) => p.orderId)).toEqual(['o2', 'o1']);
    const next = pickFeed(first, [group('A', ['o1', 'o3']), group('B', ['o2'])])!;
    expect(next.map((p) => p.orderId)).toEqual(['o3', 'o2', 'o1']);
    expect(next[0]).toMatchObject({ teamName: 'A', order: { quantity: 2, productName: 'P1产品' } });
  });

  it('drops picks an answer no longer lists (the menu began again), and is null when picks are not reported', () => {
    const seen = pickFeed([], [group('A', ['o1', 'o2'])])!;
    expect(pickFeed(seen, [group('A', ['o2'])])!.map((p) => p.orderId)).toEqual(['o2']);
    expect(pickFeed(seen, undefined)).toBeNull();
  });
});

describe("the projector's advertising totals and rows that fit", () => {
  it('ranks the groups by their advertising, equal totals sharing a rank, an unreported total last and unranked', () => {
    const rows = adTotals([
      { teamId: 'a', teamName: '第1组', total: 10 },
      { teamId: 'b', teamName: '第2组' },
      { teamId: 'c', teamName: '第3组', total: 30 },
      { teamId: 'd', teamName: '第4组', total: 10 },
    ]);
    expect(rows.map((r) => [r.rank, r.teamName, r.total])).toEqual([
      [1, '第3组', 30],
      [2, '第1组', 10],
      [2, '第4组', 10],
      [null, '第2组', undefined],
    ]);
  });

  it('lists every row that fits, else one fewer than fit beside the count of the rest', () => {
    expect(rowsToList(3, null)).toEqual({ listed: 3, more: 0 });
    expect(rowsToList(4, 4)).toEqual({ listed: 4, more: 0 });
    expect(rowsToList(10, 4)).toEqual({ listed: 3, more: 7 });
    expect(rowsToList(10, 0)).toEqual({ listed: 0, more: 10 });
  });
});
