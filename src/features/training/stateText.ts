import { trainingStateLabel } from '@/domain/codes';
import { display } from '@/utils/format';
import { useT } from '@/utils/hooks';

/**
 * A training's state in words: its `stateName` when the row has one (an assumed field), else the
 * `state` spec point 3 promises; '-' only for a state it does not know.
 */
export function useTrainingStateText() {
  const t = useT();
  return (row: { state?: unknown; stateName?: string | null }) => {
    if (row.stateName?.trim()) return row.stateName;
    const label = trainingStateLabel(row.state);
    return label ? t(label) : display(undefined);
  };
}

/**
 * A training's name with its state, "2025秋季沙盘实训（已结束）". A name that already ends with its
 * state in brackets (a teacher may have typed it) is shown as it is, so the state never reads twice.
 */
export function useTrainingWithState() {
  const t = useT();
  const stateText = useTrainingStateText();
  return (row: { trainName?: string | null; state?: unknown; stateName?: string | null }) => {
    const name = display(row.trainName);
    const state = stateText(row);
    const named = [`（${state}）`, `(${state})`].some((suffix) => name.replace(/\s+$/, '').endsWith(suffix));
    return named ? name : t('train.shared.training.withState', { name, state });
  };
}
