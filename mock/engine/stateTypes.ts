/** The game state: plain JSON data only. */
import type { RuleParams } from './ruleTypes';
import type {
  BalanceSheet,
  BalanceValues,
  CashLimitRow,
  Expenses,
  IncomeStatement,
  PostCode,
} from '../../src/domain/statements';

export interface Order {
  id: string;
  round: number;
  market: string;
  product: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  /** quarter (1..4) of the meeting's year by which the order must be delivered */
  deliveryQuarter: number;
  /** the same deadline as an absolute round */
  dueRound: number;
  receivableTerm: number;
  requiredQualification: string | null;
}

export type TeamOrderStatus = 'open' | 'delivered' | 'cancelled';

export interface TeamOrder extends Order {
  status: TeamOrderStatus;
  pickedRound: number;
  deliveredRound: number | null;
  penalty: number;
}

export interface Lot {
  code: string;
  qty: number;
  unitCost: number;
}

export interface Loan {
  id: string;
  amount: number;
  takenRound: number;
  /** principal is repaid in the settlement of this round */
  dueRound: number;
}

export interface Receivable {
  id: string;
  orderId: string;
  amount: number;
  /** collected in the settlement of this round */
  dueRound: number;
}

export interface MaterialOrder {
  id: string;
  code: string;
  qty: number;
  unitPrice: number;
  orderedRound: number;
  /** arrives (and is paid) in the settlement of this round */
  arriveRound: number;
}

export type LineStatus = 'building' | 'ready' | 'converting';

export interface Line {
  id: string;
  type: string;
  product: string;
  status: LineStatus;
  /** first round in which the line may produce (for building/converting lines) */
  readyRound: number;
  builtRound: number;
  bookValue: number;
  /** production started this round; becomes finished goods at settlement */
  wip: { product: string; lots: Lot[] } | null;
}

export interface DevProgress {
  /** development steps paid so far */
  progress: number;
  done: boolean;
  /** round of the last step (one step per round) */
  lastRound: number;
}

/** Profit-and-loss accumulator (for the current round and for the year to date). */
export interface Pnl {
  revenue: number;
  directCost: number;
  expenses: Expenses;
  depreciation: number;
  /** loan interest */
  financeCharge: number;
  /** other financial and non-operating result: discount fees, penalties, losses on line sales, minus grants */
  financeCost: number;
  incomeTaxes: number;
}

export interface RoundStats {
  salesByMarket: Record<string, number>;
  salesByProduct: Record<string, number>;
  salesQtyByProduct: Record<string, number>;
  advertising: Record<string, Record<string, number>>;
  ordersTaken: { count: number; quantity: number; value: number };
  ordersDelivered: { count: number; quantity: number; value: number };
  capacityUsed: number;
  penalties: number;
}

export interface TeamState {
  teamId: string;
  teamName: string;
  cash: number;
  shareholderCapital: number;
  retainProfits: number;
  otherPayable: number;
  taxPayable: number;
  longLoans: Loan[];
  shortLoans: Loan[];
  receivables: Receivable[];
  materialLots: Lot[];
  materialOrders: MaterialOrder[];
  goodsLots: Lot[];
  lines: Line[];
  markets: Record<string, DevProgress>;
  products: Record<string, DevProgress>;
  qualifications: Record<string, DevProgress>;
  orders: TeamOrder[];
  ytd: Pnl;
  rq: Pnl;
  stats: RoundStats;
  /** losses of earlier years not yet offset against taxable profit */
  lossCarry: number;
  /** owner equity at the last settlement (the base of the loan limits) */
  equityBase: number;
  /** balance at the start of the current round (the "beginning" column) */
  opening: BalanceValues;
  /** revenue per year (string key) per market; used to break advertising ties */
  salesByYear: Record<string, Record<string, number>>;
  bankrupt: boolean;
  bankruptReason: string | null;
  bankruptRound: number | null;
  teacherScore: number | null;
  /** cash each post's actions paid out in `round` (the cash-limit list); absent before the first */
  postSpent?: { round: number; byPost: Partial<Record<PostCode, number>> };
}

export interface AdItem {
  market: string;
  product: string;
  amount: number;
}

export interface AdSubmission {
  teamId: string;
  items: AdItem[];
  total: number;
  submittedAt: number;
}

export interface MenuSession {
  market: string;
  product: string;
  /** indexes into MenuState.orders (numbers keep the hot loops free of id lookups) */
  orderIdx: number[];
  /** indexes of orders not yet picked */
  remaining: number[];
  /** picks made in this selection, in order */
  picks: PickRecord[];
  /** teams in advertising rank */
  queue: string[];
  /** picks each queued team may make in this session */
  rights: number[];
  /** picks made */
  picked: number[];
  /** turns consumed (picks + time-outs) */
  used: number[];
  /** passed or found without any order it may take */
  passed: boolean[];
  cursor: number;
  done: boolean;
}

export interface PickRecord {
  teamId: string;
  orderId: string;
  market: string;
  product: string;
  at: number;
}

export type MenuPhase = 1 | 2 | 3 | 4;

export interface MenuState {
  round: number;
  /** 1 advertising, 2 waiting to start, 3 picking, 4 finished */
  phase: MenuPhase;
  /** seconds per pick */
  duration: number;
  suspended: boolean;
  suspendedAt: number | null;
  /** optimistic-concurrency counter, bumped by every change of the selection */
  version: number;
  ads: AdSubmission[];
  orders: Order[];
  sessions: MenuSession[];
  sessionIndex: number;
  turn: { teamId: string; startTime: number } | null;
  timeouts: number;
}

export type SpecialEventType = 'marketShock' | 'costChange' | 'grant';

export interface SpecialEvent {
  id: string;
  round: number;
  at: number;
  type: SpecialEventType;
  name: string;
  market?: string;
  demandPct?: number;
  pricePct?: number;
  material?: string;
  newPrice?: number;
  teamId?: string | null;
  amount?: number;
}

export interface TeamMetrics {
  salesByMarket: Record<string, number>;
  salesByProduct: Record<string, number>;
  salesQtyByProduct: Record<string, number>;
  advertising: Record<string, Record<string, number>>;
  advertisingTotal: number;
  ordersTaken: { count: number; quantity: number; value: number };
  ordersDelivered: { count: number; quantity: number; value: number };
  capacity: { lines: number; capacity: number; used: number };
  earnings: { revenue: number; grossProfit: number; netIncome: number };
  liabilities: { longLoans: number; shortLoans: number; payables: number; total: number; debtRatio: number };
  costProfit: {
    revenue: number;
    directCost: number;
    expenses: number;
    depreciation: number;
    financeCharge: number;
    financeCost: number;
    incomeTaxes: number;
    netIncome: number;
  };
  penalties: number;
}

export interface TeamRoundRecord {
  teamId: string;
  teamName: string;
  bankrupt: boolean;
  balanceSheet: BalanceSheet;
  /** year to date: a Q4 record is the statement of the year */
  incomeStatement: IncomeStatement;
  /** year to date, like the income statement */
  expenses: Expenses;
  /** what each post may spend in the next round */
  cashLimits: CashLimitRow[];
  /** flows of this round only */
  metrics: TeamMetrics;
}

export interface RoundRecord {
  round: number;
  year: number;
  quarter: number;
  teams: TeamRoundRecord[];
}

/** An order a dealer places for the order meeting of `round`, beside the generated ones. */
export interface DealerOrderInput {
  round: number;
  market: string;
  product: string;
  quantity: number;
  unitPrice: number;
  /** quarter (1..4) of the meeting's year by which it must be delivered */
  deliveryQuarter: number;
}

export interface GameState {
  schema: 1;
  seed: number;
  rule: RuleParams;
  roundNumber: number;
  currentRound: number;
  /** last settled round (0 = none) */
  settledRound: number;
  status: 'running' | 'finished';
  teams: TeamState[];
  menu: MenuState | null;
  /** finished order meetings, kept for the menu-detail screens */
  pastMenus: MenuState[];
  /** current material prices (cost-change events move them) */
  materialPrices: Record<string, number>;
  /** cumulative market-shock modifiers, percent (100 = unchanged) */
  marketModifiers: Record<string, { demandPct: number; pricePct: number }>;
  events: SpecialEvent[];
  /** the rule's dealer orders, as they were when the game was created; absent when none */
  dealerOrders?: DealerOrderInput[];
  history: RoundRecord[];
  /** id counter */
  seq: number;
}

export type Result<T = undefined> = { ok: true; state: GameState; data?: T } | { ok: false; msg: string };
