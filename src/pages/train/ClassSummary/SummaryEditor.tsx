import { Button, Form, Input, message } from 'antd';
import { useEffect, useState } from 'react';
import { useEffectCall, useT } from '@/components/teaching/hooks';
import { MESSAGE_DURATION_S } from '@/constants';

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
  const call = useEffectCall();
  const [summaryForm] = Form.useForm<{ content: string }>();
  const [recordForm] = Form.useForm<{ trainingRecord: string }>();
  const [saving, setSaving] = useState<'content' | 'record' | null>(null);

  useEffect(() => summaryForm.setFieldsValue({ content }), [summaryForm, content, classId]);
  useEffect(() => recordForm.setFieldsValue({ trainingRecord }), [recordForm, trainingRecord, classId]);

  const save = async (kind: 'content' | 'record', effect: string, payload: Record<string, string>, done: string) => {
    setSaving(kind);
    const row = await call<object | undefined>(effect, { classId, ...payload });
    setSaving(null);
    if (row) message.success(t(done), MESSAGE_DURATION_S);
  };

  return (
    <>
      <Form
        form={summaryForm}
        layout="vertical"
        disabled={locked || saving !== null}
        onFinish={({ content: text }) => save('content', 'summary/saveSummary', { content: text.trim() }, 'teaching.summary.saved')}
      >
        <Form.Item
          name="content"
          label={t('teaching.summary.content')}
          rules={[
            { required: true, whitespace: true, message: t('teaching.summary.content.required') },
            { max: MAX, message: t('teaching.summary.content.max') },
          ]}
        >
          <Input.TextArea rows={6} maxLength={MAX} showCount placeholder={t('teaching.summary.content.placeholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving === 'content'}>
          {t('teaching.summary.save')}
        </Button>
      </Form>
      <Form
        form={recordForm}
        layout="vertical"
        style={{ marginTop: 24 }}
        disabled={locked || saving !== null}
        onFinish={({ trainingRecord: text }) => save('record', 'summary/uploadTrainingRecord', { trainingRecord: text.trim() }, 'teaching.summary.record.saved')}
      >
        <Form.Item
          name="trainingRecord"
          label={t('teaching.summary.trainingRecord')}
          rules={[
            { required: true, whitespace: true, message: t('teaching.summary.trainingRecord.required') },
            { max: MAX, message: t('teaching.summary.trainingRecord.max') },
          ]}
        >
          <Input.TextArea rows={4} maxLength={MAX} showCount placeholder={t('teaching.summary.trainingRecord.placeholder')} />
        </Form.Item>
        <Button htmlType="submit" loading={saving === 'record'}>
          {t('teaching.summary.record.upload')}
        </Button>
      </Form>
    </>
  );
}
