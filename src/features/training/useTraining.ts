import { useLocation, useNavigate } from '@umijs/max';
import { useRequest } from 'ahooks';
import { useCallback } from 'react';
import * as experimentService from '@/services/experiment';
import type { Answer, Id } from '@/services/contract';
import * as trainingService from '@/services/training';
import { TRAINING_STATE } from '@/domain/codes';
import { idText } from '@/utils/format';
import { decodeQs, encodeQs } from '@/utils/qs';
import { enterTraining, getCurrentTraining } from '@/utils/session';

/** A training as getById answers it: spec point 3's fields, its group count and the caller's seat (students). */
export type TrainingDetail = Answer<'training.getById'>;

/** The trainId of the qs page parameter, and a way to switch the screen to another training. */
export function useTrainIdParam(): [string, (trainId: string) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const trainId = String(decodeQs(search).trainId ?? '');
  const choose = useCallback(
    (id: string) => navigate(`${pathname}?qs=${encodeQs({ trainId: id })}`, { replace: true }),
    [navigate, pathname],
  );
  return [trainId, choose];
}

/** The caller's experiments (up to 100) for a training picker. */
export function useExperiments() {
  return useRequest(async () => {
    const page = await experimentService.list({ current: 1, size: 100 });
    return page?.records;
  });
}

/** A training as a list gives it: enough to choose one and to know its sand table. */
export interface ListedTraining {
  id?: Id;
  state?: number;
  sandTableId?: Id | null;
}

/**
 * The training a screen shows: the one in qs, else the one entered last if the user still has it,
 * else the one in progress, else the first. `rows` is undefined while the list loads: the answer is
 * then '' (wait) unless qs names the training entered last, whose sand table is already known, so
 * no shunt call goes out before the sandbox variant is right.
 */
export function defaultTraining(rows: ListedTraining[] | undefined, trainId: string): string {
  const current = getCurrentTraining();
  if (trainId && current?.trainId === trainId) return trainId;
  if (!rows) return '';
  if (trainId) return trainId;
  const last = rows.find((r) => idText(r.id) === current?.trainId);
  return idText((last ?? rows.find((r) => r.state === TRAINING_STATE.running) ?? rows[0])?.id) ?? '';
}

/**
 * The training a screen shows (see defaultTraining), entered: its sand table becomes the sandbox
 * variant and it becomes the training chosen last. This runs while rendering, before the effects
 * of the screen and its children send their first shunt call. `list` is useRequest's result (or
 * its data and loading): a list that ended without data failed, and counts as empty.
 */
export function useShownTraining(list: { data?: ListedTraining[]; loading: boolean }, qsTrainId: string): string {
  const failed = !list.loading && list.data === undefined;
  const trainId = defaultTraining(failed ? [] : list.data, qsTrainId);
  if (trainId) enterTraining(list.data?.find((r) => idText(r.id) === trainId) ?? { trainId });
  return trainId;
}

/**
 * useShownTraining from the user's own training list (/sworld/training/getList, a call of the
 * default service whatever the variant), for screens that do not list trainings themselves. The
 * list is asked only when the training's sand table is not known yet.
 */
export function useEnteredTraining(qsTrainId: string, enabled = true): { trainId: string; loading: boolean } {
  const current = getCurrentTraining();
  const known = !enabled || (qsTrainId ? current?.trainId === qsTrainId : !!current);
  // The list is asked with the qs it is for: an answer (or a list not asked yet) for another qs
  // reads as loading, also in the render where qs changes, before the request starts.
  const list = useRequest((_qs: string) => trainingService.getList() as Promise<ListedTraining[] | undefined>, {
    ready: !known,
    defaultParams: [qsTrainId],
    refreshDeps: [qsTrainId],
    refreshDepsAction: (): void => {
      list.run(qsTrainId);
    },
  });
  const loading = !known && (list.loading || list.params[0] !== qsTrainId);
  // A known training waits for no list: it is entered as it is known (no rows, and no failure).
  const listed = useShownTraining(
    enabled ? { data: known ? undefined : list.data, loading: known || loading } : { data: [], loading: false },
    enabled ? qsTrainId : '',
  );
  if (!enabled) return { trainId: '', loading: false };
  if (known) return { trainId: qsTrainId || (current?.trainId ?? ''), loading: false };
  return { trainId: loading ? '' : listed, loading };
}

/** A training's details, asked once there is a training. */
export function useTrainingDetail(trainId: string) {
  return useRequest(() => trainingService.getById({ trainId }), {
    refreshDeps: [trainId],
    ready: !!trainId,
  });
}
