import { display } from '@/utils/format';
import { useT } from '@/utils/hooks';
import FormDialog from '@/components/form/FormDialog';
import { NumberField } from '@/components/form/digit';
import type { ReactElement } from 'react';
import type { StudentSummary } from '@/services/classSummary';

/** Scores a student's summary 0–100 (whole points). */
export default function ScoreForm({
  row,
  trigger,
  onSave,
}: {
  row: StudentSummary;
  trigger: ReactElement;
  onSave: (score: number) => Promise<boolean>;
}) {
  const t = useT();
  return (
    <FormDialog<{ score: number }>
      name="summaryScoreForm"
      title={t('teaching.summary.score.title', { name: display(row.userName) })}
      trigger={trigger}
      width={420}
      destroyOnHidden
      maskClosable={false}
      initialValues={{ score: row.score ?? undefined }}
      onFinish={({ score }) => onSave(score)}
    >
      <NumberField
        name="score"
        label={t('teaching.summary.score')}
        min={0}
        max={100}
        inputProps={{ precision: 0 }}
        rules={[
          { required: true, message: t('teaching.summary.score.required') },
          { type: 'number', min: 0, max: 100, message: t('teaching.summary.score.range') },
        ]}
      />
    </FormDialog>
  );
}
