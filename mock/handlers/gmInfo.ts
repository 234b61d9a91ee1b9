import { seatOf, trainingOf } from './gameShared';
import { messagesFor } from './gmSys';
import type { FamilyResolvers } from './kit';

/** Public messages of a training: a student reads those to every team and to their own group, newest first. */
export const gmInfoResolvers: FamilyResolvers<'gmInfo'> = {
  publicMes(ctx) {
    const training = trainingOf(ctx);
    return messagesFor(ctx, training, seatOf(ctx, training)?.groupId);
  },
};
