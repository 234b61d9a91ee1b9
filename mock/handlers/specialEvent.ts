import type { SpecialEventInput } from '../engine';
import type { DbSpecialEventDraft } from '../db/game';
import { namesOf, playConsole, requireRunning } from './consoleShared';
import { gameOf, groupOf, isTeacherLike, ownTraining, trainingOf } from './gameShared';
import { CODE, type Ctx, type FamilyResolvers, find, formatTime, int, oneOf, refuse, text } from './kit';
import { teamSecrets } from './teamSecrets';

/**
 * Special events (docs/GAME_RULES.md §10): the teacher saves drafts (market shock, cost change,
 * grant) and starts them; a started event goes into the engine and cannot be edited again.
 */

const TYPES = ['marketShock', 'costChange', 'grant'] as const;

/** The engine's event input from the call's fields, validated against the game's rule. */
function eventInput(ctx: Ctx, training: ReturnType<typeof ownTraining>): SpecialEventInput {
  const rule = gameOf(ctx, training).state.rule;
  const type = oneOf(ctx, 'type', '事件类型', TYPES);
  if (type === 'marketShock') {
    const market = text(ctx, 'market', '市场');
    if (!rule.markets.some((m) => m.code === market)) refuse(CODE.badInput, `市场“${market}”不存在`);
    const demandPct = int(ctx, 'demandPct', '需求比例（%）', { min: 1, max: 1000, fallback: 100 });
    const pricePct = int(ctx, 'pricePct', '价格比例（%）', { min: 1, max: 1000, fallback: 100 });
    return { type, market, demandPct, pricePct };
  }
  if (type === 'costChange') {
    const material = text(ctx, 'material', '原料');
    if (!rule.materials.some((m) => m.code === material)) refuse(CODE.badInput, `原料“${material}”不存在`);
    return { type, material, newPrice: int(ctx, 'newPrice', '原料新价格', { min: 1, max: 10000 }) };
  }
  const teamId = ctx.params.groupId ? groupOf(ctx, training).groupId : null;
  return { type, teamId, amount: int(ctx, 'amount', '补贴金额', { min: 1, max: 100000 }) };
}

function draftRow(_ctx: Ctx, draft: DbSpecialEventDraft) {
  return { ...draft, ...draft.event };
}

export const specialEventResolvers: FamilyResolvers<'specialEvent'> = {
  /**
   * The training's drafts and every event the game has run, with names. A student of the training
   * sees only the drafts started (one not started is the teacher's plan), and of the grants to one
   * team only their own team's unless the teacher opened the analysis; market shocks, cost changes
   * and grants to every team are public.
   */
  find(ctx) {
    const training = trainingOf(ctx);
    const state = gameOf(ctx, training).state;
    const names = namesOf(state);
    const teacher = isTeacherLike(ctx);
    const secrets = teamSecrets(ctx, training);
    const readable = (event: { type?: unknown; teamId?: unknown }) =>
      event.type !== 'grant' || typeof event.teamId !== 'string' || secrets.accounts(event.teamId);
    return {
      list: ctx.db.specialEvents
        .filter((e) => e.trainingId === training.id && (teacher || e.started) && readable(e.event))
        .map((d) => draftRow(ctx, d)),
      events: state.events.filter(readable).map((e) => ({
        ...e,
        marketName: names.market(e.market),
        teamName: names.team(e.teamId ?? null),
      })),
    };
  },
  /** Creates or updates a draft (`id` to update one not yet started). */
  save(ctx) {
    const training = ownTraining(ctx);
    const name = text(ctx, 'name', '事件名称', { max: 50 });
    const event = eventInput(ctx, training);
    if (ctx.params.id) {
      const draft = find(
        ctx.db.specialEvents.filter((e) => e.trainingId === training.id),
        ctx.params.id,
        '特殊事件',
      );
      if (draft.started) refuse(CODE.conflict, '事件已启动，不能修改');
      Object.assign(draft, { name, event: { ...event, name } });
      return draftRow(ctx, draft);
    }
    const draft: DbSpecialEventDraft = {
      id: ctx.store.nextId(),
      trainingId: training.id,
      name,
      event: { ...event, name },
      started: false,
      createTime: formatTime(ctx.now),
    };
    ctx.db.specialEvents.push(draft);
    return draftRow(ctx, draft);
  },
  /** Starts a saved draft now. */
  start(ctx) {
    const training = ownTraining(ctx);
    requireRunning(training);
    const draft = find(
      ctx.db.specialEvents.filter((e) => e.trainingId === training.id),
      ctx.params.id,
      '特殊事件',
    );
    if (draft.started) refuse(CODE.conflict, '事件已启动');
    const { data } = playConsole<{ eventId: string }>(ctx, training, {
      type: 'specialEvent',
      event: draft.event as unknown as SpecialEventInput,
      now: ctx.now,
    });
    draft.started = true;
    return { ...draftRow(ctx, draft), eventId: data?.eventId };
  },
};
