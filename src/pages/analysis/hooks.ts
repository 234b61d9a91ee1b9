import { useLocation, useSelector } from '@umijs/max';
import type { PaginationProps } from 'antd';
import { useEffect, useState } from 'react';
import type { useT } from '@/utils/hooks';
import { ROLE } from '@/constants';
import type { AnalysisState } from '@/stores/analysis';
import type { CommonState } from '@/models/common';
import * as trainingService from '@/services/training';
import { decodeQs } from '@/utils/qs';
import { useShownTraining } from '@/features/training/useTraining';
import { roundToYearQuarter } from '@/utils/quarter';
import analysisModel from '@/stores/analysis';


export type T = ReturnType<typeof useT>;

/** "第1年第1季" for a round (spec point 4's year and quarter). */
export function roundLabel(t: T, round: number): string {
  return t('analysis.round.label', roundToYearQuarter(round));
}

export function useAnalysis<K extends keyof AnalysisState>(field: K): AnalysisState[K] {
  return useSelector((s: { analysis: AnalysisState }) => s.analysis[field]);
}

export function useIsStudent(): boolean {
  return useSelector((s: { common: CommonState }) => s.common.userInfo.userType === ROLE.student);
}

/** One call's state on screen: loading, failed (with a retry), or its answer. */
export interface Loaded<R> {
  data: R | undefined;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/** Runs `load` when its key changes (and on reload); a stale answer never overwrites a newer one. */
export function useLoad<R>(load: () => Promise<R | undefined>, key: string, enabled = true): Loaded<R> {
  const [data, setData] = useState<R | undefined>(undefined);
  const [loading, setLoading] = useState(enabled);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    setLoading(true);
    setFailed(false);
    load().then((answer) => {
      if (!live) return;
      setData(answer);
      setFailed(answer === undefined);
      setLoading(false);
    });
    return () => {
      live = false;
    };
    // `load` is rebuilt every render; `key` names what it loads.
  }, [key, attempt, enabled]);
  return { data, loading, failed, reload: () => setAttempt((n) => n + 1) };
}

/** Server paging of a table: the page asked for, back to the first page on a filter change, and the table's pagination. */
export function usePaging(size = 20) {
  const [page, setPage] = useState({ current: 1, size });
  const pagination = (total: number): PaginationProps => ({
    current: page.current,
    pageSize: page.size,
    total,
    showSizeChanger: true,
    onChange: (current, pageSize) => setPage({ current: pageSize === page.size ? current : 1, size: pageSize }),
  });
  return { page, toFirst: () => setPage((p) => ({ ...p, current: 1 })), pagination };
}

export interface TrainingRow {
  id: string;
  trainName: string;
  state: number;
  stateName: string;
  currRound: number;
  roundNumber: number;
  sandTableId?: string;
}

/** The training a screen shows: its id, and its state once the training list has it. */
export type TrainingRef = { id: string; state?: number };

/** What an empty statement or analysis screen says: not started, or no settled round yet. */
export function noRoundsText(t: T, training: TrainingRef): string {
  return t(training.state === 0 ? 'analysis.training.notStarted' : 'analysis.round.none');
}

/**
 * The training a screen is about: the `qs` page parameter's trainId (known at once, so the
 * screen's calls need not wait for the list), else the user's first training; with the user's
 * trainings for the picker.
 */
export function useTraining() {
  const { search } = useLocation();
  const asked = decodeQs(search).trainId;
  const trainings = useLoad(() => trainingService.getList() as Promise<TrainingRow[] | undefined>, 'trainings');
  const list = trainings.data ?? [];
  const fromQs = asked !== undefined && asked !== null && asked !== '' ? String(asked) : '';
  // The one in qs, else the one chosen last, else the one in progress; entered (its sand table is
  // the sandbox variant) before the screen sends its first shunt call.
  const trainId =
    useShownTraining({ data: trainings.loading ? undefined : trainings.data, error: trainings.failed }, fromQs) ||
    undefined;
  const listed = list.find((x) => x.id === trainId);
  const training: TrainingRef | undefined = listed ?? (trainId ? { id: trainId } : undefined);
  return {
    trainId,
    training,
    trainings: list,
    loading: trainings.loading,
    failed: trainings.failed,
    reload: trainings.reload,
  };
}
