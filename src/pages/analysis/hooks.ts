import { useLocation } from '@umijs/max';
import type { PaginationProps } from 'antd';
import { useState } from 'react';
import { ROLE, TRAINING_STATE } from '@/domain/codes';
import { type TrainingRow, useTrainingList } from '@/features/analysis/queries';
import { useShownTraining } from '@/features/training/useTraining';
import commonModel, { type CommonState } from '@/models/common';
import analysisModel, { type AnalysisState } from '@/stores/analysis';
import type { useT } from '@/utils/hooks';
import { useModelState } from '@/utils/model';
import { decodeQs } from '@/utils/qs';
import { display, sameId } from '@/utils/format';
import { quarterText } from '@/utils/roundText';

export type { TrainingRow };

export type T = ReturnType<typeof useT>;

/** A round as its year and quarter (quarterText, "第 1 年第 1 季度"); '-' when the answer gave no round. */
export function roundLabel(t: T, round: number | undefined): string {
  if (round === undefined) return display(undefined);
  return quarterText(t, round);
}

export function useAnalysis<K extends keyof AnalysisState>(field: K): AnalysisState[K] {
  return useModelState(analysisModel, (s) => s[field]);
}

export function useIsStudent(): boolean {
  return useModelState(commonModel, (s: CommonState) => s.userInfo.userType === ROLE.student);
}

/** What a screen shows of one request (a useRequest result): its answer, whether it runs, and a retry. */
export interface Requested<R> {
  data?: R;
  loading: boolean;
  refresh: () => void;
}

/**
 * Whether a request has ended without an answer: the request layer answers undefined for a failed
 * call once it has told the user, and the screen then shows its load error with a retry.
 */
export function failed(request: Pick<Requested<unknown>, 'data' | 'loading'>): boolean {
  return !request.loading && request.data === undefined;
}

/** Server paging of a table: the page asked for, back to the first page on a filter change, and the table's pagination. */
export function usePaging(size = 20) {
  const [page, setPage] = useState({ current: 1, size });
  // Without a total the table pages only what it got: a made-up total would page wrongly.
  const pagination = (total: number | undefined): PaginationProps => ({
    current: page.current,
    pageSize: page.size,
    total,
    showSizeChanger: true,
    onChange: (current, pageSize) => setPage({ current: pageSize === page.size ? current : 1, size: pageSize }),
  });
  return { page, toFirst: () => setPage((p) => ({ ...p, current: 1 })), pagination };
}

/** The training a screen shows: its id, and its state, name and class once the training list has them. */
export type TrainingRef = { id: string; state?: number; name?: string; className?: string };

/** What an empty statement or analysis screen says: not started, or no settled round yet. */
export function noRoundsText(t: T, training: TrainingRef): string {
  return t(training.state === TRAINING_STATE.notStarted ? 'analysis.training.notStarted' : 'analysis.round.none');
}

/**
 * The training a screen is about: the `qs` page parameter's trainId (known at once, so the
 * screen's calls need not wait for the list), else the user's first training; with the user's
 * trainings for the picker.
 */
export function useTraining() {
  const { search } = useLocation();
  const asked = decodeQs(search).trainId;
  const trainings = useTrainingList();
  const list = trainings.data ?? [];
  const fromQs = asked !== undefined && asked !== null && asked !== '' ? String(asked) : '';
  const listFailed = failed(trainings);
  // The one in qs, else the one chosen last, else the one in progress; entered (its sand table is
  // the sandbox variant) before the screen sends its first shunt call.
  const trainId = useShownTraining(trainings, fromQs) || undefined;
  // The list may give the id as a number, qs as text.
  const listed = list.find((x) => sameId(x.id, trainId));
  const training: TrainingRef | undefined = trainId
    ? { id: trainId, state: listed?.state, name: listed?.trainName, className: listed?.className }
    : undefined;
  return {
    trainId,
    training,
    trainings: list,
    loading: trainings.loading,
    failed: listFailed,
    refresh: trainings.refresh,
  };
}
