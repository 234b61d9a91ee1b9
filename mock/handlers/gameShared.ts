/**
 * What the game families share: finding a training the caller may see, its engine state, applying
 * an engine action (refused with the engine's message, or stored with the action log), the
 * caller's own group, and the group list.
 */
import { POSTS, ROLE } from '../../src/constants';
import { applyAction, type GameAction, type GameState, type PostCode } from '../engine';
import type { DbGame, DbGroup, DbTraining } from '../db/game';
import { CODE, type Ctx, find, refuse } from './kit';

export function isTeacherLike(ctx: Ctx): boolean {
  const type = ctx.user?.userType;
  return type === ROLE.teacher || type === ROLE.abutment || type === ROLE.admin;
}

/**
 * The id a call names its training by: `trainId`, the spec's word. The few calls that send it under
 * another name pass it themselves: a training's own changeState and changeRound send `id`, the
 * management tool's calls `gameId` (spec: check vote's params gameId, round, teamId, userId).
 */
export function trainingIdOf(ctx: Ctx): string | undefined {
  return ctx.params.trainId;
}

/** Whether the caller is seated in the training (students) or runs it (teachers). */
export function maySee(ctx: Ctx, training: DbTraining): boolean {
  const user = ctx.user!;
  if (user.userType === ROLE.admin) return true;
  if (isTeacherLike(ctx)) return training.teacherId === user.id;
  return ctx.db.groupPosts.some((p) => p.trainingId === training.id && p.studentId === user.id);
}

/** The training named by the call, which the caller may see. */
export function trainingOf(ctx: Ctx, id = trainingIdOf(ctx)): DbTraining {
  if (!id) refuse(CODE.badInput, '实训编号不能为空');
  const training = find(ctx.db.trainings, id, '实训');
  if (!maySee(ctx, training)) refuse(CODE.forbidden, '无权限：不是本实训的教师或学生');
  return training;
}

/** The training, for a teacher's change. */
export function ownTraining(ctx: Ctx, id = trainingIdOf(ctx)): DbTraining {
  if (!isTeacherLike(ctx)) refuse(CODE.forbidden, '无权限：仅教师可以执行此操作');
  return trainingOf(ctx, id);
}

export function gameOf(ctx: Ctx, training: DbTraining): DbGame {
  const game = ctx.db.games.find((g) => g.trainingId === training.id);
  if (!game) refuse(CODE.conflict, '实训尚未开始');
  return game;
}

/**
 * Applies an engine action: a refusal becomes a conflict with the engine's message and changes
 * nothing; an accepted one replaces the state and joins the action log.
 */
export function play<T = unknown>(
  ctx: Ctx,
  training: DbTraining,
  action: GameAction,
): { state: GameState; data: T | undefined } {
  const game = gameOf(ctx, training);
  const result = applyAction(game.state, action);
  if (!result.ok) refuse(CODE.conflict, result.msg);
  game.state = result.state;
  game.actions.push(action);
  training.currRound = result.state.currentRound;
  return { state: result.state, data: result.data as T | undefined };
}

export function groupsOf(ctx: Ctx, training: DbTraining): DbGroup[] {
  return ctx.db.groups.filter((g) => g.trainingId === training.id).sort((a, b) => a.groupNum - b.groupNum);
}

/** The group (team) named by `groupId` (or `teamId`) in this training. */
export function groupOf(ctx: Ctx, training: DbTraining, id = ctx.params.groupId || ctx.params.teamId): DbGroup {
  if (!id) refuse(CODE.badInput, '小组编号不能为空');
  const group = groupsOf(ctx, training).find((g) => g.groupId === String(id));
  if (!group) refuse(CODE.notFound, '小组不存在');
  return group;
}

/** The caller's own seat in the training, if any. */
export function seatOf(ctx: Ctx, training: DbTraining) {
  return ctx.db.groupPosts.find((p) => p.trainingId === training.id && p.studentId === ctx.user!.id);
}

/** The group a student acts for: their own; a teacher names it with groupId. */
export function actingGroup(ctx: Ctx, training: DbTraining): DbGroup {
  if (isTeacherLike(ctx)) return groupOf(ctx, training);
  const seat = seatOf(ctx, training);
  if (!seat) refuse(CODE.forbidden, '你不在本实训的任何小组中');
  const requested = ctx.params.groupId || ctx.params.teamId;
  if (requested && requested !== seat.groupId) refuse(CODE.forbidden, '只能操作本组的数据');
  return groupOf(ctx, training, seat.groupId);
}

/** The post code (CEO…CPO) of the caller's seat, whose cash limit their actions spend; none for a teacher. */
export function actingPost(ctx: Ctx, training: DbTraining): PostCode | undefined {
  if (isTeacherLike(ctx)) return undefined;
  const code = POSTS.find((p) => p.postId === seatOf(ctx, training)?.postId)?.code;
  return code as PostCode | undefined;
}

/** The action as the caller's seat makes it: a student's carries their post (spending its cash limit). */
export function asActor<A extends object>(ctx: Ctx, training: DbTraining, action: A): A & { post?: PostCode } {
  const post = actingPost(ctx, training);
  return post ? { ...action, post } : action;
}

export function postName(postId: number): string {
  return POSTS.find((p) => p.postId === postId)?.postName ?? `岗位${postId}`;
}

/** The group list of spec point 3: group number → its posts, each with the seated student. */
export function groupList(ctx: Ctx, training: DbTraining): Record<string, Record<string, unknown>[]> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const group of groupsOf(ctx, training)) {
    out[group.groupNum] = ctx.db.groupPosts
      .filter((p) => p.groupId === group.groupId)
      .sort((a, b) => a.postId - b.postId)
      .map((p) => {
        const student = p.studentId ? ctx.db.users.find((u) => u.id === p.studentId) : undefined;
        return {
          id: p.id,
          postId: p.postId,
          postName: postName(p.postId),
          groupId: p.groupId,
          groupNum: p.groupNum,
          groupName: group.groupName,
          studentId: p.studentId,
          studentName: student?.userName ?? '',
          userCode: student?.userCode ?? '',
        };
      });
  }
  return out;
}

/** Refuses a change made against an older version of the training (two people at once). */
export function checkVersion(ctx: Ctx, training: DbTraining) {
  const raw = ctx.params.version;
  if (raw !== undefined && raw !== '' && Number(raw) !== training.version) {
    refuse(CODE.conflict, '实训已被他人更新，请刷新后重试');
  }
}
