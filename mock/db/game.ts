import { DEFAULT_IS_OPEN, POSTS, TRAINING_STATE } from '../../src/constants';
import { createGame, type GameAction, type GameState, playScriptedGame, presetRules, type RuleParams } from '../engine';
import type { DbCase, DbRule } from './authoring';
import type { SeedBase } from './core';

/**
 * Trainings and their play: the training records, their groups (teams) and group posts (the
 * students' seats), round durations, the engine's game state and the action log it was built
 * from, order meetings, messages, bulletins, special-event drafts, tool records and votes.
 */
export interface DbTraining {
  /** The server sends the training id as `id` (the app stores it as trainId). */
  id: string;
  trainName: string;
  caseId: string;
  caseName: string;
  caseCode: string;
  ruleId: string;
  ruleName: string;
  ruleType: number;
  classId: string;
  teacherId: string;
  roundNumber: number;
  currRound: number;
  state: number;
  groupNum: number;
  isOpen: number;
  /** '1' | '2' | '3': the sand-table type (1 and 3 have order meetings). */
  sandTableId: string;
  /** The sandbox version the training was saved with (1 default, 2 gz, 3 release). */
  selectVersion: number;
  /** Enabled modules, comma separated. */
  modules: string;
  /** A custom post list (post ids); empty means the default posts. */
  postList: number[];
  seed: number;
  /** Bumped by every state or round change: a stale version is refused. */
  version: number;
  createTime: string;
  /** 1: students see every team's analysis (openAll); absent or 0: only their own team's. */
  analysisOpen?: number;
}

export interface DbGroup {
  /** The team id (also the engine's teamId). */
  groupId: string;
  trainingId: string;
  groupNum: number;
  groupName: string;
}

/** One seat of a group: the group_post row with the student assigned to it (or none). */
export interface DbGroupPost {
  id: string;
  trainingId: string;
  groupId: string;
  groupNum: number;
  postId: number;
  studentId: string | null;
}

export interface DbRound {
  id: string;
  trainingId: string;
  round: number;
  /** Minutes the round is planned to last. */
  duration: number;
  /** When the round became current (ms), or null before. */
  startTime: number | null;
}

export interface DbGame {
  trainingId: string;
  state: GameState;
  /** Every accepted action, so the same seed and actions replay to the same statements. */
  actions: GameAction[];
}

export interface DbOrderMeeting {
  id: string;
  trainingId: string;
  round: number;
  /** Seconds. */
  duration: number;
  /** 0 not started, 1 running, 2 ended. */
  state: number;
  startTime: number | null;
  /** 1 once the teacher has published the teams' advertising (the ranking) to every team. */
  issueAdvertising?: number;
}

export interface DbMessage {
  id: string;
  trainingId: string;
  fromUserId: string;
  /** null: to every team. */
  groupId: string | null;
  content: string;
  createTime: string;
}

export interface DbBulletin {
  id: string;
  /** null: a platform bulletin for every training. */
  trainingId: string | null;
  title: string;
  content: string;
  createTime: string;
}

export interface DbSpecialEventDraft {
  id: string;
  trainingId: string;
  name: string;
  /** The engine's event input, saved before the teacher starts it. */
  event: Record<string, unknown>;
  started: boolean;
  createTime: string;
}

export interface DbToolRecord {
  id: string;
  trainingId: string;
  groupId: string;
  round: number;
  type: number;
  userId: string;
  /** JSON text: { userId, userName, data: [{ one, ... }] } (spec point 3). */
  details: string;
  updateTime: string;
}

export interface DbVote {
  id: string;
  trainingId: string;
  groupId: string;
  round: number;
  userId: string;
  choice: string;
  createTime: string;
}

/** Values students entered in the result view (table code 1–4), per team and round. */
export interface DbStatementInput {
  trainingId: string;
  groupId: string;
  round: number;
  code: number;
  key: string;
  value: number;
}

export interface GameCollections {
  trainings: DbTraining[];
  groups: DbGroup[];
  groupPosts: DbGroupPost[];
  rounds: DbRound[];
  games: DbGame[];
  orderMeetings: DbOrderMeeting[];
  messages: DbMessage[];
  bulletins: DbBulletin[];
  specialEvents: DbSpecialEventDraft[];
  toolRecords: DbToolRecord[];
  votes: DbVote[];
  statementInputs: DbStatementInput[];
}

/** Minutes a round lasts unless the teacher changes it. */
export const DEFAULT_ROUND_MINUTES = 45;
/** Seconds an order meeting lasts unless the teacher changes it. */
export const DEFAULT_MEETING_SECONDS = 600;
/** The clock of seeded games: 2026-09-01 08:00 (UTC+8). */
const SEED_CLOCK = Date.UTC(2026, 8, 1, 0, 0, 0);

interface TrainingPlan {
  trainName: string;
  classIndex: number;
  groupNum: number;
  roundNumber: number;
  playedRounds: number;
  state: number;
  presetIndex: number;
  sandTableId: string;
  seed: number;
}

const PLANS: TrainingPlan[] = [
  {
    trainName: '2026春季沙盘对抗赛',
    classIndex: 0,
    groupNum: 4,
    roundNumber: 8,
    playedRounds: 4,
    state: TRAINING_STATE.running,
    presetIndex: 0,
    sandTableId: '1',
    seed: 101,
  },
  {
    trainName: '2025秋季沙盘实训',
    classIndex: 0,
    groupNum: 4,
    roundNumber: 4,
    playedRounds: 4,
    state: TRAINING_STATE.finished,
    presetIndex: 1,
    sandTableId: '3',
    seed: 202,
  },
  {
    trainName: '会计2班经营模拟',
    classIndex: 1,
    groupNum: 2,
    roundNumber: 4,
    playedRounds: 0,
    state: TRAINING_STATE.notStarted,
    presetIndex: 0,
    sandTableId: '2',
    seed: 303,
  },
  {
    trainName: '市场营销班实训（暂停中）',
    classIndex: 2,
    groupNum: 2,
    roundNumber: 4,
    playedRounds: 1,
    state: TRAINING_STATE.paused,
    presetIndex: 2,
    sandTableId: '1',
    seed: 404,
  },
];

/** The rule a training plays with: the authoring rule's params, else the engine preset. */
function ruleFor(rules: DbRule[] | undefined, cases: DbCase[] | undefined, presetIndex: number) {
  const preset = presetRules[presetIndex];
  const rule = rules?.find((r) => JSON.stringify(r.params) === JSON.stringify(preset)) ?? rules?.[presetIndex];
  const caseRow = cases?.find((c) => c.id === rule?.caseId) ?? cases?.[0];
  return { params: (rule?.params ?? preset) as RuleParams, rule, caseRow };
}

export function seedGame(base: SeedBase, before: object): GameCollections {
  const { rules, cases } = before as { rules?: DbRule[]; cases?: DbCase[] };
  const out: GameCollections = {
    trainings: [],
    groups: [],
    groupPosts: [],
    rounds: [],
    games: [],
    orderMeetings: [],
    messages: [],
    bulletins: [],
    specialEvents: [],
    toolRecords: [],
    votes: [],
    statementInputs: [],
  };
  const teacher = base.users.find((u) => u.userCode === 'teacher')!;

  PLANS.forEach((plan) => {
    const klass = base.classes[plan.classIndex];
    const { params, rule, caseRow } = ruleFor(rules, cases, plan.presetIndex);
    const training: DbTraining = {
      id: base.id(),
      trainName: plan.trainName,
      caseId: caseRow?.id ?? '',
      caseName: caseRow?.caseName ?? '标准制造企业案例',
      caseCode: caseRow?.caseCode ?? 'CASE-STD',
      ruleId: rule?.id ?? '',
      ruleName: rule?.ruleName ?? params.name,
      ruleType: rule?.ruleType ?? 1,
      classId: klass.id,
      teacherId: klass.teacherId || teacher.id,
      roundNumber: plan.roundNumber,
      currRound:
        plan.playedRounds === 0
          ? 0
          : Math.min(plan.playedRounds + (plan.state === TRAINING_STATE.finished ? 0 : 1), plan.roundNumber),
      state: plan.state,
      groupNum: plan.groupNum,
      isOpen: DEFAULT_IS_OPEN,
      sandTableId: plan.sandTableId,
      selectVersion: 1,
      modules: 'market,production,finance,analysis',
      postList: [],
      seed: plan.seed,
      version: 1,
      createTime: base.time,
    };
    out.trainings.push(training);

    const groups: DbGroup[] = Array.from({ length: plan.groupNum }, (_, i) => ({
      groupId: base.id(),
      trainingId: training.id,
      groupNum: i + 1,
      groupName: `第${i + 1}组`,
    }));
    out.groups.push(...groups);
    // Seat the class's students group by group, four posts each.
    const students = klass.studentIds;
    groups.forEach((group, g) => {
      POSTS.slice(0, 4).forEach((post, p) => {
        out.groupPosts.push({
          id: base.id(),
          trainingId: training.id,
          groupId: group.groupId,
          groupNum: group.groupNum,
          postId: post.postId,
          studentId: students[g * 4 + p] ?? null,
        });
      });
    });
    for (let round = 1; round <= plan.roundNumber; round += 1) {
      const startTime = round <= training.currRound ? SEED_CLOCK + (round - 1) * 3_600_000 : null;
      out.rounds.push({ id: base.id(), trainingId: training.id, round, duration: DEFAULT_ROUND_MINUTES, startTime });
    }
    if (training.state !== TRAINING_STATE.notStarted) {
      const teams = groups.map((g) => ({ teamId: g.groupId, teamName: g.groupName }));
      const state =
        plan.playedRounds > 0
          ? playScriptedGame({
              rule: params,
              seed: plan.seed,
              teams,
              rounds: plan.playedRounds,
              roundNumber: plan.roundNumber,
              now: SEED_CLOCK,
            })
          : createGame({ rule: params, seed: plan.seed, teams, roundNumber: plan.roundNumber });
      out.games.push({ trainingId: training.id, state, actions: [] });
      for (let round = 1; round <= training.currRound; round += 1) {
        out.orderMeetings.push({
          id: base.id(),
          trainingId: training.id,
          round,
          duration: DEFAULT_MEETING_SECONDS,
          state: round < training.currRound || training.state === TRAINING_STATE.finished ? 2 : 0,
          startTime: round < training.currRound ? SEED_CLOCK + (round - 1) * 3_600_000 : null,
        });
      }
    }
  });

  const running = out.trainings[0];
  out.bulletins.push(
    {
      id: base.id(),
      trainingId: null,
      title: '平台维护通知',
      content: '本周六 22:00—24:00 平台例行维护，届时暂停访问。',
      createTime: base.time,
    },
    {
      id: base.id(),
      trainingId: running.id,
      title: '第二年经营开始',
      content: '各组请在本季度内完成广告投放，订货会随后开始。',
      createTime: base.time,
    },
  );
  out.messages.push({
    id: base.id(),
    trainingId: running.id,
    fromUserId: teacher.id,
    groupId: null,
    content: '请各组 CEO 确认本组岗位分工。',
    createTime: base.time,
  });
  return out;
}
