import { advertise, closeAdvertising, createGame, getPresetRule, replay } from '../index';
import type { DealerOrderInput, GameAction, GameState } from '../index';
import { teamsOf, unwrap } from './helpers';

const NOW = 1_700_000_000_000;

/** The quick rule (a meeting every round), two teams, with dealer orders for rounds 1 and 2. */
const DEALERS: DealerOrderInput[] = [
  { round: 1, market: 'LOCAL', product: 'P1', quantity: 7, unitPrice: 99, deliveryQuarter: 3 },
  { round: 2, market: 'LOCAL', product: 'P1', quantity: 3, unitPrice: 88, deliveryQuarter: 1 },
  { round: 1, market: 'MARS', product: 'P1', quantity: 1, unitPrice: 10, deliveryQuarter: 4 },
];

function game(dealerOrders?: DealerOrderInput[]): GameState {
  return createGame({ rule: getPresetRule('QUICK')!, seed: 11, teams: teamsOf(2), roundNumber: 8, dealerOrders });
}

/** Both teams advertise on LOCAL × P1 and the teacher closes advertising: the meeting's order pool. */
function pool(s: GameState): GameState {
  let state = s;
  for (const t of state.teams)
    state = unwrap(advertise(state, t.teamId, [{ market: 'LOCAL', product: 'P1', amount: 10 }], { now: NOW }));
  return unwrap(closeAdvertising(state, { now: NOW }));
}

describe('dealer orders', () => {
  it("join the order pool of the round they name, beside the rule's generated orders", () => {
    const plain = pool(game());
    const withDealers = pool(game(DEALERS));
    const dealerOrders = withDealers.menu!.orders.filter((o) => o.id.startsWith('O1-D-'));
    expect(dealerOrders).toEqual([
      {
        id: 'O1-D-1',
        round: 1,
        market: 'LOCAL',
        product: 'P1',
        quantity: 7,
        unitPrice: 99,
        totalPrice: 693,
        deliveryQuarter: 3,
        dueRound: 3,
        receivableTerm: getPresetRule('QUICK')!.orderGen.find((g) => g.market === 'LOCAL' && g.product === 'P1')!
          .termMin,
        requiredQualification: null,
      },
    ]);
    // The generated orders are the same; the dealer's is offered in the LOCAL × P1 selection.
    expect(withDealers.menu!.orders.filter((o) => !o.id.includes('-D-'))).toEqual(plain.menu!.orders);
    const session = withDealers.menu!.sessions.find((x) => x.market === 'LOCAL' && x.product === 'P1')!;
    expect(session.orderIdx.map((i) => withDealers.menu!.orders[i].id)).toContain('O1-D-1');
  });

  it('wait for their round, are never due before the meeting, and replay the same', () => {
    const log: GameAction[] = [
      ...teamsOf(2).map(
        (t): GameAction => ({
          type: 'advertise',
          teamId: t.teamId,
          items: [{ market: 'LOCAL', product: 'P1', amount: 10 }],
          now: NOW,
        }),
      ),
      { type: 'closeAdvertising', now: NOW },
      { type: 'endMenu', now: NOW },
      { type: 'settleRound', round: 1 },
      ...teamsOf(2).map(
        (t): GameAction => ({
          type: 'advertise',
          teamId: t.teamId,
          items: [{ market: 'LOCAL', product: 'P1', amount: 10 }],
          now: NOW + 1,
        }),
      ),
      { type: 'closeAdvertising', now: NOW + 1 },
    ];
    const { state, refused } = replay(game(DEALERS), log);
    expect(refused).toEqual([]);
    expect(state.currentRound).toBe(2);
    const round2 = state.menu!.orders.filter((o) => o.id.includes('-D-'));
    // Named for quarter 1, offered in quarter 2: due at the end of the meeting's own quarter.
    expect(round2).toEqual([expect.objectContaining({ id: 'O2-D-1', quantity: 3, deliveryQuarter: 2, dueRound: 2 })]);
    expect(JSON.stringify(replay(game(DEALERS), log).state)).toBe(JSON.stringify(state));
  });

  it('leave a game without them unchanged in shape', () => {
    expect(game()).not.toHaveProperty('dealerOrders');
    expect(game([])).not.toHaveProperty('dealerOrders');
    expect(game(DEALERS).dealerOrders).toEqual(DEALERS);
  });
});
