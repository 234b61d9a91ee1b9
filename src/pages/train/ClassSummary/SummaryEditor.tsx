import { useT } from '@/utils/hooks';
import { useModel } from '@/utils/model';
import { Button, Form, type FormInstance, Input, message } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { MESSAGE_DURATION_S } from '@/constants';
import summaryModel from '@/stores/summary';

const MAX = 2000;

/**
 * The caller's own summary of a class and its training record: two forms, each saved on its own
 * (saveClassSummary as form data; uploadTrainingRecord). Locked once the summary is scored.
 */
export default function SummaryEditor({
  classId,
  content,
  trainingRecord,
  locked = false,
}: {
  classId: string;
  content: string;
  trainingRecord: string;
  locked?: boolean;
}) {
  const t = useT();
  const summaries = useModel(summaryModel);
  const [summaryForm] = Form.useForm<{ content: string }>();
  const [recordForm] = Form.useForm<{ trainingRecord: string }>();
  const [saving, setSaving] = useState<'content' | 'record' | null>(null);

  useEffect(() => summaryForm.setFieldsValue({ content }), [summaryForm, content, classId]);
  useEffect(() => recordForm.setFieldsValue({ trainingRecord }), [recordForm, trainingRecord, classId]);

  const save = async (kind: 'content' | 'record', send: () => Promise<object | undefined>, done: string) => {
    setSaving(kind);
    const row = await send();
    setSaving(null);
    if (row) message.success(t(done), MESSAGE_DURATION_S);
  };

  return (
    <>
      <TextForm
        form={summaryForm}
        name="content"
        label={t('teaching.summary.content')}
        rows={6}
        placeholder={t('teaching.summary.content.placeholder')}
        required={t('teaching.summary.content.required')}
        tooLong={t('teaching.summary.content.max')}
        disabled={locked || saving !== null}
        submit={
          <Button type="primary" htmlType="submit" loading={saving === 'content'}>
            {t('teaching.summary.save')}
          </Button>
        }
        onSubmit={(text) =>
          save('content', () => summaries.saveSummary({ classId, content: text }), 'teaching.summary.saved')
        }
      />
      <TextForm
        form={recordForm}
        name="trainingRecord"
        label={t('teaching.summary.trainingRecord')}
        rows={4}
        placeholder={t('teaching.summary.trainingRecord.placeholder')}
        required={t('teaching.summary.trainingRecord.required')}
        tooLong={t('teaching.summary.trainingRecord.max')}
        disabled={locked || saving !== null}
        submit={
          <Button htmlType="submit" loading={saving === 'record'}>
            {t('teaching.summary.record.upload')}
          </Button>
        }
        onSubmit={(text) =>
          save(
            'record',
            () => summaries.uploadTrainingRecord({ classId, trainingRecord: text }),
            'teaching.summary.record.saved',
          )
        }
      />
    </>
  );
}

/** One long text field with its own submit button. */
function TextForm({
  form,
  name,
  label,
  rows,
  placeholder,
  required,
  tooLong,
  disabled,
  submit,
  onSubmit,
}: {
  form: FormInstance;
  name: string;
  label: string;
  rows: number;
  placeholder: string;
  required: string;
  tooLong: string;
  disabled: boolean;
  submit: ReactNode;
  onSubmit: (text: string) => void;
}) {
  return (
    <Form
      form={form}
      name={`summary-${name}`}
      layout="vertical"
      disabled={disabled}
      style={{ marginBottom: 24 }}
      onFinish={(values) => onSubmit(String(values[name]).trim())}
    >
      <Form.Item
        name={name}
        label={label}
        rules={[
          { required: true, whitespace: true, message: required },
          { max: MAX, message: tooLong },
        ]}
      >
        <Input.TextArea rows={rows} maxLength={MAX} showCount placeholder={placeholder} />
      </Form.Item>
      {submit}
    </Form>
  );
}
