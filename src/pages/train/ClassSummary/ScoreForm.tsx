import ModalForm from '@/components/form/ModalForm';
import { ProFormDigit } from '@/components/form/digit';
import type { ReactElement } from 'react';
import { useT } from '@/components/teaching/hooks';
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
    <ModalForm<{ score: number }>
      name="summaryScoreForm"
      title={t('teaching.summary.score.title', { name: row.userName })}
      trigger={trigger}
      width={420}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      initialValues={{ score: row.score ?? undefined }}
      onFinish={({ score }) => onSave(score)}
    >
      <ProFormDigit
        name="score"
        label={t('teaching.summary.score')}
        min={0}
        max={100}
        fieldProps={{ precision: 0 }}
        rules={[
          { required: true, message: t('teaching.summary.score.required') },
          { type: 'number', min: 0, max: 100, message: t('teaching.summary.score.range') },
        ]}
      />
    </ModalForm>
  );
}
