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
