import { useLocation, useNavigate } from '@umijs/max';
import { useCallback, useEffect, useState } from 'react';
import * as experimentService from '@/services/experiment';
import type { ExperimentRow } from '@/services/experiment';
import * as trainingService from '@/services/training';
import { TRAINING_STATE } from '@/constants';
import { decodeQs, encodeQs } from '@/utils/qs';

/** A training as getById answers it: the experiment fields, its group count and the caller's seat (students). */
export interface TrainingDetail
  extends Pick<
    ExperimentRow,
    | 'id'
    | 'trainName'
    | 'caseName'
    | 'ruleId'
    | 'ruleName'
    | 'className'
    | 'state'
    | 'stateName'
    | 'currRound'
    | 'roundNumber'
  > {
  caseCode: string;
  groupNum: number;
  sandTableId: string;
  groupId: string | null;
  postId: number | null;
}

/** Load state of one call: data, or an error the screen shows with a retry. */
export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: boolean;
  reload: () => void;
}

/** Runs `load` when its inputs change (and on reload); undefined means the call failed. */
export function useLoad<T>(load: (() => Promise<T | undefined>) | null, deps: unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: boolean }>({
    data: undefined,
    loading: !!load,
    error: false,
  });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!load) {
      setState({ data: undefined, loading: false, error: false });
      return undefined;
    }
    let live = true;
    setState((s) => ({ ...s, loading: true, error: false }));
    load().then((data) => {
      if (live) setState({ data, loading: false, error: data === undefined });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}

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
export function useExperiments(): Loaded<ExperimentRow[]> {
  return useLoad(() => experimentService.list({ current: 1, size: 100 }).then((page) => page?.records), []);
}

/** The training to show: the one in qs, else the first running one, else the first. */
export function defaultTraining(rows: ExperimentRow[] | undefined, trainId: string): string {
  if (!rows?.length) return trainId;
  if (trainId) return trainId;
  return (rows.find((r) => r.state === TRAINING_STATE.running) ?? rows[0]).id;
}

export function useTrainingDetail(trainId: string): Loaded<TrainingDetail> {
  return useLoad(trainId ? () => trainingService.getById({ trainId }) as Promise<TrainingDetail | undefined> : null, [
    trainId,
  ]);
}
