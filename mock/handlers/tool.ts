/**
 * The management tool (spec point 4 "Tool screen"): records a team's members fill in per round
 * and tool type, a group vote over the type-15 proposals, and decision tools whose items become
 * engine actions (production plan → startProduction, purchase → orderMaterial, financing →
 * takeLoan, development → developMarket/developProduct/applyQualification, delivery →
 * deliverOrder). A decision record is executed when saved, all items or none, and stays as the
 * team's log of it: it cannot be edited or deleted afterwards.
 */
import { GROUP_VOTE_TYPE, TRAINING_STATE } from '../../src/constants';
import {
  LOAN_KINDS,
  MAX_TOOL_ITEMS,
  MAX_TOOL_TEXT,
  remapToolType,
  type ToolDecision,
  type ToolItem,
  toolTypeDef,
} from '../../src/domain/toolTypes';
import { applyAction, type GameAction, type GameState } from '../engine';
import type { DbGroup, DbToolRecord, DbTraining } from '../db/game';
import { actingGroup, gameOf, isTeacherLike, play, seatOf, trainingOf } from './gameShared';
import { CODE, type Ctx, type FamilyResolvers, find, formatTime, int, refuse } from './kit';

/** The tool type named by the call (older codes remapped), which must exist. */
function typeOf(ctx: Ctx): number {
  const raw = int(ctx, 'type', '工具类型', { min: 1, max: 99 });
  if (!toolTypeDef(raw)) refuse(CODE.badInput, `工具类型 ${raw} 不存在`);
  return remapToolType(raw);
}

/** The round named by the call (default: the training's current round). */
function roundOf(ctx: Ctx, training: DbTraining): number {
  return int(ctx, 'round', '回合', { min: 1, max: training.roundNumber, fallback: Math.max(1, training.currRound) });
}

function recordsOf(ctx: Ctx, training: DbTraining, group: DbGroup, round: number, type: number): DbToolRecord[] {
  return ctx.db.toolRecords.filter(
    (r) => r.trainingId === training.id && r.groupId === group.groupId && r.round === round && r.type === type,
  );
}

function votesOf(ctx: Ctx, training: DbTraining, group: DbGroup, round: number) {
  return ctx.db.votes.filter((v) => v.trainingId === training.id && v.groupId === group.groupId && v.round === round);
}

/** A record as the list answers it: details stay JSON text; type-15 proposals carry their votes. */
function recordRow(ctx: Ctx, record: DbToolRecord) {
  const user = ctx.db.users.find((u) => u.id === record.userId);
  const row = {
    ...record,
    key: record.id,
    gameId: record.trainingId,
    teamId: record.groupId,
    userName: user?.userName ?? '',
  };
  if (record.type !== GROUP_VOTE_TYPE) return row;
  const voteCount = ctx.db.votes.filter(
    (v) =>
      v.trainingId === record.trainingId &&
      v.groupId === record.groupId &&
      v.round === record.round &&
      v.choice === record.id,
  ).length;
  return { ...row, voteCount };
}

/** The items of the details JSON, checked: 1–20 items, each with a non-empty `one`. */
function itemsOf(ctx: Ctx): ToolItem[] {
  const raw = ctx.params.details;
  if (!raw?.trim()) refuse(CODE.badInput, '记录内容不能为空');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    refuse(CODE.badInput, '记录内容格式不正确');
  }
  const data = (parsed as { data?: unknown })?.data;
  if (!Array.isArray(data) || data.length === 0) refuse(CODE.badInput, '记录内容至少需要一条');
  if (data.length > MAX_TOOL_ITEMS) refuse(CODE.badInput, `记录内容不能超过 ${MAX_TOOL_ITEMS} 条`);
  return data.map((item, i) => {
    const field = (key: 'one' | 'two' | 'three') => {
      const value = (item as Record<string, unknown>)?.[key];
      const text = value === undefined || value === null ? '' : String(value).trim();
      if (text.length > MAX_TOOL_TEXT) refuse(CODE.badInput, `第 ${i + 1} 条内容不能超过 ${MAX_TOOL_TEXT} 个字符`);
      return text;
    };
    const one = field('one');
    if (!one) refuse(CODE.badInput, `第 ${i + 1} 条内容不能为空`);
    const two = field('two');
    const three = field('three');
    return { one, ...(two ? { two } : {}), ...(three ? { three } : {}) };
  });
}

function positive(item: ToolItem, index: number, label: string): number {
  const value = Number(item.two);
  if (!item.two || !Number.isInteger(value) || value <= 0)
    refuse(CODE.badInput, `第 ${index + 1} 条：${label}必须是正整数`);
  return value;
}

/** The engine action of one decision item. */
function actionOf(state: GameState, teamId: string, decision: ToolDecision, item: ToolItem, i: number): GameAction {
  switch (decision) {
    case 'production':
      return { type: 'startProduction', teamId, lineId: item.one, quantity: positive(item, i, '生产数量') };
    case 'purchase':
      return { type: 'orderMaterial', teamId, material: item.one, quantity: positive(item, i, '采购数量') };
    case 'financing': {
      const kind = LOAN_KINDS.find((k) => k === item.one);
      if (!kind) refuse(CODE.badInput, `第 ${i + 1} 条：贷款类型只能是长期贷款（long）或短期贷款（short）`);
      return { type: 'takeLoan', teamId, kind, amount: positive(item, i, '贷款金额') };
    }
    case 'development': {
      const { markets, products, qualifications } = state.rule;
      if (markets.some((m) => m.code === item.one)) return { type: 'developMarket', teamId, market: item.one };
      if (products.some((p) => p.code === item.one)) return { type: 'developProduct', teamId, product: item.one };
      if (qualifications.some((q) => q.code === item.one))
        return { type: 'applyQualification', teamId, qualification: item.one };
      return refuse(CODE.badInput, `第 ${i + 1} 条：没有编码为“${item.one}”的市场、产品或资质`);
    }
    case 'delivery':
      return { type: 'deliverOrder', teamId, orderId: item.one };
    default:
      return refuse(CODE.badInput, '工具类型不是决策工具');
  }
}

/**
 * Executes a decision record: every item is tried in order on the engine first, so a refused item
 * (named by its number) leaves the game untouched; then each action is played and logged.
 */
function execute(ctx: Ctx, training: DbTraining, group: DbGroup, decision: ToolDecision, items: ToolItem[]) {
  const game = gameOf(ctx, training);
  let state = game.state;
  const actions = items.map((item, i) => {
    const action = actionOf(state, group.groupId, decision, item, i);
    const result = applyAction(state, action);
    if (!result.ok) refuse(CODE.conflict, `第 ${i + 1} 条：${result.msg}`);
    state = result.state;
    return action;
  });
  actions.forEach((action) => play(ctx, training, action));
}

/** A student's own group in a running training, where records are written. */
function writableGroup(ctx: Ctx, training: DbTraining): DbGroup {
  if (isTeacherLike(ctx) || !seatOf(ctx, training)) refuse(CODE.forbidden, '只有本组学生可以填写工具记录');
  if (training.state !== TRAINING_STATE.running) refuse(CODE.conflict, '实训不在进行中，不能填写工具记录');
  return actingGroup(ctx, training);
}

function lockedByVotes(ctx: Ctx, training: DbTraining, group: DbGroup, record: Pick<DbToolRecord, 'type' | 'round'>) {
  if (record.type === GROUP_VOTE_TYPE && votesOf(ctx, training, group, record.round).length > 0)
    refuse(CODE.conflict, '投票已开始，不能再修改或删除提案');
}

export const toolResolvers: FamilyResolvers<'tool'> = {
  /** The records of a team (a student's own; a teacher names teamId) for one type and round. */
  list(ctx) {
    const training = trainingOf(ctx, ctx.params.gameId);
    const type = typeOf(ctx);
    const round = roundOf(ctx, training);
    const group = actingGroup(ctx, training);
    return recordsOf(ctx, training, group, round, type)
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map((r) => recordRow(ctx, r));
  },

  /** Creates (one note per member, type and round; any number of decision records) or updates the caller's note of the current round. */
  save(ctx) {
    const training = trainingOf(ctx, ctx.params.gameId);
    const group = writableGroup(ctx, training);
    const type = typeOf(ctx);
    const round = roundOf(ctx, training);
    if (round !== training.currRound) refuse(CODE.conflict, `只能填写当前回合（第 ${training.currRound} 回合）的记录`);
    const items = itemsOf(ctx);
    const id = (ctx.params.id ?? '').trim();
    const decision = toolTypeDef(type)!.decision;
    const mine = recordsOf(ctx, training, group, round, type).find((r) => r.userId === ctx.user!.id);
    let record: DbToolRecord | undefined;
    if (id) {
      record = find(
        ctx.db.toolRecords.filter((r) => r.trainingId === training.id),
        id,
        '工具记录',
      );
      if (record.userId !== ctx.user!.id) refuse(CODE.forbidden, '只能修改自己的记录');
      if (record.type !== type || record.round !== round) refuse(CODE.badInput, '记录的类型或回合与请求不一致');
      if (decision) refuse(CODE.conflict, '决策记录已执行，不能修改');
      lockedByVotes(ctx, training, group, record);
    } else if (mine && !decision) {
      // A note is one per member; every decision record is its own executed batch.
      refuse(CODE.conflict, '你本回合已填写过该工具，请修改原记录');
    } else {
      lockedByVotes(ctx, training, group, { type, round });
    }
    if (decision) execute(ctx, training, group, decision, items);
    const details = JSON.stringify({ userId: ctx.user!.id, userName: ctx.user!.userName, data: items });
    const time = formatTime(ctx.now);
    if (record) {
      Object.assign(record, { details, updateTime: time });
    } else {
      record = {
        id: ctx.store.nextId(),
        trainingId: training.id,
        groupId: group.groupId,
        round,
        type,
        userId: ctx.user!.id,
        details,
        updateTime: time,
      };
      ctx.db.toolRecords.push(record);
    }
    return recordRow(ctx, record);
  },

  /** Deletes the caller's own note (decision records and proposals under vote stay). */
  remove(ctx) {
    const id = (ctx.params.id ?? '').trim();
    if (!id) refuse(CODE.badInput, '记录编号不能为空');
    const record = find(ctx.db.toolRecords, id, '工具记录');
    const training = trainingOf(ctx, record.trainingId);
    if (record.userId !== ctx.user!.id) refuse(CODE.forbidden, '只能删除自己的记录');
    if (toolTypeDef(record.type)?.decision) refuse(CODE.conflict, '决策记录已执行，不能删除');
    const group = actingGroup(ctx, training);
    lockedByVotes(ctx, training, group, record);
    ctx.db.toolRecords = ctx.db.toolRecords.filter((r) => r.id !== record.id);
    return null;
  },

  /** A member's vote for one proposal (type-15 record) once every seated member has proposed. */
  vote(ctx) {
    const training = trainingOf(ctx, ctx.params.gameId);
    const group = writableGroup(ctx, training);
    const round = roundOf(ctx, training);
    const userId = (ctx.params.userId ?? '').trim() || ctx.user!.id;
    if (userId !== ctx.user!.id) refuse(CODE.forbidden, '只能以自己的身份投票');
    const recordId = (ctx.params.recordId ?? '').trim();
    if (!recordId) refuse(CODE.badInput, '投票选项不能为空');
    const proposals = recordsOf(ctx, training, group, round, GROUP_VOTE_TYPE);
    const choice = find(proposals, recordId, '提案');
    const members = ctx.db.groupPosts.filter((p) => p.groupId === group.groupId && p.studentId).length;
    if (proposals.length < members) refuse(CODE.conflict, `组内成员尚未全部提交提案（${proposals.length}/${members}）`);
    const votes = votesOf(ctx, training, group, round);
    if (votes.some((v) => v.userId === userId)) refuse(CODE.conflict, '你本回合已经投过票');
    ctx.db.votes.push({
      id: ctx.store.nextId(),
      trainingId: training.id,
      groupId: group.groupId,
      round,
      userId,
      choice: choice.id,
      createTime: formatTime(ctx.now),
    });
    return {
      recordId: choice.id,
      voteCount: votes.filter((v) => v.choice === choice.id).length + 1,
      votes: votes.length + 1,
      members,
    };
  },

  /** How many votes the user has cast in the team's round: 0 means the vote is still open to them. */
  checkVote(ctx) {
    const training = trainingOf(ctx, ctx.params.gameId);
    const group = actingGroup(ctx, training);
    const round = roundOf(ctx, training);
    const userId = (ctx.params.userId ?? '').trim();
    if (!userId) refuse(CODE.badInput, '用户编号不能为空');
    if (!isTeacherLike(ctx) && userId !== ctx.user!.id) refuse(CODE.forbidden, '只能查询自己的投票');
    return votesOf(ctx, training, group, round).filter((v) => v.userId === userId).length;
  },
};
