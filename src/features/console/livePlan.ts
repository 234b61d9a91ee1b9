import { MENU_PHASE } from '@/domain/codes';
import type { MenuCondition } from '@/stores/menuTypes';

/**
 * How the consoles follow a training that other users change. The menu condition is polled first.
 * When it carries the training, the meeting and the menu (this project's mock sends them), it is the
 * only call, once a second. Spec point 7 promises none of that, so otherwise each thing is read from
 * the spec's own call for it, each at its own pace and spread over the seconds: the training's
 * getById (state, currRound), the order meeting's get (state, id) and getMenuPhase (phase,
 * advertising), with the condition itself only while picking, when its countdowns move.
 */
export type LiveCall = 'condition' | 'training' | 'meeting' | 'phase' | 'teamData';

/**
 * Who follows the training: a teacher's console also reads the teams' advertising while it is
 * placed; the projector view reads it too, but reads the meeting less often then, so it makes no
 * more calls than a student's console.
 */
export type Watcher = 'teacher' | 'student' | 'projector';

export interface LiveSituation {
  /** The condition carries the training, the meeting and the menu phase; unknown before its first answer. */
  rich: boolean | null;
  /** The training runs on a sand table with order meetings (spec point 4). */
  hasMeetings: boolean;
  /** The round's order meeting is running. */
  meetingRunning: boolean;
  phase: number;
  watcher: Watcher;
}

/** Milliseconds between two calls of each kind; a kind left out is not made. */
export type LivePlan = Partial<Record<LiveCall, number>>;

/** The poll of a condition that carries everything: the pace of the consoles since they were written. */
export const RICH_MS = 1000;
/**
 * Without a running meeting: the training and the meeting, 1.25 calls a second together, which leaves
 * room in the 1.5 for the reloads a change brings.
 */
export const REST_MS = 1600;
/** In a running meeting, each of the spec's calls; a change shows within this and one answer. */
export const MEETING_MS = 2000;
/** While picking, the meeting is read less often: a change of phase reads it at once too. */
export const PICKING_MEETING_MS = 4000;

export function livePlan(s: LiveSituation): LivePlan {
  if (s.rich !== false) return { condition: RICH_MS };
  if (!s.meetingRunning) return s.hasMeetings ? { training: REST_MS, meeting: REST_MS } : { training: REST_MS };
  if (s.phase === MENU_PHASE.picking)
    return { training: MEETING_MS, meeting: PICKING_MEETING_MS, phase: MEETING_MS, condition: RICH_MS };
  if (s.phase === MENU_PHASE.advertising && s.watcher === 'projector')
    return { training: MEETING_MS, meeting: PICKING_MEETING_MS, phase: MEETING_MS, teamData: PICKING_MEETING_MS };
  return {
    training: MEETING_MS,
    meeting: MEETING_MS,
    phase: MEETING_MS,
    ...(s.watcher === 'teacher' && s.phase === MENU_PHASE.advertising ? { teamData: MEETING_MS } : {}),
  };
}

/**
 * A condition that carries the training and the menu phase (assumed fields), and so the round's
 * meeting too: a round without one sends `meeting: null`, which reads as absent.
 */
export type FullCondition = MenuCondition & Required<Pick<MenuCondition, 'trainState' | 'currRound' | 'phase'>>;

export function carriesEverything(c: MenuCondition): c is FullCondition {
  return c.trainState !== undefined && c.currRound !== undefined && c.phase !== undefined;
}

/**
 * Calls per second a plan makes, at most: what the request-rate targets are checked against.
 */
export function callsPerSecond(plan: LivePlan): number {
  return Object.values(plan).reduce((sum, ms) => sum + 1000 / (ms as number), 0);
}

/**
 * The first due time of each kind new to a plan: spread evenly over its period, so the calls of one
 * pace do not leave together.
 */
export function staggered(kinds: LiveCall[], plan: LivePlan, now: number): Partial<Record<LiveCall, number>> {
  const due: Partial<Record<LiveCall, number>> = {};
  kinds.forEach((kind, i) => {
    due[kind] = now + Math.round(((plan[kind] ?? 0) * i) / kinds.length);
  });
  return due;
}
