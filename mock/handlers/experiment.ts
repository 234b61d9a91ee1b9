/**
 * The experiment family: a user's experiments (trainings with their seat), the sand-table types,
 * a team's real-time desk and the teacher's comparison of all teams, a team's loans, and the COO
 * (production) and CFO (finance) replays of the settled rounds. Everything is read from the
 * engine: teamView, cashForecast (inside teamView), teamHistory and the loan limits.
 */
import { ORDER_MEETING_SAND_TABLES, TRAINING_STATE_NAMES } from '../../src/constants';
import { teamHistory, type TeamRoundRow, teamView } from '../engine';
import type { DbTraining } from '../db/game';
import {
  actingGroup,
  gameOf,
  groupList,
  groupsOf,
  isTeacherLike,
  maySee,
  ownTraining,
  postName,
  seatOf,
  trainingOf,
} from './gameShared';
import { type Ctx, type FamilyResolvers, int, page, paging, text } from './kit';
import { trainingRow } from './training';

/** The sand-table types a training can be played on ('1' default, '2' gz, '3' release). */
export const SAND_TABLES = [
  { sandTableId: '1', sandTableName: '标准沙盘' },
  { sandTableId: '2', sandTableName: '简化沙盘（gz 版）' },
  { sandTableId: '3', sandTableName: '正式版沙盘（release 版）' },
] as const;

/** The team's view from the engine, for the training and team the call names. */
function deskOf(ctx: Ctx) {
  const training = trainingOf(ctx);
  const group = actingGroup(ctx, training);
  const game = gameOf(ctx, training);
  return { training, group, game, view: teamView(game.state, group.groupId)! };
}

/** One row per settled round of the team the call names: the round, its year and quarter, and `pick`'s figures. */
function replay(ctx: Ctx, pick: (r: TeamRoundRow) => Record<string, number>) {
  const { game, group } = deskOf(ctx);
  return teamHistory(game.state, group.groupId).map((r) => ({
    round: r.round,
    year: r.year,
    quarter: r.quarter,
    ...pick(r),
  }));
}

function seatRow(ctx: Ctx, training: DbTraining) {
  const seat = seatOf(ctx, training);
  const group = seat ? groupsOf(ctx, training).find((g) => g.groupId === seat.groupId) : undefined;
  return {
    groupId: seat?.groupId ?? null,
    groupNum: seat?.groupNum ?? null,
    groupName: group?.groupName ?? '',
    postId: seat?.postId ?? null,
    postName: seat ? postName(seat.postId) : '',
  };
}

export const experimentResolvers: FamilyResolvers<'experiment'> = {
  /** The caller's experiments, paged: a teacher's trainings, a student's open trainings with their seat. */
  list(ctx) {
    const name = text(ctx, 'trainName', '实训名称', { required: false });
    const state = int(ctx, 'state', '实训状态', { required: false, min: 0, max: 3 });
    const rows = ctx.db.trainings
      .filter((t) => maySee(ctx, t) && (isTeacherLike(ctx) || t.isOpen === 1))
      .filter((t) => (!name || t.trainName.includes(name)) && (Number.isNaN(state) || t.state === state))
      .map((t) => ({ ...trainingRow(ctx, t), ...seatRow(ctx, t) }));
    return page(rows, paging(ctx));
  },

  sandTableList(ctx) {
    return SAND_TABLES.map((s) => ({
      ...s,
      hasOrderMeeting: (ORDER_MEETING_SAND_TABLES as readonly string[]).includes(s.sandTableId),
      caseCount: ctx.db.cases.filter((c) => c.sandTableId === s.sandTableId && c.isTemplate === 0).length,
    }));
  },

  /** A team's board now: its resources, loans, orders, developments and the cash forecast. */
  realTimeDesk(ctx) {
    const { training, group, view } = deskOf(ctx);
    return {
      ...view,
      groupId: group.groupId,
      groupNum: group.groupNum,
      groupName: group.groupName,
      members: groupList(ctx, training)[group.groupNum] ?? [],
    };
  },

  /** Every team side by side (teachers): the balance now and the year's result. */
  realTimeCompare(ctx) {
    const training = ownTraining(ctx);
    const game = gameOf(ctx, training);
    return {
      trainId: training.id,
      round: game.state.currentRound,
      stateName: TRAINING_STATE_NAMES[training.state] ?? '',
      teams: groupsOf(ctx, training).map((group) => {
        const view = teamView(game.state, group.groupId)!;
        const b = view.balance;
        return {
          teamId: group.groupId,
          groupNum: group.groupNum,
          groupName: group.groupName,
          bankrupt: view.bankrupt,
          cash: b.cash,
          assetsTotal: b.assetsTotal,
          liabilitiesTotal: b.liabilitiesTotal,
          ownerEquityTotal: b.ownerEquityTotal,
          yearProfits: b.yearProfits,
          lines: view.lines.length,
          openOrders: view.openOrders.length,
          forecastNet: view.forecast.net,
        };
      }),
    };
  },

  /** A team's loans with their due rounds, the limits and the terms of the rule. */
  loanList(ctx) {
    const { game, group, view } = deskOf(ctx);
    const loan = game.state.rule.loan;
    const rows = [
      ...view.longLoans.map((l) => ({ ...l, kind: 'long' as const })),
      ...view.shortLoans.map((l) => ({ ...l, kind: 'short' as const })),
    ].sort((a, b) => a.dueRound - b.dueRound || a.id.localeCompare(b.id));
    return {
      teamId: group.groupId,
      groupName: group.groupName,
      round: game.state.currentRound,
      loans: rows,
      longTotal: view.balance.longTermLiabilites,
      shortTotal: view.balance.shortTermLiabiltes,
      limits: view.loanLimits,
      terms: loan,
    };
  },

  /** Production round by round (COO): capacity, use, stock and deliveries of every settled round. */
  cooReplay: (ctx) =>
    replay(ctx, (r) => ({
      lines: r.metrics.capacity.lines,
      capacity: r.metrics.capacity.capacity,
      used: r.metrics.capacity.used,
      salesQty: Object.values(r.metrics.salesQtyByProduct).reduce((s, q) => s + q, 0),
      ordersTaken: r.metrics.ordersTaken.count,
      ordersDelivered: r.metrics.ordersDelivered.count,
      material: r.balanceSheet.material.end,
      makingProduct: r.balanceSheet.makingProduct.end,
      finishedProduct: r.balanceSheet.finishedProduct.end,
    })),

  /** Finance round by round (CFO): cash, debt, equity, interest and the year's profit. */
  cfoReplay: (ctx) =>
    replay(ctx, (r) => ({
      cash: r.balanceSheet.cash.end,
      receivable: r.balanceSheet.receivable.end,
      longTermLiabilites: r.balanceSheet.longTermLiabilites.end,
      shortTermLiabiltes: r.balanceSheet.shortTermLiabiltes.end,
      liabilitiesTotal: r.balanceSheet.liabilitiesTotal.end,
      ownerEquityTotal: r.balanceSheet.ownerEquityTotal.end,
      financeCharge: r.incomeStatement.financeCharge.end,
      netIncome: r.incomeStatement.netIncome.end,
      debtRatio: r.metrics.liabilities.debtRatio,
    })),
};
