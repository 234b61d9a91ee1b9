import { useRequest } from 'ahooks';
import { useState } from 'react';
import type { Watcher } from '@/features/console/livePlan';
import menuModel from '@/stores/menu';
import trainModel, { type TrainingChange } from '@/stores/train';
import { useModel } from '@/utils/model';
import { type LiveMeeting, useLive } from './hooks';

export type FollowStatus = 'loading' | 'ready' | 'error';

/**
 * Opens a training in the train and menu stores and keeps it current: the training with its round
 * list and the menu's phase, read into stores emptied of the last training, then the live poll.
 * The answer names its training: until the one asked for has answered, the status is loading.
 * `revision` counts what the poll saw change, for the parts that load data of their own.
 * Shared by the consoles and the projector view.
 */
export function useFollowedTraining(trainId: string | undefined, watcher: Watcher, wait = false) {
  const menuCalls = useModel(menuModel);
  const trainCalls = useModel(trainModel);
  const [revision, setRevision] = useState({ training: 0, menu: 0 });
  const opened = useRequest(
    async () => {
      const id = trainId!;
      menuCalls.reset();
      trainCalls.reset();
      const record = await trainCalls.fetchTraining({ trainId: id });
      if (record)
        await Promise.all([menuCalls.fetchPhase({ trainId: id }), trainCalls.fetchRoundList({ trainId: id })]);
      return { trainId: id, record };
    },
    { refreshDeps: [trainId], ready: !!trainId && !wait },
  );
  let status: FollowStatus = 'ready';
  if (!trainId || opened.loading || opened.data?.trainId !== trainId) status = 'loading';
  else if (!opened.data.record) status = 'error';

  // What another user changed reaches the screen through the poll.
  useLive(
    status === 'ready' ? trainId : undefined,
    {
      onTraining: async (change: TrainingChange) => {
        // The poll already tells state, round and version: show them now, then load the rest.
        trainCalls.saveLive(change);
        // A new round or state can move the menu too, which only getMenuPhase tells every backend.
        await Promise.all([
          trainCalls.fetchTraining({ trainId: trainId! }),
          trainCalls.fetchRoundList({ trainId: trainId! }),
          menuCalls.fetchPhase({ trainId: trainId!, quiet: true }),
        ]);
        setRevision((r) => ({ ...r, training: r.training + 1 }));
      },
      onMenu: async (meeting?: LiveMeeting) => {
        if (meeting) trainCalls.saveMeeting(meeting);
        setRevision((r) => ({ ...r, menu: r.menu + 1 }));
      },
    },
    watcher,
  );
  return { status, revision, retry: opened.refresh };
}
