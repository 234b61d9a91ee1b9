import { EVALUATE_ITEMS } from '../db/teaching';
import { CODE, type FamilyResolvers, formatTime, int, refuse } from './kit';
import { classesOf, evaluationOf, ownClass, teachingDb } from './teachingShared';

/**
 * Evaluation weights per class: attendance, classroom performance, training score and class
 * summary, in percent, adding up to 100. A class without saved weights shows the defaults.
 */
export const evaluateResolvers: FamilyResolvers<'evaluate'> = {
  list(ctx) {
    return classesOf(ctx).flatMap((row) => evaluationOf(ctx, row));
  },
  save(ctx) {
    const row = ownClass(ctx, ctx.params.classId);
    const weights = EVALUATE_ITEMS.map((item) => ({
      item,
      weight: int(ctx, item.itemCode, `${item.itemName}权重`, { min: 0, max: 100 }),
    }));
    const sum = weights.reduce((total, w) => total + w.weight, 0);
    if (sum !== 100) refuse(CODE.badInput, `评价权重之和必须等于 100（当前为 ${sum}）`);
    const db = teachingDb(ctx);
    const time = formatTime(ctx.now);
    for (const { item, weight } of weights) {
      const entry = db.evaluations.find((e) => e.classId === row.id && e.itemCode === item.itemCode);
      if (entry) Object.assign(entry, { weight, updateTime: time });
      else
        db.evaluations.push({
          id: ctx.store.nextId(),
          classId: row.id,
          itemCode: item.itemCode,
          weight,
          updateTime: time,
        });
    }
    return evaluationOf(ctx, row);
  },
};
