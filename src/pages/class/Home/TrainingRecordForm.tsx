import { display } from '@/utils/format';
import { useT } from '@/utils/hooks';
import FormDialog from '@/components/form/FormDialog';
import { TextAreaField } from '@/components/form/text';
import type { ReactElement } from 'react';
import type { ClassRow } from '@/services/class';

/** The class's training record (text), updated through updateTrainingRecord. */
export default function TrainingRecordForm({
  trigger,
  row,
  onSave,
}: {
  trigger: ReactElement;
  row: ClassRow;
  onSave: (trainingRecord: string) => Promise<boolean>;
}) {
  const t = useT();
  return (
    <FormDialog<{ trainingRecord: string }>
      name="trainingRecordForm"
      title={t('teaching.class.trainingRecord.title', { name: display(row.className) })}
      trigger={trigger}
      width={600}
      destroyOnHidden
      maskClosable={false}
      initialValues={{ trainingRecord: row.trainingRecord }}
      onFinish={({ trainingRecord }) => onSave(trainingRecord)}
    >
      <TextAreaField
        name="trainingRecord"
        label={t('teaching.class.trainingRecord')}
        inputProps={{ maxLength: 2000, showCount: true, rows: 8 }}
        rules={[
          { required: true, whitespace: true, message: t('teaching.class.trainingRecord.required') },
          { max: 2000, message: t('teaching.class.trainingRecord.max') },
        ]}
      />
    </FormDialog>
  );
}
