import { useCurrentUser, useT } from '@/utils/hooks';
import { useModel, useModelState } from '@/utils/model';
import Screen from '@/components/Screen';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Form, InputNumber, Result, Skeleton, Space, Table, Typography, message } from 'antd';
import { useEffect, useState } from 'react';
import BackButton from '@/components/BackButton';
import ClassSelect, { classOptionsState, useChosenClass } from '@/features/classes/ClassSelect';
import LoadError from '@/components/LoadError';
import { MESSAGE_DURATION_S } from '@/constants';
import type { EvaluateEntry } from '@/services/evaluate';
import { display, formatNumber, formatTime, text } from '@/utils/format';
import evaluateModel from '@/stores/evaluate';

const FULL = 100;

/**
 * The class's items that can be shown and saved: an item without its code has no form field, and an
 * id may arrive as a number (a Java Long), so the class is compared as text.
 */
function itemsOf(entries: EvaluateEntry[], classId?: string) {
  return entries.filter((e): e is EvaluateEntry & { itemCode: string } => text(e.classId) === classId && !!e.itemCode);
}

/** The translated name of an item, or the server's name for an item this screen does not know. */
function useItemName() {
  const t = useT();
  return (entry: EvaluateEntry) => {
    const key = `teaching.evaluate.item.${entry.itemCode}`;
    const text = t(key);
    return text === key ? display(entry.itemName) : text;
  };
}

/**
 * /train/evaluate: a class's evaluation weights (attendance, classroom performance, training
 * score, class summary) in percent. Teachers save them; weights that do not add up to 100 are
 * refused in the form (and by the server). Students see their class's weights read-only.
 */
export default function EvaluatePage() {
  const t = useT();
  const itemName = useItemName();
  const { options: classes, classId, setClassId } = useChosenClass();
  const entries = useModelState(evaluateModel);
  const shown = itemsOf(entries, classId);

  return (
    <Screen extra={<BackButton />}>
      <Card title={<ClassSelect options={classes} value={classId} onChange={setClassId} />}>
        {classOptionsState(classes) || !classId ? (
          (classOptionsState(classes) ?? <Skeleton active />)
        ) : (
          <Weights classId={classId} />
        )}
      </Card>
      {shown.length > 0 && (
        <Card title={t('teaching.evaluate.overview')} style={{ marginTop: 16 }}>
          <Table<EvaluateEntry>
            rowKey="itemCode"
            pagination={false}
            size="small"
            dataSource={shown}
            columns={[
              { title: t('teaching.evaluate.item'), width: 200, render: (_, e) => itemName(e) },
              {
                title: t('teaching.evaluate.weight'),
                dataIndex: 'weight',
                width: 120,
                align: 'right',
                render: (w?: number) => (w === undefined ? display(w) : `${formatNumber(w)}%`),
              },
              {
                title: t('teaching.common.updateTime'),
                dataIndex: 'updateTime',
                // An empty time means the class still uses the default weights; an absent one is unknown.
                render: (v?: string) =>
                  v === undefined ? display(v) : v ? formatTime(v) : t('teaching.evaluate.default'),
              },
            ]}
          />
        </Card>
      )}
    </Screen>
  );
}

/** The weights of the chosen class: mounted once a class is chosen, so its first load starts as loading. */
function Weights({ classId }: { classId: string }) {
  const t = useT();
  const evaluate = useModel(evaluateModel);
  const itemName = useItemName();
  const { isStudent } = useCurrentUser();
  const entries = useModelState(evaluateModel);
  const list = useRequest(() => evaluate.fetchList({ classId }), { refreshDeps: [classId] });
  const loading = list.loading;
  const failed = !list.loading && list.data === undefined;
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Record<string, number>>();
  const values = Form.useWatch([], form) ?? {};
  const shown = itemsOf(entries, classId);
  const sum = shown.reduce((total, e) => total + (Number(values[e.itemCode]) || 0), 0);

  useEffect(() => {
    form.setFieldsValue(Object.fromEntries(shown.map((e) => [e.itemCode, e.weight])));
  }, [entries, classId]);

  const save = async (weights: Record<string, number>) => {
    setSaving(true);
    const saved = await evaluate.save({ classId, ...weights });
    setSaving(false);
    if (saved) message.success(t('teaching.evaluate.saved'), MESSAGE_DURATION_S);
  };

  const sumInvalid = shown.length > 0 && sum !== FULL;
  const submit = (weights: Record<string, number>) => {
    // The form refuses what the server would refuse: weights that do not add up to 100.
    if (sumInvalid) return;
    save(weights);
  };

  if (failed) return <LoadError onRetry={list.refresh} />;
  if (loading && !shown.length) return <Skeleton active />;
  if (!shown.length) return <Result status="info" title={t('teaching.common.empty')} />;
  return (
    <Form
      form={form}
      name="weights"
      layout="horizontal"
      labelCol={{ flex: '180px' }}
      labelWrap
      onFinish={submit}
      disabled={isStudent || saving}
      requiredMark={!isStudent}
      style={{ maxWidth: 580 }}
    >
      {isStudent && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('teaching.evaluate.readOnly')} />}
      {shown.map((entry) => (
        <Form.Item
          key={entry.itemCode}
          name={entry.itemCode}
          label={itemName(entry)}
          rules={[
            { required: true, message: t('teaching.evaluate.weight.required', { name: itemName(entry) }) },
            {
              type: 'integer',
              min: 0,
              max: FULL,
              message: t('teaching.evaluate.weight.range', { name: itemName(entry) }),
            },
          ]}
        >
          <InputNumber min={0} max={FULL} precision={0} suffix="%" style={{ width: 160 }} />
        </Form.Item>
      ))}
      <Form.Item
        label={t('teaching.evaluate.sum')}
        validateStatus={sumInvalid ? 'error' : undefined}
        help={
          sumInvalid ? (
            <span role="alert">{t('teaching.evaluate.sum.invalid', { sum: formatNumber(sum) })}</span>
          ) : undefined
        }
      >
        <Typography.Text type={sumInvalid ? 'danger' : 'success'} strong data-testid="weight-sum">
          {formatNumber(sum)}%
        </Typography.Text>
      </Form.Item>
      {!isStudent && (
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('teaching.common.save')}
            </Button>
            <Button
              htmlType="button"
              onClick={() => form.setFieldsValue(Object.fromEntries(shown.map((e) => [e.itemCode, e.weight])))}
            >
              {t('teaching.evaluate.restore')}
            </Button>
          </Space>
        </Form.Item>
      )}
    </Form>
  );
}
