/**
 * Learning analysis from the games actually played: the trainings of a class in the store that
 * have at least one settled round, who sat in which group at which post, and each team's training
 * score from the engine's settled results. Nothing is stored: a training played in the console
 * shows up as soon as a round of it is settled.
 */
import { type GameState, roundRecord } from '../engine';
import type { DbClass } from '../db/types';
import { type Ctx, formatTime } from './kit';

/** A training of a class as learning analysis counts it. */
export interface LearningTraining {
  id: string;
  classId: string;
  trainName: string;
  /** When its first round began (UTC+8), else when it was created. */
  trainTime: string;
}

/** One student's part in one training. */
export interface LearningRecord {
  trainId: string;
  classId: string;
  studentId: string;
  /** Seated in one of the training's groups. */
  attended: boolean;
  /** The post of the seat; null when absent. */
  postId: number | null;
  /** 0–100, the team's score (see teamTrainScores); null when absent. */
  trainScore: number | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The played trainings (a game with a settled round) of the given classes, oldest first. */
export function learningTrainings(ctx: Ctx, classes: DbClass[]): LearningTraining[] {
  const classIds = new Set(classes.map((c) => c.id));
  return ctx.db.trainings
    .filter((t) => classIds.has(t.classId))
    .filter((t) => (ctx.db.games.find((g) => g.trainingId === t.id)?.state.settledRound ?? 0) > 0)
    .map((t) => {
      const first = ctx.db.rounds.find((r) => r.trainingId === t.id && r.round === 1)?.startTime;
      return {
        id: t.id,
        classId: t.classId,
        trainName: t.trainName,
        trainTime: first ? formatTime(first) : t.createTime,
      };
    })
    .sort((a, b) => a.trainTime.localeCompare(b.trainTime) || Number(a.id) - Number(b.id));
}

/**
 * Each team's training score at the last settled round, 0–100 with one decimal:
 * 60 × its owner equity ÷ the best team's (negative or bankrupt counts 0) + 40 × its PDCA share
 * (on-time delivery rate and capacity utilisation of the settled rounds, docs/GAME_RULES.md §9).
 */
export function teamTrainScores(ctx: Ctx, trainingId: string): Map<string, number> {
  const state = ctx.db.games.find((g) => g.trainingId === trainingId)?.state;
  const scores = new Map<string, number>();
  if (!state || state.settledRound === 0) return scores;
  const record = roundRecord(state, state.settledRound);
  if (!record) return scores;
  const equity = new Map(
    record.teams.map((t) => [t.teamId, t.bankrupt ? 0 : Math.max(0, t.balanceSheet.ownerEquityTotal.end)]),
  );
  const best = Math.max(0, ...equity.values());
  for (const t of record.teams) {
    const pdca = pdcaShare(state, t.teamId);
    scores.set(t.teamId, round1((best > 0 ? (60 * equity.get(t.teamId)!) / best : 0) + 40 * pdca));
  }
  return scores;
}

/** 0.6 × on-time delivery rate + 0.4 × capacity utilisation over the settled rounds (0..1). */
function pdcaShare(state: GameState, teamId: string): number {
  const team = state.teams.find((t) => t.teamId === teamId);
  if (!team) return 0;
  const due = team.orders.filter((o) => !(o.status === 'open' && o.dueRound > state.settledRound));
  const onTime = due.length ? due.filter((o) => o.status === 'delivered').length / due.length : 0;
  let used = 0;
  let capacity = 0;
  for (const rec of state.history) {
    const row = rec.teams.find((t) => t.teamId === teamId);
    used += row?.metrics.capacity.used ?? 0;
    capacity += row?.metrics.capacity.capacity ?? 0;
  }
  return 0.6 * onTime + 0.4 * (capacity > 0 ? Math.min(1, used / capacity) : 0);
}

/** Every student of the classes in every played training of their class: seat, post and score. */
export function learningRecords(ctx: Ctx, classes: DbClass[], trainings = learningTrainings(ctx, classes)) {
  const records: LearningRecord[] = [];
  for (const training of trainings) {
    const row = classes.find((c) => c.id === training.classId);
    if (!row) continue;
    const scores = teamTrainScores(ctx, training.id);
    const seats = ctx.db.groupPosts.filter((p) => p.trainingId === training.id && p.studentId);
    for (const studentId of row.studentIds) {
      const seat = seats.find((p) => p.studentId === studentId);
      records.push({
        trainId: training.id,
        classId: row.id,
        studentId,
        attended: !!seat,
        postId: seat?.postId ?? null,
        trainScore: seat ? (scores.get(seat.groupId) ?? 0) : null,
      });
    }
  }
  return records;
}
