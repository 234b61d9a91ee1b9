/**
 * The statement tables of the result views (spec point 4's codes: 1 balance sheet, 2 cash-limit
 * list, 3 income statement, 4 expenses), straight from the engine's record of a team and round,
 * with the values the team's students entered (statementInputs) as `input`.
 */
import { POSTS } from '../../src/constants';
import {
  BALANCE_KEYS,
  EXPENSE_KEYS,
  INCOME_KEYS,
  POST_CODES,
  teamHistory,
  teamStatements,
  type TeamRoundRecord,
} from '../engine';
import type { DbStatementInput } from '../db/game';
import { seatOf } from './gameShared';
import { CODE, type Ctx, int, json, refuse } from './kit';
import { roundOption, roundParam, type Scope, scopeOf, statementTeam, visibleRows } from './analysisScope';
import { BALANCE_LABELS, EXPENSE_LABELS, INCOME_LABELS } from './statementLabels';

const POST_LABELS: Record<string, string> = Object.fromEntries(POSTS.map((p) => [p.code, `${p.postName}现金限额`]));

/** Item keys and their Chinese names per table code. */
const TABLES: Record<number, { keys: readonly string[]; labels: Readonly<Record<string, string>>; name: string }> = {
  1: { keys: BALANCE_KEYS, labels: BALANCE_LABELS, name: '资产负债表' },
  2: { keys: POST_CODES, labels: POST_LABELS, name: '现金限额表' },
  3: { keys: INCOME_KEYS, labels: INCOME_LABELS, name: '利润表' },
  4: { keys: EXPENSE_KEYS, labels: EXPENSE_LABELS, name: '费用明细表' },
};

/** The largest amount a student may type (万元). */
const MAX_INPUT = 1_000_000_000;

function codeParam(ctx: Ctx): 1 | 2 | 3 | 4 {
  return int(ctx, 'code', '报表代码', { min: 1, max: 4 }) as 1 | 2 | 3 | 4;
}

function inputsOf(ctx: Ctx, scope: Scope, teamId: string, round: number, code: number): Map<string, number> {
  const rows = ctx.db.statementInputs.filter(
    (r) => r.trainingId === scope.training.id && r.groupId === teamId && r.round === round && r.code === code,
  );
  return new Map(rows.map((r) => [r.key, r.value]));
}

const withInput = <T extends object>(value: T, input: number | undefined): T & { input?: number } =>
  input === undefined ? value : { ...value, input };

/** One table of a team's record, with the students' inputs. */
function table(record: TeamRoundRecord, code: number, inputs: Map<string, number>): unknown {
  if (code === 2) return record.cashLimits.map((row) => withInput({ ...row }, inputs.get(row.posCode)));
  const source: Record<string, unknown> =
    code === 1
      ? record.balanceSheet
      : code === 3
        ? record.incomeStatement
        : Object.fromEntries(EXPENSE_KEYS.map((k) => [k, { end: record.expenses[k] }]));
  return Object.fromEntries(TABLES[code].keys.map((k) => [k, withInput({ ...(source[k] as object) }, inputs.get(k))]));
}

/** The team and settled round a table call is about: named, else the caller's own team and the last settled round. */
function tableTarget(ctx: Ctx, scope: Scope) {
  const teamId = statementTeam(ctx, scope);
  const round = roundParam(ctx, scope.state) ?? scope.state?.settledRound ?? 0;
  const record = scope.state && teamId && round ? teamStatements(scope.state, teamId, round) : undefined;
  return { teamId, round, record };
}

export const analysisTableResolvers = {
  /** One table by code, or null before the first settlement. */
  dataByCode(ctx: Ctx) {
    const scope = scopeOf(ctx);
    const code = codeParam(ctx);
    const { teamId, round, record } = tableTarget(ctx, scope);
    if (!record || !teamId) return null;
    return table(record, code, inputsOf(ctx, scope, teamId, round, code));
  },

  /**
   * Saves the values a student typed into one table of their own team for a settled round:
   * `values` is JSON { key: number | null } (null clears). Every key and value is checked first.
   */
  saveDataInput(ctx: Ctx) {
    const scope = scopeOf(ctx);
    const seat = seatOf(ctx, scope.training);
    if (!seat) refuse(CODE.forbidden, '报表填写值只能由本组学生录入');
    const requested = ctx.params.teamId || ctx.params.groupId;
    if (requested && requested !== seat.groupId) refuse(CODE.forbidden, '只能填写本组的报表');
    if (!scope.state) refuse(CODE.conflict, '实训尚未开始');
    const code = codeParam(ctx);
    const round = int(ctx, 'round', '回合', { min: 1 });
    if (round > scope.state.settledRound) refuse(CODE.conflict, `第 ${round} 回合尚未结算，不能填写报表`);
    const values = json<Record<string, unknown>>(ctx, 'values', '填写值');
    if (!values || typeof values !== 'object' || Array.isArray(values)) refuse(CODE.badInput, '填写值格式不正确');
    const spec = TABLES[code];
    const parsed: [string, number | null][] = Object.entries(values).map(([key, raw]) => {
      const label = spec.labels[key];
      if (!label) refuse(CODE.badInput, `${spec.name}中没有“${key}”这一项`);
      if (raw === null || raw === '') return [key, null];
      const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
      if (!Number.isInteger(value)) refuse(CODE.badInput, `“${label}”必须是整数（万元）`);
      if (Math.abs(value) > MAX_INPUT) refuse(CODE.badInput, `“${label}”超出范围`);
      return [key, value];
    });
    // Validated: now write.
    const teamId = seat.groupId;
    const same = (r: DbStatementInput) =>
      r.trainingId === scope.training.id && r.groupId === teamId && r.round === round && r.code === code;
    for (const [key, value] of parsed) {
      ctx.db.statementInputs = ctx.db.statementInputs.filter((r) => !(same(r) && r.key === key));
      if (value !== null)
        ctx.db.statementInputs.push({ trainingId: scope.training.id, groupId: teamId, round, code, key, value });
    }
    const record = teamStatements(scope.state, teamId, round)!;
    return table(record, code, inputsOf(ctx, scope, teamId, round, code));
  },

  /** A team's balance sheet at the end of every settled round (the balance trend). */
  getDataBanlance(ctx: Ctx) {
    const scope = scopeOf(ctx);
    const teamId = statementTeam(ctx, scope);
    if (!scope.state || !teamId) return [];
    return teamHistory(scope.state, teamId).map((row) => ({
      ...roundOption(row.round),
      ...Object.fromEntries(BALANCE_KEYS.map((k) => [k, row.balanceSheet[k].end])),
    }));
  },

  /** The CFO's view of every visible team at a round (default the last settled): cash, receivables, debts, the CFO's cash limit. */
  getCfoTeam(ctx: Ctx) {
    const scope = scopeOf(ctx);
    const round = roundParam(ctx, scope.state) ?? scope.state?.settledRound ?? 0;
    const record = scope.state?.history.find((r) => r.round === round);
    if (!record) return [];
    return visibleRows(scope, record.teams).map((t) => ({
      teamId: t.teamId,
      teamName: t.teamName,
      round,
      cash: t.balanceSheet.cash.end,
      receivable: t.balanceSheet.receivable.end,
      longLoans: t.balanceSheet.longTermLiabilites.end,
      shortLoans: t.balanceSheet.shortTermLiabiltes.end,
      otherPayable: t.balanceSheet.otherPayable.end,
      tax: t.balanceSheet.tax.end,
      cfoCashLimit: t.cashLimits.find((c) => c.posCode === 'CFO')?.cashLimit ?? 0,
    }));
  },
};
