/**
 * Public API of the sandbox engine (pure TypeScript; time and randomness are passed in).
 * Rules: docs/GAME_RULES.md.
 */
export * from './types';
export { roundToYearQuarter, yearOf, quarterOf, yearEndRound, isAdRound, ROUNDS_PER_YEAR } from './time';
export { presetRules, getPresetRule, validateRule, initialAssetsValue } from './rules';
export { flattenRule, unflattenRule } from './ruleRows';
export { createGame } from './game';
export type { CreateGameInput, TeamInput } from './game';
export { developMarket, developProduct, applyQualification } from './development';
export { buildLine, convertLine, sellLine, startProduction } from './production';
export { orderMaterial, cancelMaterialOrder } from './materials';
export { takeLoan, repayLoan, discountReceivables, loanLimits } from './finance';
export type { LoanKind, LoanLimit } from './finance';
export { deliverOrder } from './delivery';
export { generateOrders, orderIneligibility } from './orders';
export {
  advertise,
  closeAdvertising,
  startMenu,
  pickOrder,
  passPick,
  autoCancel,
  suspendMenu,
  restoreMenu,
  reMenu,
  endMenu,
  setMenuDuration,
  STALE_MSG,
  allPicks,
  orderById,
} from './menu';
export type { MenuOpts } from './menu';
export { menuView, remainingSeconds } from './menuView';
export type { MenuView } from './menuView';
export { startSpecialEvent, injectCapital, markBankruptcy, inputScore } from './gm';
export type { SpecialEventInput } from './gm';
export { settleRound, changeRound } from './settle';
export type { SettleOptions } from './settle';
export { balanceValues, ownerEquity, incomeValues } from './statements';
export {
  roundRecord,
  teamHistory,
  teamStatements,
  marketShare,
  teamMetricsTable,
  advertisingAnalysis,
  orderAnalysis,
  salesAnalysis,
  capacityAnalysis,
  earningsAnalysis,
  liabilitiesAnalysis,
  costProfitAnalysis,
  cashForecast,
  teamView,
} from './queries';
export type { MarketShareRow, MetricsRow, CashForecast, TeamRoundRow, TeamView } from './queries';
export { teamScores } from './scores';
export type { ScoreRow } from './scores';
export { applyAction, replay } from './actions';
export { postCashLimits, POST_LABELS } from './cashLimit';
export type { PostCashLimit } from './cashLimit';
export type { GameAction, TeamAction, GmAction } from './actions';
export {
  playScriptedGame,
  playBotRound,
  runMenuWithBots,
  botOperate,
  botAdvertise,
  botPick,
  botPersonality,
} from './bots';
export type { ScriptedGameInput, BotPersonality } from './bots';
export * from './console';
