/**
 * The coach: what the debrief's findings say about one team at one settled round, told to the team
 * itself after the round (pure). It runs the debrief's own rules (findingsAt), so the thresholds and
 * the sentences are the debrief's; it adds to each finding where the team can see it and one fixed
 * question for the next round. docs/GAME_RULES.md lists each finding with its threshold and question.
 */
import type { DebriefGame } from '@/features/analysis/debrief';
import {
  AD_PER_ORDER_ABOVE_MEDIAN,
  type Finding,
  type FindingKind,
  findingsAt,
  IDLE_CAPACITY_BELOW,
  LOW_CASH_SHARE_OF_EQUITY,
  type OpenedStatements,
  SHARE_MOVE_MIN,
} from '@/features/analysis/findings';
import { encodeQs } from '@/utils/qs';

/**
 * Where a finding's link takes the student: the team's statements, the market shares, the capacity
 * used, or the orders of the meetings.
 */
export type CoachTarget = 'statement' | 'market' | 'capacity' | 'orders';

export const COACH_TARGET: Record<FindingKind, CoachTarget> = {
  shareGain: 'market',
  shareLoss: 'market',
  lowCash: 'statement',
  idleCapacity: 'capacity',
  adPerOrder: 'orders',
  adNoOrder: 'orders',
  inputDiffers: 'statement',
};

/**
 * Findings that compare the team with the class: a share is the team's part of every team's sales,
 * and advertising per order is set against the class median. The coach gives them only once the
 * teacher has opened the analysis to the students.
 */
export const CLASS_KINDS: ReadonlySet<FindingKind> = new Set(['shareGain', 'shareLoss', 'adPerOrder']);

/** Findings about the round's advertising: none for a round whose advertising ranking was never made public. */
export const ADVERTISING_KINDS: ReadonlySet<FindingKind> = new Set(['adPerOrder', 'adNoOrder']);

/** The thresholds each question names, as the findings use them. */
export const QUESTION_VALUES: Record<FindingKind, Record<string, number>> = {
  shareGain: { points: SHARE_MOVE_MIN },
  shareLoss: { points: SHARE_MOVE_MIN },
  lowCash: { limit: LOW_CASH_SHARE_OF_EQUITY },
  idleCapacity: { limit: IDLE_CAPACITY_BELOW },
  adPerOrder: { times: AD_PER_ORDER_ABOVE_MEDIAN },
  adNoOrder: {},
  inputDiffers: {},
};

/** A finding as the coach gives it: the debrief's finding and where the team can see it. */
export type CoachFinding = Finding & { target: CoachTarget };

export interface CoachView {
  /** the teacher's switch (openAll): the students see every team's analysis */
  open: boolean;
  /** the team's statements at the round, once read (the input finding needs them) */
  statements?: OpenedStatements;
}

/**
 * The game as the team may see it with the switch off: the team alone, without the market shares
 * (a share is made of every team's sales). The findings run on this, so no other team's figure can
 * reach them.
 */
export function ownOnly(game: DebriefGame, teamId: string): DebriefGame {
  const cells = game.cells[teamId] ?? [];
  return {
    ...game,
    teams: game.teams.filter((team) => team.teamId === teamId),
    markets: [],
    cells: { [teamId]: cells.map((cell) => ({ ...cell, share: null, shareByMarket: {} })) },
    final: {},
  };
}

/** The coach's findings of a team at a round (an index into the game's rounds), under the switch as it is. */
export function coachFindings(game: DebriefGame, teamId: string, index: number, view: CoachView): CoachFinding[] {
  const round = game.rounds[index]?.round;
  const ranked = round !== undefined && !!game.ranked?.includes(round);
  const seen = view.open ? game : ownOnly(game, teamId);
  return findingsAt(seen, teamId, index, view.statements)
    .filter((f) => (view.open || !CLASS_KINDS.has(f.kind)) && (ranked || !ADVERTISING_KINDS.has(f.kind)))
    .map((f) => ({ ...f, target: COACH_TARGET[f.kind] }));
}

/** The analysis tab each target opens (the statements have their own screen). */
const TARGET_TAB: Record<Exclude<CoachTarget, 'statement'>, string> = {
  market: 'marketShare',
  capacity: 'capacity',
  orders: 'menuDetail',
};

/**
 * The address a finding's link opens at the finding's round, under the user's own routes: a
 * student's (/experiment) or a teacher's (/train/home).
 */
export function coachLink(
  base: '/experiment' | '/train/home',
  target: CoachTarget,
  trainId: string,
  round: number | undefined,
): string {
  const at = round === undefined ? {} : { round };
  if (target === 'statement') return `${base}/result-view?qs=${encodeQs({ trainId, ...at })}`;
  return `${base}/intelligent-analysis?qs=${encodeQs({ trainId, tab: TARGET_TAB[target], ...at })}`;
}
