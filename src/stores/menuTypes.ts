import type { Answer, Id, Row } from '@/services/contract';

/**
 * The menu condition the screens poll. Spec point 7 names list, allRounds, allOrder, surplusRounds,
 * surplusOrder, menuState and menuTime; every other field is this project's assumption (its mock
 * sends them), so a screen must work without it: the consoles then follow the training, the meeting
 * and the phase through the spec's own calls (see src/features/console/livePlan.ts).
 */
export type MenuCondition = Answer<'menu.condition'>;

/** One product's row of the menu condition: seconds left (raw) when it is being selected. */
export type ProductTimer = Row<MenuCondition['list']>;

/** An order of the meeting: offered, picked or won. */
export type OrderRow = Row<MenuCondition['currentOrders']>;

/** The published ranking of one market and product, with its queue of teams. */
export type RankingRow = Row<MenuCondition['ranking']>;
export type QueueRow = Row<RankingRow['queue']>;

/**
 * getMenuPhase's answer: spec point 3's phase, advertising, id, startTime, currentTime and state,
 * and in phase 3 allRound, productList, menuState, menuTime and menuTimers. The rest is assumed.
 */
export type MenuPhase = Answer<'menu.getMenuPhase'>;

export type TeamAdvertising = Row<MenuCondition['teamData']>;

export type Bulletin = Row<Answer<'gmSys.getSystemBulletin'>['pages']['records']>;

export type GroupReportRow = Row<Answer<'gmSys.groupInfoReport'>['reportData']>;

/** Spec point 3's cash-limit row: what a post may pay out in the round. */
export type CashLimitRow = Pick<Row<Answer<'team.state'>['cashLimits']>, 'posCode' | 'cashLimit'>;

/**
 * The order meeting's menu (spec point 3). Phase: phase, advertising (sent as issueAdvertising on
 * save), id, startTime, currentTime, state. Phase 3: allRound, productList, menuState, menuTime
 * and menuTimers (whole seconds per product, never below 0). Other: teamData, the system bulletin
 * (current page and records), the group-info report (reportData, reportYear, year) and cash-limit
 * rows. Added: the menu `version` to send back and whether the menu is `suspended`, each null when
 * the backend does not report it; the server-clock offset (server time − local time, so countdowns
 * read the server's clock) and the rest of the polled condition.
 */
/** How far the menu is: its selections and orders, in all and left (spec point 7). */
export interface MenuProgress {
  allRounds: number;
  allOrder: number;
  surplusRounds: number;
  surplusOrder: number;
}

export interface MenuModelState {
  phase: number;
  advertising: number;
  id: Id | null;
  startTime: number | null;
  currentTime: number | null;
  state: number;
  version: number | null;
  duration: number;
  suspended: boolean | null;
  clockOffset: number;
  /** The menu's progress; null until an answer gave it (shown as '-', never as 0). */
  allRound: MenuProgress | null;
  productList: ProductTimer[];
  menuState: number;
  menuTime: number;
  menuTimers: Record<string, number>;
  condition: MenuCondition | null;
  teamData: TeamAdvertising[];
  ranking: RankingRow[];
  bulletin: { current: string; records: Bulletin[]; total: number | null; more: boolean };
  reportData: GroupReportRow[];
  reportYear: number;
  year: number;
  cashLimitList: CashLimitRow[];
}

/** checkMenuIsOpen's answer: picking is open only in phase 3, not suspended, with the meeting running. */
export type MenuOpenCheck = Answer<'menu.checkMenuIsOpen'>;
