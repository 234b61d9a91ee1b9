import type { Answer, Row } from '@/services/contract';
import { TRAINING_STATE } from '@/domain/codes';
import { encodeQs } from '@/utils/qs';

/**
 * The league: the teams of several trainings ranked together, computed in the browser from the
 * teacher's training list and each training's team score list. Nothing of it is stored anywhere.
 */

/** A training as the league reads it from the teacher's training list. */
export type LeagueTraining = Row<Answer<'training.list'>['records']>;
/** One team's row of a training's team score list. */
export type ScoreEntry = Row<Answer<'training.getTeamScoreList'>>;

/** The league's address: the trainings' ids in `qs`, so a copied link opens the same league. */
export const LEAGUE_PATH = '/train/league';
export const LEAGUE_PROJECTOR_PATH = '/train/league/projector';

export const leagueUrl = (trainIds: string[], path = LEAGUE_PATH) => `${path}?qs=${encodeQs({ trainIds })}`;

/** The trainings' ids a `qs` holds, in order, each once; anything else in it is ignored. */
export function leagueIds(qs: Record<string, unknown>): string[] {
  const raw = qs.trainIds;
  if (!Array.isArray(raw)) return [];
  const ids = raw
    .filter((v) => (typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isFinite(v)))
    .map((v) => String(v).trim());
  return [...new Set(ids)];
}

/** The ids of the link split into the teacher's trainings (as their list gives them) and the rest. */
export function splitIds(ids: string[], list: LeagueTraining[]) {
  const byId = new Map(list.map((t) => [String(t.id), t]));
  const found = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const missing = ids.filter((id) => !byId.has(id));
  return { found, missing };
}

/** A training's scores can still change while it runs. */
export const isLive = (t: LeagueTraining) => t.state === TRAINING_STATE.running;
/** A training that has not started has no teams and no scores yet. */
export const notStarted = (t: LeagueTraining) => t.state === TRAINING_STATE.notStarted;

/** One kind of difference between the trainings: each value (a case or a rule) and the trainings that have it. */
export interface Difference {
  kind: 'case' | 'rule';
  groups: { name: string; trainings: string[] }[];
}

/** Where the trainings' case or rule differ (by id, else by name), naming each and its trainings. */
export function differences(trainings: LeagueTraining[]): Difference[] {
  const of = (kind: 'case' | 'rule'): Difference | undefined => {
    const groups = new Map<string, { name: string; trainings: string[] }>();
    for (const t of trainings) {
      const id = kind === 'case' ? (t.caseId ?? t.caseName) : (t.ruleId ?? t.ruleName);
      const name = (kind === 'case' ? t.caseName : t.ruleName) ?? (id == null ? '-' : String(id));
      const key = String(id ?? '');
      const group = groups.get(key) ?? { name, trainings: [] };
      group.trainings.push(t.trainName ?? String(t.id));
      groups.set(key, group);
    }
    return groups.size > 1 ? { kind, groups: [...groups.values()] } : undefined;
  };
  return [of('case'), of('rule')].filter((d): d is Difference => d !== undefined);
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A team of the league, ranked. */
export interface LeagueRow {
  key: string;
  trainId: string;
  trainName: string;
  /** the training's class; undefined where the backend gives none */
  className?: string;
  teamId: string;
  teamName: string;
  /** the team score list's countScore (an assumed field); undefined where the answer lacks it */
  score?: number;
  /** the team score list's equity (owner equity); undefined where the answer lacks it */
  equity?: number;
  bankrupt: boolean;
  currRound?: number;
  roundNumber?: number;
  /** 1 for the best; teams equal on score and equity share a rank */
  rank: number;
}

const byName = new Intl.Collator('zh-CN', { numeric: true });
/** Higher first; a figure the answer lacks goes after every known one. */
const desc = (a: number | undefined, b: number | undefined) =>
  finite(a) && finite(b) ? b - a : finite(a) ? -1 : finite(b) ? 1 : 0;

/**
 * Every team of the trainings, ranked by score, then by owner equity; teams equal on both share
 * a rank (1, 2, 2, 4) and are listed by training (in the link's order), then by team name.
 */
export function rankLeague(trainings: LeagueTraining[], scores: ReadonlyMap<string, ScoreEntry[]>): LeagueRow[] {
  const rows: Omit<LeagueRow, 'rank'>[] = [];
  const order = new Map(trainings.map((t, i) => [String(t.id), i]));
  for (const t of trainings) {
    const trainId = String(t.id);
    for (const entry of scores.get(trainId) ?? []) {
      if (entry.teamId == null) continue;
      const teamId = String(entry.teamId);
      rows.push({
        key: `${trainId}:${teamId}`,
        trainId,
        trainName: t.trainName ?? trainId,
        className: t.className || undefined,
        teamId,
        teamName: entry.teamName ?? teamId,
        score: finite(entry.countScore) ? entry.countScore : undefined,
        equity: finite(entry.equity) ? entry.equity : undefined,
        bankrupt: entry.bankrupt === true,
        currRound: finite(t.currRound) ? t.currRound : undefined,
        roundNumber: finite(t.roundNumber) ? t.roundNumber : undefined,
      });
    }
  }
  const figures = (a: Omit<LeagueRow, 'rank'>, b: Omit<LeagueRow, 'rank'>) =>
    desc(a.score, b.score) || desc(a.equity, b.equity);
  rows.sort(
    (a, b) =>
      figures(a, b) ||
      (order.get(a.trainId) ?? 0) - (order.get(b.trainId) ?? 0) ||
      byName.compare(a.teamName, b.teamName),
  );
  const ranked: LeagueRow[] = [];
  rows.forEach((row, i) => {
    const before = ranked[i - 1];
    const rank = before && figures(before, row) === 0 ? before.rank : i + 1;
    ranked.push({ ...row, rank });
  });
  return ranked;
}

/**
 * Whether the answers gave no figure to rank by: no team has a score or an owner equity (a backend
 * that sends only what the spec names, since both fields are assumed). Every team then ranks first.
 */
export const unranked = (rows: LeagueRow[]) =>
  rows.length > 0 && rows.every((r) => r.score === undefined && r.equity === undefined);

/** Each team's rank, by its key: what the change column compares with. */
export const ranksOf = (rows: LeagueRow[]) => new Map(rows.map((r) => [r.key, r.rank]));

/**
 * A team's movement since the page opened: places gained (positive) or lost (negative); undefined
 * for a team the opening ranking did not have.
 */
export function movement(row: LeagueRow, opening: ReadonlyMap<string, number> | undefined): number | undefined {
  const was = opening?.get(row.key);
  return was === undefined ? undefined : was - row.rank;
}

/** The classes of the league's teams, by name, for the filter; NO_CLASS stands for teams without one. */
export const NO_CLASS = '\u0000none';
export function classesOf(rows: LeagueRow[]): string[] {
  const names = [...new Set(rows.map((r) => r.className ?? NO_CLASS))];
  return names.sort((a, b) => (a === NO_CLASS ? 1 : b === NO_CLASS ? -1 : byName.compare(a, b)));
}

/** The rows of one class (NO_CLASS: those without one); every row when no class is chosen. */
export const inClass = (rows: LeagueRow[], className: string | undefined) =>
  className === undefined ? rows : rows.filter((r) => (r.className ?? NO_CLASS) === className);
