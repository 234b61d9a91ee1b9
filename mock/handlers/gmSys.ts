import { POSTS, ROLE } from '../../src/constants';
import {
  BALANCE_KEYS,
  EXPENSE_KEYS,
  INCOME_KEYS,
  roundRecord,
  roundToYearQuarter,
  teamStatements,
  type GameState,
  type TeamRoundRecord,
} from '../engine';
import type { DbBulletin, DbTraining } from '../db/game';
import { workbookBytes, XLSX_TYPE } from '../files';
import { onlyVisibleTeams } from './analysisScope';
import { namesOf } from './consoleShared';
import { gameOf, groupOf, groupsOf, isTeacherLike, ownTraining, trainingOf } from './gameShared';
import {
  CODE,
  type Ctx,
  type FamilyResolvers,
  FileReply,
  MAX_LONG_TEXT,
  formatTime,
  int,
  page,
  paging,
  refuse,
  text,
} from './kit';
import { BALANCE_LABELS, EXPENSE_LABELS, INCOME_LABELS } from './statementLabels';
import { requireAllowed, teamSecrets } from './teamSecrets';

/**
 * The general manager's system tools: messages to teams, announcements and the bulletin, the
 * statement reports of teams (one table, the group-info report of a year, the students' check and
 * a one-key export of everything as a real .xlsx workbook).
 */

/**
 * Chinese names of the statement items. The reports name two balance items differently from the
 * result tables (statementLabels); kept as they were so the reports' rows and sheets do not change.
 */
const ITEM_NAMES: Readonly<Record<string, string>> = {
  ...BALANCE_LABELS,
  realEstate: '厂房设备净值',
  liabilitiesEquityTotal: '负债与所有者权益总计',
  ...INCOME_LABELS,
  ...EXPENSE_LABELS,
};
const itemName = (key: string) => ITEM_NAMES[key] ?? key;
const postLabel = (code: string) => POSTS.find((p) => p.code === code)?.postName ?? code;

/** The rows of one statement table (1 balance sheet, 2 cash limits, 3 income statement, 4 expenses). */
function tableRows(record: TeamRoundRecord, code: number) {
  if (code === 1)
    return BALANCE_KEYS.map((key) => ({
      key,
      label: itemName(key),
      beginning: record.balanceSheet[key].beginning,
      end: record.balanceSheet[key].end,
    }));
  if (code === 2)
    return record.cashLimits.map((row) => ({
      key: row.posCode,
      label: postLabel(row.posCode),
      posCode: row.posCode,
      cashLimit: row.cashLimit,
      end: row.cashLimit,
    }));
  if (code === 3)
    return INCOME_KEYS.map((key) => ({ key, label: itemName(key), end: record.incomeStatement[key].end }));
  return EXPENSE_KEYS.map((key) => ({ key, label: itemName(key), end: record.expenses[key] }));
}

function settledRoundParam(ctx: Ctx, state: GameState): number {
  if (state.settledRound === 0) refuse(CODE.conflict, '还没有已结算的回合');
  return int(ctx, 'round', '回合', { required: false, min: 1, max: state.settledRound, fallback: state.settledRound });
}

/** The group-info report's year: -1 means the year of `round` (spec point 4). */
export function reportYearOf(year: number, round: number): number {
  return year === -1 ? Math.ceil(round / 4) : year;
}

/** One sheet per statement: a row per team and settled round. */
function exportWorkbook(ctx: Ctx, training: DbTraining): Promise<ArrayBuffer> {
  const state = gameOf(ctx, training).state;
  const groups = groupsOf(ctx, training);
  const sheets: { name: string; keys: readonly string[]; value: (r: TeamRoundRecord, key: string) => number }[] = [
    { name: '资产负债表', keys: BALANCE_KEYS, value: (r, k) => r.balanceSheet[k as (typeof BALANCE_KEYS)[number]].end },
    { name: '利润表', keys: INCOME_KEYS, value: (r, k) => r.incomeStatement[k as (typeof INCOME_KEYS)[number]].end },
    { name: '费用明细表', keys: EXPENSE_KEYS, value: (r, k) => r.expenses[k as (typeof EXPENSE_KEYS)[number]] },
    {
      name: '现金限额表',
      keys: POSTS.map((p) => p.code),
      value: (r, k) => r.cashLimits.find((c) => c.posCode === k)?.cashLimit ?? 0,
    },
  ];
  return workbookBytes(
    sheets.map((sheet) => {
      const header = [
        '组号',
        '公司',
        '回合',
        '年',
        '季',
        ...sheet.keys.map((k) => (sheet.name === '现金限额表' ? postLabel(k) : itemName(k))),
      ];
      const rows = state.history.flatMap((rec) =>
        groups.map((g) => {
          const team = rec.teams.find((t) => t.teamId === g.groupId)!;
          return [
            g.groupNum,
            team.teamName,
            rec.round,
            rec.year,
            rec.quarter,
            ...sheet.keys.map((k) => sheet.value(team, k)),
          ];
        }),
      );
      return { name: sheet.name, header, rows, minWidth: 8 };
    }),
  );
}

/** Bulletins a training shows: its own and the platform's, newest first. */
function bulletinsOf(ctx: Ctx, training: DbTraining): DbBulletin[] {
  return ctx.db.bulletins
    .filter((b) => b.trainingId === training.id || b.trainingId === null)
    .slice()
    .reverse();
}

export const gmSysResolvers: FamilyResolvers<'gmSys'> = {
  /** A message to one team (`groupId`) or to every team (no groupId). */
  sendMessage(ctx) {
    const training = ownTraining(ctx);
    const content = text(ctx, 'content', '消息内容', { max: 500 });
    const group = ctx.params.groupId ? groupOf(ctx, training) : null;
    const message = {
      id: ctx.store.nextId(),
      trainingId: training.id,
      fromUserId: ctx.user!.id,
      groupId: group?.groupId ?? null,
      content,
      createTime: formatTime(ctx.now),
    };
    ctx.db.messages.push(message);
    return message;
  },
  /**
   * One statement table of a team (`code` 1–4) for a settled round (the last one by default); a
   * student asking for another team's is refused unless the teacher opened the analysis.
   */
  selectReport(ctx) {
    const training = trainingOf(ctx);
    const state = gameOf(ctx, training).state;
    const group = groupOf(ctx, training);
    requireAllowed(teamSecrets(ctx, training).accounts(group.groupId));
    const code = int(ctx, 'code', '报表代码', { min: 1, max: 4 });
    const round = settledRoundParam(ctx, state);
    const record = teamStatements(state, group.groupId, round)!;
    return {
      code,
      round,
      ...roundToYearQuarter(round),
      groupId: group.groupId,
      teamName: record.teamName,
      rows: tableRows(record, code),
    };
  },
  /** An announcement: to the training's teams (`trainId`), or platform-wide from an administrator. */
  issuedAnnouncement(ctx) {
    const platform = !ctx.params.trainId && ctx.user?.userType === ROLE.admin;
    const training = platform ? null : ownTraining(ctx);
    const title = text(ctx, 'title', '公告标题', { max: 50 });
    const content = text(ctx, 'content', '公告内容', { max: MAX_LONG_TEXT });
    const bulletin: DbBulletin = {
      id: ctx.store.nextId(),
      trainingId: training?.id ?? null,
      title,
      content,
      createTime: formatTime(ctx.now),
    };
    ctx.db.bulletins.push(bulletin);
    return bulletin;
  },
  /** The bulletin, paged: { pages: { current, size, total, records } }; page '1' is the newest. */
  getSystemBulletin(ctx) {
    const training = trainingOf(ctx);
    const paged = page(bulletinsOf(ctx, training), paging(ctx));
    return { pages: { ...paged, current: String(paged.current) } };
  },
  async oneKeyExport(ctx) {
    const training = ownTraining(ctx);
    if (gameOf(ctx, training).state.history.length === 0) refuse(CODE.conflict, '还没有已结算的回合，无可导出的报表');
    return new FileReply(await exportWorkbook(ctx, training), `${training.trainName}-经营报表.xlsx`, XLSX_TYPE);
  },
  /**
   * How far each team's students have filled in their statements for a settled round, and how many
   * of the values they typed differ from the engine's (balance sheet and income statement).
   */
  checkReport(ctx) {
    const training = trainingOf(ctx);
    const state = gameOf(ctx, training).state;
    const round = settledRoundParam(ctx, state);
    return onlyVisibleTeams(ctx, groupsOf(ctx, training)).map((g) => {
      const record = teamStatements(state, g.groupId, round)!;
      const inputs = ctx.db.statementInputs.filter(
        (i) =>
          i.trainingId === training.id &&
          i.groupId === g.groupId &&
          i.round === round &&
          (i.code === 1 || i.code === 3),
      );
      const expected = (code: number, key: string) =>
        code === 1
          ? record.balanceSheet[key as (typeof BALANCE_KEYS)[number]]?.end
          : record.incomeStatement[key as (typeof INCOME_KEYS)[number]]?.end;
      const wrong = inputs.filter((i) => expected(i.code, i.key) !== i.value).length;
      const total = BALANCE_KEYS.length + INCOME_KEYS.length;
      return {
        groupId: g.groupId,
        groupNum: g.groupNum,
        teamName: record.teamName,
        round,
        total,
        filled: inputs.length,
        wrong,
        complete: inputs.length === total && wrong === 0,
      };
    });
  },
  /**
   * Every team's key figures of a year (`year`, -1 = the year of `round`): its Q4 record, else its
   * last settled round. A student gets their own team's row unless the teacher opened the analysis.
   */
  groupInfoReport(ctx) {
    const training = trainingOf(ctx);
    const state = gameOf(ctx, training).state;
    const round = int(ctx, 'round', '回合', { min: 0, max: training.roundNumber });
    const year = reportYearOf(int(ctx, 'year', '年份', { min: -1, max: 100 }), round);
    const rounds = state.history.map((r) => r.round).filter((r) => Math.ceil(r / 4) === year);
    const last = rounds.length ? Math.max(...rounds) : 0;
    const record = last ? roundRecord(state, last) : undefined;
    const names = namesOf(state);
    const secrets = teamSecrets(ctx, training);
    const reportData = (record?.teams ?? [])
      .filter((t) => secrets.accounts(t.teamId))
      .map((t) => ({
        teamId: t.teamId,
        teamName: names.team(t.teamId),
        groupNum: groupsOf(ctx, training).find((g) => g.groupId === t.teamId)?.groupNum ?? null,
        bankrupt: t.bankrupt,
        cash: t.balanceSheet.cash.end,
        assetsTotal: t.balanceSheet.assetsTotal.end,
        liabilitiesTotal: t.balanceSheet.liabilitiesTotal.end,
        ownerEquityTotal: t.balanceSheet.ownerEquityTotal.end,
        netRevenues: t.incomeStatement.netRevenues.end,
        netIncome: t.incomeStatement.netIncome.end,
      }));
    return { year, reportYear: year, round: last, reportData };
  },
};

/** The messages a caller may read: the teacher all of the training's; a student those to everyone or to their group. */
export function messagesFor(ctx: Ctx, training: DbTraining, ownGroupId: string | undefined) {
  const users = new Map(ctx.db.users.map((u) => [u.id, u.userName]));
  const groups = new Map(groupsOf(ctx, training).map((g) => [g.groupId, g.groupName]));
  return ctx.db.messages
    .filter(
      (m) => m.trainingId === training.id && (isTeacherLike(ctx) || m.groupId === null || m.groupId === ownGroupId),
    )
    .slice()
    .reverse()
    .map((m) => ({
      ...m,
      fromUserName: users.get(m.fromUserId) ?? '',
      groupName: m.groupId ? (groups.get(m.groupId) ?? '') : null,
    }));
}
