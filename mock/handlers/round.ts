import { roundToYearQuarter } from '../engine';
import { ownTraining, trainingOf } from './gameShared';
import { CODE, type FamilyResolvers, json, refuse } from './kit';

/** Round durations in minutes: at least 1, at most 600. */
const MAX_MINUTES = 600;

export const roundResolvers: FamilyResolvers<'round'> = {
  findList(ctx) {
    const training = trainingOf(ctx);
    return ctx.db.rounds
      .filter((r) => r.trainingId === training.id)
      .sort((a, b) => a.round - b.round)
      .map((r) => ({
        ...r,
        ...roundToYearQuarter(r.round),
        /** done, current or future */
        status: r.round < training.currRound ? 'done' : r.round === training.currRound ? 'current' : 'future',
      }));
  },
  /** Durations of the current and future rounds: `rounds` = JSON [{ round, duration }]. */
  updateList(ctx) {
    const training = ownTraining(ctx);
    const items = json<{ round: unknown; duration: unknown }[]>(ctx, 'rounds', '回合时长列表')!;
    if (!Array.isArray(items) || !items.length) refuse(CODE.badInput, '回合时长列表不能为空');
    const rows = ctx.db.rounds.filter((r) => r.trainingId === training.id);
    const changes = items.map((item) => {
      const round = Number(item.round);
      const duration = Number(item.duration);
      const row = rows.find((r) => r.round === round);
      if (!row) refuse(CODE.notFound, `第 ${item.round} 回合不存在`);
      if (!Number.isInteger(duration) || duration < 1 || duration > MAX_MINUTES) {
        refuse(CODE.badInput, `第 ${round} 回合的时长必须是 1 到 ${MAX_MINUTES} 之间的整数（分钟）`);
      }
      if (round < training.currRound) refuse(CODE.conflict, `第 ${round} 回合已结束，不能修改时长`);
      return { row, duration };
    });
    changes.forEach(({ row, duration }) => {
      row.duration = duration;
    });
    return rows.sort((a, b) => a.round - b.round);
  },
};
