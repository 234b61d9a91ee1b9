import { TRAINING_STATE } from '../../src/constants';
import type { DbTraining } from '../db/game';
import {
  hasMeetings,
  meetingOf,
  meetingState,
  menuVersion,
  playConsole,
  requireMeetingRunning,
  viewOf,
} from './consoleShared';
import { ownTraining, trainingOf } from './gameShared';
import { CODE, type Ctx, type FamilyResolvers, int, refuse } from './kit';

/**
 * The round's order meeting: a window the teacher opens and closes, with its own countdown
 * (`duration` seconds from `startTime`, shown to everyone; the teacher ends it). While it runs,
 * teams advertise and the menu is run (menu family). Ending it ends the menu.
 */

/** Why the current round's meeting cannot start, or null. */
function startProblem(ctx: Ctx, training: DbTraining): string | null {
  if (training.state !== TRAINING_STATE.running) return '实训未在进行中';
  if (!hasMeetings(training)) return '该沙盘类型没有订货会';
  if (!viewOf(ctx, training)) return '本回合没有订货会';
  const meeting = meetingOf(ctx, training);
  if (!meeting) return '本回合没有订货会';
  const state = meetingState(training, meeting);
  if (state === 1) return '订货会已经开始';
  if (state === 2) return '订货会已结束';
  return null;
}

export const orderMeetingResolvers: FamilyResolvers<'orderMeeting'> = {
  /** { duration, state, id } of a round's meeting (spec point 7), with its start and the server's time. */
  get(ctx) {
    const training = trainingOf(ctx);
    const round = int(ctx, 'round', '回合', {
      required: false,
      min: 1,
      max: training.roundNumber,
      fallback: training.currRound,
    });
    const meeting = meetingOf(ctx, training, round);
    if (!meeting)
      return { id: null, round, duration: 0, state: 0, startTime: null, currentTime: ctx.now, hasMenu: false };
    const hasMenu = round === training.currRound ? !!viewOf(ctx, training) : false;
    return {
      id: meeting.id,
      round,
      duration: meeting.duration,
      state: meetingState(training, meeting),
      startTime: meeting.startTime,
      currentTime: ctx.now,
      hasMenu,
    };
  },
  canStart(ctx) {
    const training = trainingOf(ctx);
    const reason = startProblem(ctx, training);
    return { canStart: reason === null, reason };
  },
  /** Opens the meeting (optionally with a new `duration` in seconds); answers its id. */
  start(ctx) {
    const training = ownTraining(ctx);
    const duration = int(ctx, 'duration', '订货会时长（秒）', { required: false, min: 60, max: 7200 });
    const reason = startProblem(ctx, training);
    if (reason) refuse(CODE.conflict, reason);
    const meeting = meetingOf(ctx, training)!;
    meeting.state = 1;
    meeting.startTime = ctx.now;
    if (!Number.isNaN(duration)) meeting.duration = duration;
    return meeting.id;
  },
  /** Closes the meeting; a menu still running ends now (picks are kept, orders left are dropped). */
  end(ctx) {
    const training = ownTraining(ctx);
    const meeting = requireMeetingRunning(ctx, training);
    const view = viewOf(ctx, training);
    if (view && view.phase !== 4)
      playConsole(ctx, training, { type: 'endMenu', now: ctx.now, version: menuVersion(ctx) });
    meeting.state = 2;
    return { id: meeting.id, state: meeting.state };
  },
};
