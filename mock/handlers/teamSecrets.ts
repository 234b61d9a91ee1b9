/**
 * What a student may read of another team, decided here and nowhere else:
 * - a meeting's bids and ranks (advertising amounts, places in the queue, picking rights) are the
 *   student's own team's only, until the teacher publishes that meeting's ranking or the meeting
 *   has ended; from then on every team's are public, as the projector shows them;
 * - statements, cash and grants are the student's own team's only, unless the teacher has opened
 *   the analysis to every team;
 * - market share and team names are public.
 * Teachers and administrators read everything.
 */
import type { DbTraining } from '../db/game';
import { isTeacherLike, seatOf } from './gameShared';
import { CODE, type Ctx, refuse } from './kit';

/** What a handler asks before it answers a row of some team. */
export interface TeamSecrets {
  teacher: boolean;
  /** the caller's own team; null for a teacher */
  ownGroupId: string | null;
  /** statements, cash and grants of `teamId` */
  accounts(teamId: string): boolean;
  /** the bids and ranks of `teamId` at the meeting of `round` */
  bids(teamId: string, round: number): boolean;
  /** every team's bids and ranks at the meeting of `round` (the ranking) */
  ranking(round: number): boolean;
}

/** The refusal of a student's request naming another team's secrets. */
export const OTHER_TEAM = '只能查看本组的数据';

export function teamSecrets(ctx: Ctx, training: DbTraining): TeamSecrets {
  const teacher = isTeacherLike(ctx);
  const ownGroupId = teacher ? null : (seatOf(ctx, training)?.groupId ?? null);
  const everyAccount = teacher || training.analysisOpen === 1;
  const ranking = (round: number) => teacher || rankingPublic(ctx, training, round);
  return {
    teacher,
    ownGroupId,
    accounts: (teamId) => everyAccount || teamId === ownGroupId,
    bids: (teamId, round) => teamId === ownGroupId || ranking(round),
    ranking,
  };
}

/**
 * Whether the ranking of a round's meeting is public: the teacher published it, or the meeting's
 * picking is over (every team has then seen the turns and the orders taken).
 */
function rankingPublic(ctx: Ctx, training: DbTraining, round: number): boolean {
  const meeting = ctx.db.orderMeetings.find((m) => m.trainingId === training.id && m.round === round);
  if (meeting?.issueAdvertising === 1) return true;
  const state = ctx.db.games.find((g) => g.trainingId === training.id)?.state;
  if (!state) return false;
  if (state.pastMenus.some((m) => m.round === round)) return true;
  return state.menu?.round === round && state.menu.phase === 4;
}

/** Refuses a request that names a team whose secrets the caller may not read. */
export function requireAllowed(allowed: boolean): void {
  if (!allowed) refuse(CODE.forbidden, OTHER_TEAM);
}
