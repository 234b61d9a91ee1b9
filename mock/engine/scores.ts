import type { GameState, TeamState } from './types';
import { balanceValues } from './statements';

/**
 * Scores (docs/GAME_RULES.md §10):
 * - countScore (经营得分) = owner equity × (100 + development potential) / 100, rounded; 0 when
 *   bankrupt. Potential = scorePoints of developed markets, products, qualifications and of the
 *   built lines.
 * - pdcaScore (PDCA) = 60 × on-time delivery rate + 40 × capacity utilisation, rounded (0..100).
 *   On-time rate: delivered ÷ orders due up to the last settled round (0 when none was due);
 *   utilisation: units started ÷ capacity of ready lines over all settled rounds.
 * - platformScore (平台建设) = 30 × markets developed share + 30 × products share + 20 ×
 *   qualifications share + 20 × min(built lines, 4) / 4, rounded (0..100).
 * - teacherScore: as entered by the teacher (null when not entered).
 */
export interface ScoreRow {
  teamId: string;
  teamName: string;
  bankrupt: boolean;
  equity: number;
  potential: number;
  countScore: number;
  pdcaScore: number;
  platformScore: number;
  teacherScore: number | null;
}

function potential(state: GameState, team: TeamState): number {
  const r = state.rule;
  let p = 0;
  for (const m of r.markets) if (team.markets[m.code]?.done) p += m.scorePoint;
  for (const x of r.products) if (team.products[x.code]?.done) p += x.scorePoint;
  for (const q of r.qualifications) if (team.qualifications[q.code]?.done) p += q.scorePoint;
  for (const l of team.lines) {
    if (l.status === 'building') continue;
    p += r.lineTypes.find((t) => t.code === l.type)?.scorePoint ?? 0;
  }
  return p;
}

export function teamScores(state: GameState): ScoreRow[] {
  const r = state.rule;
  const used = new Map<string, number>();
  const cap = new Map<string, number>();
  for (const rec of state.history) {
    for (const t of rec.teams) {
      used.set(t.teamId, (used.get(t.teamId) ?? 0) + t.metrics.capacity.used);
      cap.set(t.teamId, (cap.get(t.teamId) ?? 0) + t.metrics.capacity.capacity);
    }
  }
  return state.teams.map((team) => {
    const equity = balanceValues(team).ownerEquityTotal;
    const pot = potential(state, team);
    const countScore = team.bankrupt ? 0 : Math.max(0, Math.round((equity * (100 + pot)) / 100));
    let due = 0;
    let onTime = 0;
    for (const o of team.orders) {
      if (o.dueRound > state.settledRound && o.status === 'open') continue;
      due++;
      if (o.status === 'delivered') onTime++;
    }
    const onTimeRate = due > 0 ? onTime / due : 0;
    const c = cap.get(team.teamId) ?? 0;
    const utilisation = c > 0 ? Math.min(1, (used.get(team.teamId) ?? 0) / c) : 0;
    const share = (n: number, d: number): number => (d > 0 ? n / d : 0);
    const mk = r.markets.filter((m) => team.markets[m.code]?.done).length;
    const pd = r.products.filter((p) => team.products[p.code]?.done).length;
    const q = r.qualifications.filter((x) => team.qualifications[x.code]?.done).length;
    const built = team.lines.filter((l) => l.status !== 'building').length;
    return {
      teamId: team.teamId,
      teamName: team.teamName,
      bankrupt: team.bankrupt,
      equity,
      potential: pot,
      countScore,
      pdcaScore: Math.round(60 * onTimeRate + 40 * utilisation),
      platformScore: Math.round(
        30 * share(mk, r.markets.length) +
          30 * share(pd, r.products.length) +
          20 * share(q, r.qualifications.length) +
          (20 * Math.min(built, 4)) / 4,
      ),
      teacherScore: team.teacherScore,
    };
  });
}
