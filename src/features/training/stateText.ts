import { TRAINING_STATE } from '@/constants';
import { display } from '@/utils/format';
import { useT } from '@/utils/hooks';

/** The training states spec point 3 knows (train.shared.state.N). */
const STATES: readonly number[] = Object.values(TRAINING_STATE);

/**
 * A training's state in words: its `stateName` when the row has one (an assumed field), else the
 * `state` spec point 3 promises; '-' only for a state it does not know.
 */
export function useTrainingStateText() {
  const t = useT();
  return (row: { state?: unknown; stateName?: string | null }) => {
    if (row.stateName?.trim()) return row.stateName;
    return typeof row.state === 'number' && STATES.includes(row.state)
      ? t(`train.shared.state.${row.state}`)
      : display(undefined);
  };
}
