import type { AdItem, GameState, PostCode, Result } from './types';
import { withinCashLimit } from './cashLimit';
import { applyQualification, developMarket, developProduct } from './development';
import { deliverOrder } from './delivery';
import { discountReceivables, repayLoan, takeLoan } from './finance';
import type { LoanKind } from './finance';
import { injectCapital, inputScore, markBankruptcy, startSpecialEvent } from './gm';
import type { SpecialEventInput } from './gm';
import { cancelMaterialOrder, orderMaterial } from './materials';
import {
  advertise,
  autoCancel,
  closeAdvertising,
  endMenu,
  passPick,
  pickOrder,
  reMenu,
  restoreMenu,
  setMenuDuration,
  startMenu,
  suspendMenu,
} from './menu';
import { buildLine, convertLine, sellLine, startProduction } from './production';
import { changeRound, settleRound } from './settle';

/**
 * Every state change as data. Replaying the same list of actions on the same created game gives
 * the same state (the property tests rely on this), and the HTTP layer can log actions.
 */
export type TeamAction = (
  | { type: 'advertise'; teamId: string; items: AdItem[]; now: number }
  | { type: 'developMarket'; teamId: string; market: string }
  | { type: 'developProduct'; teamId: string; product: string }
  | { type: 'applyQualification'; teamId: string; qualification: string }
  | { type: 'buildLine'; teamId: string; lineType: string; product: string }
  | { type: 'convertLine'; teamId: string; lineId: string; product: string }
  | { type: 'sellLine'; teamId: string; lineId: string }
  | { type: 'startProduction'; teamId: string; lineId: string; quantity: number }
  | { type: 'orderMaterial'; teamId: string; material: string; quantity: number }
  | { type: 'cancelMaterialOrder'; teamId: string; orderId: string }
  | { type: 'takeLoan'; teamId: string; kind: LoanKind; amount: number }
  | { type: 'repayLoan'; teamId: string; kind: LoanKind; loanId: string }
  | { type: 'deliverOrder'; teamId: string; orderId: string }
  | { type: 'discountReceivables'; teamId: string; amount: number }
  | { type: 'pickOrder'; teamId: string; orderId: string; now: number; version?: number }
  | { type: 'passPick'; teamId: string; now: number; version?: number }
) & {
  /** The post of the student who acts: the cash the action pays out counts against its cash limit. */
  post?: PostCode;
};

export type GmAction =
  | { type: 'closeAdvertising'; now: number; version?: number }
  | { type: 'startMenu'; now: number; version?: number }
  | { type: 'suspendMenu'; now: number; version?: number }
  | { type: 'restoreMenu'; now: number; version?: number }
  | { type: 'reMenu'; now: number; version?: number }
  | { type: 'endMenu'; now: number; version?: number }
  | { type: 'autoCancel'; now: number; version?: number }
  | { type: 'setMenuDuration'; seconds: number; now: number; version?: number }
  | { type: 'specialEvent'; event: SpecialEventInput; now: number }
  | { type: 'injectCapital'; teamId: string; amount: number }
  | { type: 'markBankruptcy'; teamId: string; bankrupt?: boolean }
  | { type: 'inputScore'; teamId: string; score: number }
  | { type: 'settleRound'; round?: number }
  | { type: 'changeRound'; round: number; now: number };

export type GameAction = TeamAction | GmAction;

export function applyAction(state: GameState, a: GameAction): Result<unknown> {
  const result = applyOne(state, a);
  return 'post' in a && a.post ? withinCashLimit(state, result, a.teamId, a.post) : result;
}

function applyOne(state: GameState, a: GameAction): Result<unknown> {
  switch (a.type) {
    case 'advertise':
      return advertise(state, a.teamId, a.items, { now: a.now });
    case 'developMarket':
      return developMarket(state, a.teamId, a.market);
    case 'developProduct':
      return developProduct(state, a.teamId, a.product);
    case 'applyQualification':
      return applyQualification(state, a.teamId, a.qualification);
    case 'buildLine':
      return buildLine(state, a.teamId, a.lineType, a.product);
    case 'convertLine':
      return convertLine(state, a.teamId, a.lineId, a.product);
    case 'sellLine':
      return sellLine(state, a.teamId, a.lineId);
    case 'startProduction':
      return startProduction(state, a.teamId, a.lineId, a.quantity);
    case 'orderMaterial':
      return orderMaterial(state, a.teamId, a.material, a.quantity);
    case 'cancelMaterialOrder':
      return cancelMaterialOrder(state, a.teamId, a.orderId);
    case 'takeLoan':
      return takeLoan(state, a.teamId, a.kind, a.amount);
    case 'repayLoan':
      return repayLoan(state, a.teamId, a.kind, a.loanId);
    case 'deliverOrder':
      return deliverOrder(state, a.teamId, a.orderId);
    case 'discountReceivables':
      return discountReceivables(state, a.teamId, a.amount);
    case 'pickOrder':
      return pickOrder(state, a.teamId, a.orderId, { now: a.now, version: a.version });
    case 'passPick':
      return passPick(state, a.teamId, { now: a.now, version: a.version });
    case 'closeAdvertising':
      return closeAdvertising(state, a);
    case 'startMenu':
      return startMenu(state, a);
    case 'suspendMenu':
      return suspendMenu(state, a);
    case 'restoreMenu':
      return restoreMenu(state, a);
    case 'reMenu':
      return reMenu(state, a);
    case 'endMenu':
      return endMenu(state, a);
    case 'autoCancel':
      return autoCancel(state, a.now, a.version);
    case 'setMenuDuration':
      return setMenuDuration(state, a.seconds, a);
    case 'specialEvent':
      return startSpecialEvent(state, a.event, a.now);
    case 'injectCapital':
      return injectCapital(state, a.teamId, a.amount);
    case 'markBankruptcy':
      return markBankruptcy(state, a.teamId, a.bankrupt ?? true);
    case 'inputScore':
      return inputScore(state, a.teamId, a.score);
    case 'settleRound':
      return settleRound(state, { round: a.round });
    case 'changeRound':
      return changeRound(state, a.round, a.now);
    default:
      return { ok: false, msg: '未知的操作' };
  }
}

/** Applies actions in order, skipping refused ones; returns the final state and the refusals. */
export function replay(
  state: GameState,
  actions: GameAction[],
): { state: GameState; refused: { index: number; msg: string }[] } {
  let s = state;
  const refused: { index: number; msg: string }[] = [];
  actions.forEach((a, index) => {
    const r = applyAction(s, a);
    if (r.ok) s = r.state;
    else refused.push({ index, msg: r.msg });
  });
  return { state: s, refused };
}
