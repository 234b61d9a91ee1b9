export interface OrderRow {
  id: string;
  market: string;
  marketName: string;
  product: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  deliveryQuarter: number;
  receivableTerm: number;
  requiredQualification: string | null;
}

/** One product's row of the menu condition: seconds left (raw) when it is being selected. */
export interface ProductTimer {
  product: string;
  productName: string;
  current: boolean;
  market: string | null;
  time: number;
}

export interface QueueRow {
  teamId: string;
  teamName: string;
  rank: number;
  rights: number;
  picked?: number;
  picksLeft?: number;
  passed?: boolean;
  amount?: number;
}

/**
 * The menu condition the screens poll. Spec point 7 names list, allRounds, allOrder, surplusRounds,
 * surplusOrder, menuState and menuTime; every other field is this project's assumption (its mock
 * sends them), so a screen must work without it: the consoles then follow the training, the meeting
 * and the phase through the spec's own calls (see src/features/console/livePlan.ts).
 */
export interface MenuCondition {
  list: ProductTimer[];
  allRounds: number;
  allOrder: number;
  surplusRounds: number;
  surplusOrder: number;
  menuState: number;
  menuTime: number;
  trainState?: number;
  trainVersion?: number;
  currRound?: number;
  currentTime?: number;
  meeting?: { id: string; state: number; duration: number; startTime: number | null } | null;
  advertising?: number;
  phase?: number;
  version?: number;
  suspended?: boolean;
  duration?: number;
  startTime?: number | null;
  current?: {
    teamId: string;
    teamName: string;
    groupNum: number | null;
    market: string | null;
    marketName: string;
    product: string | null;
    productName: string;
    queue: QueueRow[];
  } | null;
  currentOrders?: OrderRow[];
  picks?: { teamId: string; teamName: string; groupNum: number | null; orders: OrderRow[] }[];
  sessions?: {
    market: string;
    marketName: string;
    product: string;
    productName: string;
    done: boolean;
    current: boolean;
    orderCount: number;
    remainingCount: number;
  }[];
  teamData?: TeamAdvertising[];
  ranking?: RankingRow[];
}

/**
 * getMenuPhase's answer: spec point 3's phase, advertising, id, startTime, currentTime and state,
 * and in phase 3 allRound, productList, menuState, menuTime and menuTimers. The rest is assumed.
 */
export interface MenuPhase {
  phase: number;
  advertising?: number;
  id?: string | null;
  startTime?: number | null;
  currentTime?: number | null;
  state?: number;
  allRound?: MenuModelState['allRound'];
  productList?: ProductTimer[];
  menuState?: number;
  menuTime?: number;
  menuTimers?: Record<string, number>;
  version?: number;
  suspended?: boolean;
  duration?: number;
}

export interface TeamAdvertising {
  teamId: string;
  groupNum: number;
  teamName: string;
  submitted: boolean;
  submittedAt: number | null;
  total: number;
  items: { market: string; marketName: string; product: string; productName: string; amount: number }[];
}

export interface RankingRow {
  market: string;
  marketName: string;
  product: string;
  productName: string;
  orderCount: number;
  queue: QueueRow[];
}

export interface Bulletin {
  id: string;
  title: string;
  content: string;
  createTime: string;
}

export interface GroupReportRow {
  teamId: string;
  teamName: string;
  groupNum: number | null;
  bankrupt: boolean;
  cash: number;
  assetsTotal: number;
  liabilitiesTotal: number;
  ownerEquityTotal: number;
  netRevenues: number;
  netIncome: number;
}

export interface CashLimitRow {
  posCode: string;
  cashLimit: number;
}

/**
 * The order meeting's menu (spec point 3). Phase: phase, advertising (sent as issueAdvertising on
 * save), id, startTime, currentTime, state. Phase 3: allRound, productList, menuState, menuTime
 * and menuTimers (whole seconds per product, never below 0). Other: teamData, the system bulletin
 * (current page and records), the group-info report (reportData, reportYear, year) and cash-limit
 * rows. Added: the menu `version` to send back and whether the menu is `suspended`, each null when
 * the backend does not report it; the server-clock offset (server time − local time, so countdowns
 * read the server's clock) and the rest of the polled condition.
 */
export interface MenuModelState {
  phase: number;
  advertising: number;
  id: string | null;
  startTime: number | null;
  currentTime: number | null;
  state: number;
  version: number | null;
  duration: number;
  suspended: boolean | null;
  clockOffset: number;
  allRound: { allRounds: number; allOrder: number; surplusRounds: number; surplusOrder: number };
  productList: ProductTimer[];
  menuState: number;
  menuTime: number;
  menuTimers: Record<string, number>;
  condition: MenuCondition | null;
  teamData: TeamAdvertising[];
  ranking: RankingRow[];
  bulletin: { current: string; records: Bulletin[]; total: number };
  reportData: GroupReportRow[];
  reportYear: number;
  year: number;
  cashLimitList: CashLimitRow[];
}

/** checkMenuIsOpen's answer: picking is open only in phase 3, not suspended, with the meeting running. */
export interface MenuOpenCheck {
  open: boolean;
  phase: number;
  suspended: boolean;
  meetingState: number;
}
