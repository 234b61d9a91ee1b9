import { useIntl } from '@umijs/max';
import { Form, Select } from 'antd';
import type { ExperimentRow } from '@/services/experiment';
import { useTrainingWithState } from './stateText';

/** Chooses the training a screen shows (its id goes into the qs page parameter). */
export default function TrainingPicker({
  rows,
  value,
  loading,
  onChange,
}: {
  rows: ExperimentRow[] | undefined;
  value: string;
  loading: boolean;
  onChange: (trainId: string) => void;
}) {
  const intl = useIntl();
  const withState = useTrainingWithState();
  return (
    <Form layout="inline">
      <Form.Item
        label={intl.formatMessage({ id: 'train.shared.training' })}
        htmlFor="training-picker"
        style={{ marginInlineEnd: 0 }}
      >
        <Select
          id="training-picker"
          style={{ minWidth: 280 }}
          loading={loading}
          value={value || undefined}
          placeholder={intl.formatMessage({ id: 'train.shared.training.placeholder' })}
          onChange={onChange}
          options={(rows ?? []).map((r) => ({ value: r.id, label: withState(r) }))}
        />
      </Form.Item>
    </Form>
  );
}
