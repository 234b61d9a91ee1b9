/**
 * Trainings, consoles, menus and tools: the contract of the calls that change data. The parameters
 * name the ones each call needs (callers may send more); an answer names what the app reads of it,
 * NO_DATA when it reads only that the call succeeded. The contract check never makes these calls.
 */
import { GAME } from './game';
import { type ContractEntry, NO_DATA, assumed, bool, id, num, params, promised, str, z } from './kit';
import { MEETING_ORDER, TEAM_ADVERTISING, TRAINING_ROW } from './rows';

const TRAINING = params({ trainId: id });
/** The menu version read last, sent back so a stale control is refused; null when never reported. */
const VERSIONED = params({ trainId: id, version: assumed(num.nullable()) });
/** A team of a training, as the teacher's actions on it name it. */
const TEAM = params({ trainId: id, groupId: id });
/**
 * What a menu control answers: this project's backend answers the menu condition, which the
 * store keeps; the spec names none, so the console reads the condition itself when it is absent.
 */
const CONTROL_ANSWER = assumed(GAME['menu.condition'].answer);
/** A control that also answers its own result beside the condition. */
const withCondition = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ ...shape, condition: assumed(GAME['menu.condition'].answer) });
/** The training row a change answers (spec point 3's fields, the rest assumed). */
const SAVED_TRAINING = TRAINING_ROW;
/** A training's settings as the form sends them (postList empty: the default posts). */
const TRAINING_SAVE = params({
  id: assumed(id),
  trainName: str,
  caseId: id,
  ruleId: id,
  classId: id,
  roundNumber: num,
  groupNum: num,
  sandTableId: id,
  postList: assumed(z.array(num)),
});

export const GAME_CHANGES = {
  'training.save': { params: TRAINING_SAVE, answer: SAVED_TRAINING },
  'training.saveRelease': { params: TRAINING_SAVE, answer: SAVED_TRAINING },
  'training.saveGz': { params: TRAINING_SAVE, answer: SAVED_TRAINING },
  'training.changeState': {
    params: params({ id, state: num, version: assumed(num.nullable()) }),
    answer: SAVED_TRAINING,
  },
  'training.changeRound': {
    params: params({ id, round: num, version: assumed(num.nullable()) }),
    answer: SAVED_TRAINING,
  },
  'training.isOpen': { params: params({ trainId: id, isOpen: num }), answer: SAVED_TRAINING },
  'training.inputScore': { params: TEAM, answer: NO_DATA },
  'training.clickBankruptcy': { params: TEAM.extend({ bankrupt: num }), answer: NO_DATA },
  'training.delMaterialOrder': { params: TEAM.extend({ orderId: id }), answer: NO_DATA },
  'training.supplementaryOrder': { params: TEAM.extend({ orderId: id }), answer: NO_DATA },
  'student.importStudents': {
    params: params({ trainId: id, file: z.instanceof(Blob) }),
    answer: z.object({ imported: assumed(num), created: assumed(num) }),
  },
  'student.transfer': {
    params: params({ trainId: id, id, studentId: z.union([id, z.literal('')]) }),
    answer: GAME['student.relList'].answer,
  },
  'round.updateList': {
    /** The rounds' durations as JSON text: [{ round, duration }] in minutes. */
    params: params({ trainId: id, rounds: str }),
    answer: GAME['round.findList'].answer,
  },
  'gm.updateData': { params: TEAM, answer: NO_DATA },
  'gm.capitalInjection': { params: TEAM, answer: NO_DATA },
  'gm.updateCompanyData': { params: TEAM, answer: NO_DATA },
  'gm.companyInject': {
    params: params({ trainId: id, groupIds: z.array(id), amount: num }),
    answer: GAME['gm.findTeamList'].answer,
  },
  'gmOrder.saveOrder': { params: params({ trainId: id, market: str, product: str }), answer: NO_DATA },
  'gmOrder.updateState': { params: TEAM.extend({ orderId: id, state: str }), answer: NO_DATA },
  'gmOrder.repairOrder': { params: TEAM.extend({ orderId: id }), answer: NO_DATA },
  'gmSys.sendMessage': { params: TRAINING, answer: NO_DATA },
  'gmSys.issuedAnnouncement': { params: TRAINING, answer: NO_DATA },
  // Spec point 7: the start returns the meeting's id.
  'orderMeeting.start': { params: params({ trainId: id, duration: assumed(num) }), answer: promised(id) },
  'orderMeeting.end': { params: VERSIONED, answer: NO_DATA },
  'specialEvent.save': { params: TRAINING, answer: NO_DATA },
  'specialEvent.start': { params: params({ trainId: id, id }), answer: NO_DATA },
  'menu.saveMenu': {
    params: VERSIONED.extend({ duration: assumed(num), issueAdvertising: assumed(num) }),
    // This project's backend answers the phase, as getMenuPhase does; the spec names no answer.
    answer: assumed(GAME['menu.getMenuPhase'].answer.partial()),
  },
  'menu.updateMenuState': { params: VERSIONED.extend({ menuState: num }), answer: CONTROL_ANSWER },
  'menu.sendAdvertising': {
    params: VERSIONED,
    answer: z.object({
      teamData: assumed(z.array(TEAM_ADVERTISING)),
      ranking: GAME['menu.getTeamPutAdvertising'].answer.shape.ranking,
      advertising: assumed(num),
    }),
  },
  'menu.reMenu': { params: VERSIONED, answer: CONTROL_ANSWER },
  'menu.suspend': { params: VERSIONED, answer: CONTROL_ANSWER },
  'menu.restore': { params: VERSIONED, answer: CONTROL_ANSWER },
  'menu.autoCancel': { params: VERSIONED, answer: withCondition({ cancelled: assumed(num) }) },
  'menu.putAdvertising': {
    /** The bids as JSON text: [{ market, product, amount }]. */
    params: params({ trainId: id, groupId: assumed(id), items: str }),
    answer: TEAM_ADVERTISING,
  },
  'menu.selectOrder': {
    params: VERSIONED.extend({ orderId: assumed(id), pass: assumed(num) }),
    answer: withCondition({ duplicate: assumed(bool), order: assumed(MEETING_ORDER.nullable()) }),
  },
  'team.operate': { params: GAME['team.state'].params, answer: GAME['team.state'].answer },
  'tool.save': {
    params: params({ gameId: id, round: num, teamId: id, id: assumed(id), type: num, details: str }),
    answer: GAME['tool.list'].answer.element,
  },
  'tool.remove': { params: params({ id }), answer: NO_DATA },
  'tool.vote': {
    params: params({ gameId: id, round: num, teamId: id, userId: id, recordId: id }),
    answer: z.object({
      recordId: assumed(id),
      voteCount: assumed(num),
      votes: assumed(num),
      members: assumed(num),
    }),
  },
  'study.saveProgress': {
    params: params({ sectionId: id, progress: num }),
    answer: z.object({ sectionId: assumed(id), progress: assumed(num), finished: assumed(bool) }),
  },
} satisfies Record<string, ContractEntry>;
