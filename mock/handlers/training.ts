import {
  DEFAULT_IS_OPEN,
  DEFAULT_POSTS_PER_GROUP,
  DEFAULT_ROUND_NUMBER,
  POSTS,
  ROLE,
  TRAINING_STATE,
  TRAINING_STATE_MOVES,
  TRAINING_STATE_NAMES,
} from '../../src/constants';
import { createGame, roundToYearQuarter } from '../engine';
import { DEFAULT_MEETING_SECONDS, DEFAULT_ROUND_MINUTES, type DbTraining } from '../db/game';
import { findCase, findRule } from './authoringShared';
import { hasMeetings } from './consoleShared';
import {
  checkVersion,
  gameOf,
  groupList,
  groupsOf,
  isTeacherLike,
  maySee,
  ownTraining,
  play,
  seatOf,
  trainingOf,
} from './gameShared';
import {
  CODE,
  type Ctx,
  type FamilyResolvers,
  find,
  formatTime,
  int,
  oneOf,
  page,
  paging,
  refuse,
  requireTeacher,
  text,
} from './kit';
import { trainingPlayResolvers } from './trainingPlay';
import { teamSecrets } from './teamSecrets';

/** A training as the lists and detail show it. */
export function trainingRow(ctx: Ctx, training: DbTraining) {
  const klass = ctx.db.classes.find((c) => c.id === training.classId);
  const { year, quarter } = roundToYearQuarter(training.currRound);
  return {
    ...training,
    stateName: TRAINING_STATE_NAMES[training.state] ?? '',
    className: klass?.className ?? '',
    year,
    quarter,
  };
}

/** Post ids of a custom post list, sent as JSON or repeated keys; empty for the default posts. */
function postListOf(ctx: Ctx): number[] {
  const raw = ctx.lists.postList ?? [];
  const values =
    raw.length === 1 && raw[0].startsWith('[') ? (JSON.parse(raw[0]) as unknown[]) : raw.flatMap((v) => v.split(','));
  const ids = values.map((v) => Number(v)).filter((v) => !Number.isNaN(v));
  for (const id of ids) {
    if (!POSTS.some((p) => p.postId === id)) refuse(CODE.badInput, `岗位列表中的岗位编号 ${id} 不存在`);
  }
  if (new Set(ids).size !== ids.length) refuse(CODE.badInput, '岗位列表中有重复的岗位');
  return ids;
}

/** Creates or updates a training; `selectVersion` is the sandbox version of the save path used. */
function saveTraining(ctx: Ctx, selectVersion: number) {
  requireTeacher(ctx);
  const existing = ctx.params.id ? ownTraining(ctx, ctx.params.id) : undefined;
  const trainName = text(ctx, 'trainName', '实训名称', { max: 50 });
  if (
    ctx.db.trainings.some(
      (t) =>
        t.trainName === trainName && t.teacherId === (existing?.teacherId ?? ctx.user!.id) && t.id !== existing?.id,
    )
  ) {
    refuse(CODE.conflict, `实训名称“${trainName}”已存在`);
  }
  if (existing && existing.state !== TRAINING_STATE.notStarted) {
    // A started training keeps its structure; only its name can change.
    existing.trainName = trainName;
    return trainingRow(ctx, existing);
  }
  // Another teacher's private case or rule is not there for this teacher (and a training using it
  // would stop its owner from deleting it).
  const caseRow = findCase(ctx, ctx.params.caseId);
  const rule = findRule(ctx, ctx.params.ruleId);
  const klass = find(ctx.db.classes, ctx.params.classId, '班级');
  if (ctx.user!.userType !== ROLE.admin && klass.teacherId !== ctx.user!.id)
    refuse(CODE.forbidden, '只能为自己的班级创建实训');
  const roundNumber = int(ctx, 'roundNumber', '回合数', { min: 1, max: 40, fallback: DEFAULT_ROUND_NUMBER });
  const groupNum = int(ctx, 'groupNum', '小组数', { min: 1, max: 20 });
  const sandTableId = oneOf(ctx, 'sandTableId', '沙盘类型', ['1', '2', '3'], caseRow.sandTableId || '1');
  const modules = text(ctx, 'modules', '模块', { required: false, max: 200 });
  const postList = postListOf(ctx);

  const training: DbTraining = existing ?? {
    id: ctx.store.nextId(),
    trainName,
    caseId: '',
    caseName: '',
    caseCode: '',
    ruleId: '',
    ruleName: '',
    ruleType: 0,
    classId: '',
    teacherId: ctx.user!.id,
    roundNumber,
    currRound: 0,
    state: TRAINING_STATE.notStarted,
    groupNum,
    isOpen: DEFAULT_IS_OPEN,
    sandTableId,
    selectVersion,
    modules,
    postList,
    seed: 0,
    version: 1,
    createTime: formatTime(ctx.now),
  };
  Object.assign(training, {
    trainName,
    caseId: caseRow.id,
    caseName: caseRow.caseName,
    caseCode: caseRow.caseCode,
    ruleId: rule.id,
    ruleName: rule.ruleName,
    ruleType: rule.ruleType,
    classId: klass.id,
    roundNumber,
    groupNum,
    sandTableId,
    selectVersion,
    modules,
    postList,
    seed: Number(training.id) * 7919,
  });
  if (!existing) ctx.db.trainings.unshift(training);
  rebuildSeats(ctx, training);
  return trainingRow(ctx, training);
}

/** Groups, seats and rounds of a training that has not started: rebuilt from its settings, keeping seated students where their seat still exists. */
function rebuildSeats(ctx: Ctx, training: DbTraining) {
  const db = ctx.db;
  const oldSeats = db.groupPosts.filter((p) => p.trainingId === training.id);
  const posts = training.postList.length
    ? training.postList
    : POSTS.slice(0, DEFAULT_POSTS_PER_GROUP).map((p) => p.postId);
  const groups = groupsOf(ctx, training);
  db.groups = db.groups.filter((g) => g.trainingId !== training.id || g.groupNum <= training.groupNum);
  for (let n = groups.length + 1; n <= training.groupNum; n += 1) {
    db.groups.push({ groupId: ctx.store.nextId(), trainingId: training.id, groupNum: n, groupName: `第${n}组` });
  }
  db.groupPosts = db.groupPosts.filter((p) => p.trainingId !== training.id);
  for (const group of groupsOf(ctx, training)) {
    for (const postId of posts) {
      const old = oldSeats.find((s) => s.groupNum === group.groupNum && s.postId === postId);
      db.groupPosts.push({
        id: old?.id ?? ctx.store.nextId(),
        trainingId: training.id,
        groupId: group.groupId,
        groupNum: group.groupNum,
        postId,
        studentId: old?.studentId ?? null,
      });
    }
  }
  db.rounds = db.rounds.filter((r) => r.trainingId !== training.id || r.round <= training.roundNumber);
  for (let round = 1; round <= training.roundNumber; round += 1) {
    if (!db.rounds.some((r) => r.trainingId === training.id && r.round === round)) {
      db.rounds.push({
        id: ctx.store.nextId(),
        trainingId: training.id,
        round,
        duration: DEFAULT_ROUND_MINUTES,
        startTime: null,
      });
    }
  }
}

/** What stops a training from starting: every group needs a student. */
function startProblems(ctx: Ctx, training: DbTraining): string[] {
  const problems: string[] = [];
  for (const group of groupsOf(ctx, training)) {
    const seated = ctx.db.groupPosts.filter((p) => p.groupId === group.groupId && p.studentId).length;
    if (seated === 0) problems.push(`${group.groupName}还没有学生`);
  }
  if (!ctx.db.rules.some((r) => r.id === training.ruleId)) problems.push('实训的规则已被删除');
  return problems;
}

function startRound(ctx: Ctx, training: DbTraining, round: number) {
  const row = ctx.db.rounds.find((r) => r.trainingId === training.id && r.round === round);
  if (row) row.startTime = ctx.now;
  if (!ctx.db.orderMeetings.some((m) => m.trainingId === training.id && m.round === round)) {
    ctx.db.orderMeetings.push({
      id: ctx.store.nextId(),
      trainingId: training.id,
      round,
      duration: DEFAULT_MEETING_SECONDS,
      state: 0,
      startTime: null,
    });
  }
}

/** The trainings the caller sees: a teacher's own, a student's seated ones (open only), all for admins. */
function visibleTrainings(ctx: Ctx): DbTraining[] {
  return ctx.db.trainings.filter((t) => maySee(ctx, t) && (isTeacherLike(ctx) || t.isOpen === 1));
}

export const trainingResolvers: FamilyResolvers<'training'> = {
  ...trainingPlayResolvers,
  list(ctx) {
    const name = (ctx.params.trainName ?? '').trim();
    const state = ctx.params.state ? Number(ctx.params.state) : undefined;
    const classId = ctx.params.classId;
    const rows = visibleTrainings(ctx)
      .filter((t) => !name || t.trainName.includes(name))
      .filter((t) => state === undefined || t.state === state)
      .filter((t) => !classId || t.classId === classId)
      .map((t) => trainingRow(ctx, t));
    return page(rows, paging(ctx));
  },
  save: (ctx) => saveTraining(ctx, 1),
  saveGz: (ctx) => saveTraining(ctx, 2),
  saveRelease: (ctx) => saveTraining(ctx, 3),
  changeState(ctx) {
    const training = ownTraining(ctx, ctx.params.id);
    checkVersion(ctx, training);
    const target = int(ctx, 'state', '实训状态', { min: 0, max: 3 });
    if (target === training.state) return trainingRow(ctx, training);
    if (!TRAINING_STATE_MOVES[training.state].includes(target)) {
      refuse(CODE.conflict, `实训不能从“${TRAINING_STATE_NAMES[training.state]}”改为“${TRAINING_STATE_NAMES[target]}”`);
    }
    if (target === TRAINING_STATE.running && training.state === TRAINING_STATE.notStarted) {
      const problems = startProblems(ctx, training);
      if (problems.length) refuse(CODE.conflict, `实训不能开始：${problems.join('；')}`, problems);
      const rule = find(ctx.db.rules, training.ruleId, '规则');
      const teams = groupsOf(ctx, training).map((g) => ({ teamId: g.groupId, teamName: g.groupName }));
      const state = createGame({
        rule: rule.params,
        seed: training.seed,
        teams,
        roundNumber: training.roundNumber,
        dealerOrders: rule.dealerOrders,
      });
      ctx.db.games = ctx.db.games.filter((g) => g.trainingId !== training.id);
      ctx.db.games.push({ trainingId: training.id, state, actions: [] });
      training.currRound = state.currentRound;
      startRound(ctx, training, training.currRound);
    }
    if (target === TRAINING_STATE.finished && gameOf(ctx, training).state.status === 'running') {
      // Finishing settles the round in play, so the last statements exist.
      const game = gameOf(ctx, training);
      if (game.state.menu && game.state.menu.phase !== 4) play(ctx, training, { type: 'endMenu', now: ctx.now });
      play(ctx, training, { type: 'settleRound', round: game.state.currentRound });
    }
    training.state = target;
    training.version += 1;
    return trainingRow(ctx, training);
  },
  getById(ctx) {
    const training = trainingOf(ctx);
    const seat = seatOf(ctx, training);
    return { ...trainingRow(ctx, training), groupId: seat?.groupId ?? null, postId: seat?.postId ?? null };
  },
  changeRound(ctx) {
    const training = ownTraining(ctx, ctx.params.id);
    checkVersion(ctx, training);
    if (training.state !== TRAINING_STATE.running)
      refuse(CODE.conflict, `实训${TRAINING_STATE_NAMES[training.state]}，不能切换回合`);
    const round = int(ctx, 'round', '目标回合', { min: 1, max: training.roundNumber });
    if (round !== training.currRound + 1) {
      refuse(
        CODE.conflict,
        round <= training.currRound ? '回合只能向后切换' : `只能切换到下一回合（第 ${training.currRound + 1} 回合）`,
      );
    }
    // A sand table without order meetings (only '1' and '3' hold them) never opens the menu the
    // engine keeps for an advertising round, and the engine settles no round whose menu is open:
    // the round's menu is closed, without orders, before it is settled.
    const menu = gameOf(ctx, training).state.menu;
    if (!hasMeetings(training) && menu && menu.round === training.currRound && menu.phase !== 4)
      play(ctx, training, { type: 'endMenu', now: ctx.now });
    play(ctx, training, { type: 'changeRound', round, now: ctx.now });
    training.version += 1;
    startRound(ctx, training, round);
    return trainingRow(ctx, training);
  },
  record(ctx) {
    requireTeacher(ctx);
    return visibleTrainings(ctx).map((t) => {
      const game = ctx.db.games.find((g) => g.trainingId === t.id);
      return {
        ...trainingRow(ctx, t),
        settledRound: game?.state.settledRound ?? 0,
        teamCount: groupsOf(ctx, t).length,
      };
    });
  },
  isOpen(ctx) {
    const training = ownTraining(ctx);
    training.isOpen = Number(oneOf(ctx, 'isOpen', '是否开放', ['0', '1']));
    return trainingRow(ctx, training);
  },
  getTeacherGroupNum(ctx) {
    return groupsOf(ctx, ownTraining(ctx)).length;
  },
  getDetailList(ctx) {
    const training = trainingOf(ctx);
    const game = ctx.db.games.find((g) => g.trainingId === training.id);
    const list = groupList(ctx, training);
    const secrets = teamSecrets(ctx, training);
    return groupsOf(ctx, training).map((group) => {
      const team = game?.state.teams.find((t) => t.teamId === group.groupId);
      return {
        groupId: group.groupId,
        groupNum: group.groupNum,
        groupName: group.groupName,
        members: list[group.groupNum] ?? [],
        // Names and members are public; the cash of a team the caller may not read is left unknown.
        cash: secrets.accounts(group.groupId) ? (team?.cash ?? null) : null,
        bankrupt: team?.bankrupt ?? false,
      };
    });
  },
  checkInformation(ctx) {
    const training = trainingOf(ctx);
    const problems = training.state === TRAINING_STATE.notStarted ? startProblems(ctx, training) : [];
    return { ready: problems.length === 0, problems };
  },
  getList(ctx) {
    return visibleTrainings(ctx).map((t) => trainingRow(ctx, t));
  },
};
