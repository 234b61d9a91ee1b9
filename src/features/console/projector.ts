import type { MarketShareAnswer } from '@/services/analysis';
import type { Answer } from '@/services/contract';
import type { MenuCondition, OrderRow, TeamAdvertising } from '@/stores/menuTypes';
import { text } from '@/utils/format';

/*
 * What the projector view computes from the answers it reads: the last settled round's figures by
 * group, and the meeting's picks in the order the view saw them.
 */

/** One group's figure at a round; `value` null when the backend sent no figure for it. */
export interface GroupFigure {
  teamId: string;
  teamName: string;
  value: number | null;
}

/**
 * The last settled round's equity by group, and market share by group at `shareRound`: the last
 * settled round that had sales (null when none had). A part is null when its answer did not come or
 * was not of that round.
 */
export interface SettledFigures {
  round: number;
  shareRound: number | null;
  share: GroupFigure[] | null;
  equity: GroupFigure[] | null;
}

/** Whether a round's shares come from sales: a round where no market sold anything has no share to compare. */
export function hasSales(share: GroupFigure[] | null): boolean {
  return !!share?.some((r) => r.value !== null);
}

/** The groups from the highest figure down; a group without a figure goes last, and ties keep their order. */
export function rankFigures(rows: GroupFigure[]): GroupFigure[] {
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => (b.row.value ?? -Infinity) - (a.row.value ?? -Infinity) || a.i - b.i)
    .map(({ row }) => row);
}

type EquityAnswer = Answer<'analysis.liabilities'>;

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Each group's share of the round's sales over every market (its revenue over the markets' total),
 * as a percentage; null when the answer is missing or is not of `round` (a backend that ignores the
 * parameter answers the whole game).
 */
export function shareByGroup(answer: MarketShareAnswer | undefined, round: number): GroupFigure[] | null {
  if (!answer?.markets || answer.round !== round) return null;
  const totals = new Map<string, { teamName: string; revenue: number | null }>();
  let market = 0;
  for (const m of answer.markets) {
    if (finite(m.total)) market += m.total;
    for (const team of m.teams ?? []) {
      const id = text(team.teamId);
      if (!id) continue;
      const known = totals.get(id) ?? { teamName: team.teamName ?? id, revenue: null };
      if (finite(team.revenue)) known.revenue = (known.revenue ?? 0) + team.revenue;
      totals.set(id, known);
    }
  }
  return [...totals].map(([teamId, { teamName, revenue }]) => ({
    teamId,
    teamName,
    value: revenue === null || market <= 0 ? null : Math.round((revenue / market) * 1000) / 10,
  }));
}

/** Each group's owner equity at the end of `round`; null when the answer is missing or not of that round. */
export function equityByGroup(answer: EquityAnswer | undefined, round: number): GroupFigure[] | null {
  if (!answer?.rows || answer.round !== round) return null;
  return answer.rows.flatMap((row) => {
    const id = text(row.teamId);
    if (!id) return [];
    return [
      { teamId: id, teamName: row.teamName ?? id, value: finite(row.ownerEquityTotal) ? row.ownerEquityTotal : null },
    ];
  });
}

/** One pick of the order meeting as the projector lists it. */
export interface Pick {
  orderId: string;
  teamName: string;
  groupNum: number | null;
  order: OrderRow;
}

/**
 * The meeting's picks, newest first: the ones already seen keep their place, and picks new in this
 * answer go on top (the answer lists each group's picks, not when they were made). Null when the
 * backend does not report picks.
 */
export function pickFeed(seen: Pick[], picks: MenuCondition['picks']): Pick[] | null {
  if (!picks) return null;
  const all = picks.flatMap((group) =>
    (group.orders ?? []).flatMap((order) => {
      const orderId = text(order.id);
      if (!orderId) return [];
      return [{ orderId, teamName: group.teamName ?? text(group.teamId), groupNum: group.groupNum ?? null, order }];
    }),
  );
  const now = new Set(all.map((p) => p.orderId));
  // A pick the answer no longer lists (the menu began again) leaves the list.
  const kept = seen.filter((p) => now.has(p.orderId));
  const known = new Set(kept.map((p) => p.orderId));
  const fresh = all.filter((p) => !known.has(p.orderId));
  return [...fresh.reverse(), ...kept];
}

/** One group's advertising in all, once the ranking is public; `total` undefined when the backend does not report it. */
export interface AdTotal {
  key: string;
  teamName: string;
  rank: number | null;
  total: number | undefined;
}

/**
 * Each group's advertising total, highest first, ranked 1, 2, 3 (equal totals share a rank). A
 * group whose total the backend does not report has no rank and goes last.
 */
export function adTotals(rows: TeamAdvertising[]): AdTotal[] {
  const listed = rows.map((r, i) => ({
    key: text(r.teamId) || String(i),
    teamName: r.teamName ?? (r.groupNum != null ? `#${r.groupNum}` : text(r.teamId)),
    total: finite(r.total) ? r.total : undefined,
  }));
  const known = listed.filter((r) => r.total !== undefined).sort((a, b) => b.total! - a.total!);
  const ranked = known.map((r) => ({ ...r, rank: 1 + known.findIndex((k) => k.total === r.total) }));
  return [...ranked, ...listed.filter((r) => r.total === undefined).map((r) => ({ ...r, rank: null }))];
}

/**
 * How many of `count` rows to list where `room` rows fit (null: not measured yet, so all): all when
 * they fit, else one line fewer, to leave room for the line that counts the rest.
 */
export function rowsToList(count: number, room: number | null): { listed: number; more: number } {
  if (room === null || count <= room) return { listed: count, more: 0 };
  const listed = Math.max(0, room - 1);
  return { listed, more: count - listed };
}
