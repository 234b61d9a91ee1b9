import { display } from '@/utils/format';
import { useT } from '@/utils/hooks';
import FormDialog from '@/components/form/FormDialog';
import { NumberField } from '@/components/form/digit';
import { TextAreaField } from '@/components/form/text';
import type { ReactElement } from 'react';
import type { RatingRow } from '@/services/teacherRating';

export interface RatingValues {
  score: number;
  comment?: string;
}

/** Rates a student's classroom performance 0–100, with an optional comment. */
export default function RatingForm({
  row,
  trigger,
  onSave,
}: {
  row: RatingRow;
  trigger: ReactElement;
  onSave: (values: RatingValues) => Promise<boolean>;
}) {
  const t = useT();
  return (
    <FormDialog<RatingValues>
      name="ratingForm"
      title={t('teaching.rating.title', { name: display(row.studentName) })}
      trigger={trigger}
      width={480}
      destroyOnHidden
      maskClosable={false}
      initialValues={{ score: row.score ?? undefined, comment: row.comment }}
      onFinish={onSave}
    >
      <NumberField
        name="score"
        label={t('teaching.rating.score')}
        min={0}
        max={100}
        inputProps={{ precision: 0 }}
        rules={[
          { required: true, message: t('teaching.rating.score.required') },
          { type: 'number', min: 0, max: 100, message: t('teaching.rating.score.range') },
        ]}
      />
      <TextAreaField
        name="comment"
        label={t('teaching.rating.comment')}
        inputProps={{ maxLength: 200, showCount: true, rows: 3 }}
        rules={[{ max: 200, message: t('teaching.rating.comment.max') }]}
      />
    </FormDialog>
  );
}
