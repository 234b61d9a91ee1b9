import { idText } from '@/utils/format';
import { useT } from '@/utils/hooks';
import FormDialog from '@/components/form/FormDialog';
import { TextField, TextAreaField } from '@/components/form/text';
import type { ReactElement } from 'react';
import type { ClassRow, ClassSaveParams } from '@/services/class';

/** Create or rename a class; stays open with the typed input when the save fails. */
export default function ClassForm({
  trigger,
  row,
  onSave,
}: {
  trigger: ReactElement;
  row?: ClassRow;
  onSave: (values: ClassSaveParams) => Promise<boolean>;
}) {
  const t = useT();
  return (
    <FormDialog<ClassSaveParams>
      name="classForm"
      title={t(row ? 'teaching.class.edit' : 'teaching.class.create')}
      trigger={trigger}
      width={520}
      destroyOnHidden
      maskClosable={false}
      initialValues={row ? { className: row.className, remark: row.remark } : undefined}
      onFinish={(values) => onSave({ ...values, id: idText(row?.id) })}
    >
      <TextField
        name="className"
        label={t('teaching.class.className')}
        inputProps={{ maxLength: 50, showCount: true }}
        rules={[
          { required: true, whitespace: true, message: t('teaching.class.className.required') },
          { max: 50, message: t('teaching.class.className.max') },
        ]}
      />
      <TextAreaField
        name="remark"
        label={t('teaching.class.remark')}
        inputProps={{ maxLength: 200, showCount: true, rows: 3 }}
        rules={[{ max: 200, message: t('teaching.class.remark.max') }]}
      />
    </FormDialog>
  );
}
