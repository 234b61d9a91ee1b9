/**
 * What the analysis calls share: the training and its game (a training not started has none, and
 * then every analysis is empty rather than an error), which teams' figures the caller may see
 * (teamSecrets.ts: a teacher every team; a student their own, or every team once the teacher has
 * opened the analysis), and the round and team parameters.
 */
import { roundToYearQuarter, type GameState, type TeamState } from '../engine';
import type { DbGroup, DbTraining } from '../db/game';
import { groupsOf, trainingOf } from './gameShared';
import { CODE, type Ctx, int, refuse } from './kit';
import { requireAllowed, type TeamSecrets, teamSecrets } from './teamSecrets';

export interface Scope {
  training: DbTraining;
  /** null before the training has started */
  state: GameState | null;
  groups: DbGroup[];
  /** the caller's own group (students) */
  ownGroupId: string | null;
  /** group ids whose private figures the caller may see */
  visible: Set<string>;
  teacher: boolean;
  /** the rule of what the caller may read of other teams */
  secrets: TeamSecrets;
}

export function scopeOf(ctx: Ctx): Scope {
  const training = trainingOf(ctx);
  const state = ctx.db.games.find((g) => g.trainingId === training.id)?.state ?? null;
  const groups = groupsOf(ctx, training);
  const secrets = teamSecrets(ctx, training);
  const visible = new Set(groups.filter((g) => secrets.accounts(g.groupId)).map((g) => g.groupId));
  return { training, state, groups, ownGroupId: secrets.ownGroupId, visible, teacher: secrets.teacher, secrets };
}

/**
 * The same rule for the console's team lists (teams, scores, reports, goodwill, network marketing):
 * rows of teams the caller may not see are left out, so a student reading them gets their own team.
 */
export function onlyVisibleTeams<T extends { teamId?: string; groupId?: string }>(ctx: Ctx, rows: T[]): T[] {
  const { visible } = scopeOf(ctx);
  return rows.filter((row) => visible.has((row.teamId ?? row.groupId)!));
}

/**
 * The team named by `teamId` (or `groupId`), whose figures the caller must be allowed to read (by
 * default its accounts); undefined when none is named.
 */
export function teamParam(
  ctx: Ctx,
  scope: Scope,
  allowed: (teamId: string) => boolean = (id) => scope.visible.has(id),
): string | undefined {
  const id = ctx.params.teamId || ctx.params.groupId;
  if (!id) return undefined;
  if (!scope.groups.some((g) => g.groupId === id)) refuse(CODE.notFound, '小组不存在');
  requireAllowed(allowed(id));
  return id;
}

/** The team a statement call is about: the named one, else the caller's own, else the first visible. */
export function statementTeam(ctx: Ctx, scope: Scope): string | undefined {
  return teamParam(ctx, scope) ?? scope.ownGroupId ?? scope.groups.find((g) => scope.visible.has(g.groupId))?.groupId;
}

/** The settled round named by `round`; undefined (all rounds) when absent or 0. */
export function roundParam(ctx: Ctx, state: GameState | null): number | undefined {
  const round = int(ctx, 'round', '回合', { required: false, min: 0 });
  if (Number.isNaN(round) || round === 0) return undefined;
  const settled = state?.settledRound ?? 0;
  if (round > settled)
    refuse(CODE.notFound, settled ? `第 ${round} 回合尚未结算（已结算到第 ${settled} 回合）` : '实训尚无已结算的回合');
  return round;
}

/** The teams of the game the caller may see (optionally just one), in group order. */
export function visibleTeams(scope: Scope, only?: string): TeamState[] {
  if (!scope.state) return [];
  return scope.state.teams.filter((t) => scope.visible.has(t.teamId) && (!only || t.teamId === only));
}

/** Keeps the rows of the teams the caller may see (optionally just one). */
export function visibleRows<R extends { teamId: string }>(scope: Scope, rows: R[], only?: string): R[] {
  return rows.filter((r) => scope.visible.has(r.teamId) && (!only || r.teamId === only));
}

export function roundOption(round: number) {
  return { round, ...roundToYearQuarter(round) };
}

/** The settled rounds, oldest first. */
export function settledRounds(state: GameState | null) {
  return (state?.history ?? []).map((r) => roundOption(r.round));
}

export function marketName(state: GameState, code: string): string {
  return state.rule.markets.find((m) => m.code === code)?.name ?? code;
}

export function productName(state: GameState, code: string): string {
  return state.rule.products.find((p) => p.code === code)?.name ?? code;
}
