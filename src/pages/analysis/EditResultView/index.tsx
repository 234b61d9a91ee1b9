import { useT } from '@/utils/hooks';
import { useRequest } from 'ahooks';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import { Alert, Button, Card, Form, InputNumber, Modal, Segmented, Space, Table, Tag, Typography, message } from 'antd';
import type { TableColumnsType as ColumnsType } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { MESSAGE_DURATION_S } from '@/constants';
import { NotOfferedNotice, useNotOffered } from '@/features/backend/notOffered';
import type { TableCode } from '@/services/analysis';
import analysisModel from '@/stores/analysis';
import { formatNumber } from '@/utils/format';
import { useModel } from '@/utils/model';
import AnalysisFrame, { Toolbar } from '../components/AnalysisFrame';
import { RoundPicker, TeamPicker } from '../components/Pickers';
import { Guard } from '../components/States';
import { type TrainingRef, useAnalysis, useIsStudent, noRoundsText } from '../hooks';
import { checkInputs, statementRows, type StatementRow, TABLE_CODES, TABLE_ITEMS, TOTAL_KEYS } from '../labels';
import { useStatementTarget } from '../useStatementTarget';
import styles from './index.less';

type Values = Record<string, number | null | undefined>;

/**
 * /train/home/editResult-view: a student types their team's statements for a settled round; the
 * save (once, while it runs) stores them, and every entered item is checked against the computed
 * value: differing rows are highlighted and counted. A failed save keeps what was typed. Teachers
 * see what the students entered, read-only; so does a student on a backend without the save, after
 * its first refusal, with one notice.
 */
export default function EditResultView() {
  const t = useT();
  return (
    <AnalysisFrame title={t('analysis.title.editResult')}>
      {(training, picker) => <EditBody key={training.id} training={training} picker={picker} />}
    </AnalysisFrame>
  );
}

function EditBody({ training, picker }: { training: TrainingRef; picker: ReactNode }) {
  const t = useT();
  const analysis = useModel(analysisModel);
  const isStudent = useIsStudent();
  const target = useStatementTarget(training.id);
  const { teamId, round } = target;
  const saveNotOffered = useNotOffered('analysis.saveDataInput');
  // Inputs that cannot be saved are not offered: the statements stay readable, tables and rounds switchable.
  const editable = isStudent && target.own && !saveNotOffered;
  const [code, setCode] = useState<TableCode>(1);
  const [form] = Form.useForm<Values>();
  const [changed, setChanged] = useState(false);
  // What was typed into inputs no longer shown is not unsaved work.
  const dirty = changed && editable;
  const [saving, setSaving] = useState(false);
  const table = useRequest(() => analysis.fetchTable({ trainId: training.id, ...target.asked, code }), {
    refreshDeps: [training.id, target.asked.teamId, target.asked.round, code],
  });
  const data = useAnalysis('tableList')[code];
  const rows = useMemo(() => statementRows(code, data), [code, data]);
  const check = checkInputs(rows);
  const mismatched = new Set(check.mismatched);
  const label = (key: string) => t(TABLE_ITEMS[code].prefix + key);

  /** The saved inputs become the form's content. */
  const revert = () => {
    form.resetFields();
    form.setFieldsValue(Object.fromEntries(rows.map((r) => [r.key, r.input ?? null])));
    setChanged(false);
  };
  // After a load or a save (never after a failed save, which leaves `rows` as they were).
  useEffect(revert, [rows]);

  /** Runs a switch, after a confirmation when typed values would be lost. */
  const leave = (run: () => void) => {
    if (!dirty) return run();
    Modal.confirm({ title: t('analysis.edit.unsaved'), content: t('analysis.edit.discard'), onOk: run });
  };

  const save = async () => {
    // The save button shows only for the student's own team once the rounds are known.
    if (teamId === undefined || round === undefined) return;
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    const payload = Object.fromEntries(rows.map((r) => [r.key, values[r.key] ?? null]));
    const saved = await analysis.saveInput({ trainId: training.id, teamId, round, code, values: payload });
    setSaving(false);
    if (saved !== undefined) message.success(t('analysis.edit.saved'), MESSAGE_DURATION_S);
  };

  const status = (row: StatementRow) => {
    if (row.input === undefined) return <Tag>{t('analysis.edit.blank')}</Tag>;
    return mismatched.has(row.key) ? (
      <Tag color="error">{t('analysis.edit.mismatch')}</Tag>
    ) : (
      <Tag color="success">{t('analysis.edit.match')}</Tag>
    );
  };
  const columns: ColumnsType<StatementRow> = [
    {
      key: 'item',
      title: t(code === 2 ? 'analysis.col.post' : 'analysis.col.item'),
      render: (_, r) => (TOTAL_KEYS.has(r.key) ? <strong>{label(r.key)}</strong> : label(r.key)),
    },
    ...(code === 1
      ? [
          {
            key: 'beginning',
            title: t('analysis.col.beginning'),
            align: 'right' as const,
            render: (_: unknown, r: StatementRow) => formatNumber(r.beginning),
          },
        ]
      : []),
    {
      key: 'input',
      title: t('analysis.col.input'),
      align: editable ? 'left' : 'right',
      render: (_, r) =>
        editable ? (
          <Form.Item
            name={r.key}
            style={{ margin: 0 }}
            rules={[
              {
                validator: (_rule, v) =>
                  v === null || v === undefined || Number.isInteger(v)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('analysis.edit.integer', { name: label(r.key) }))),
              },
            ]}
          >
            <InputNumber className={styles.input} aria-label={label(r.key)} />
          </Form.Item>
        ) : (
          formatNumber(r.input)
        ),
    },
    { key: 'end', title: t('analysis.col.computed'), align: 'right', render: (_, r) => formatNumber(r.end) },
    { key: 'check', title: t('analysis.col.check'), render: (_, r) => status(r) },
  ];

  let summary: ReactNode;
  if (!check.filled) summary = <Alert type="info" showIcon title={t('analysis.edit.noneFilled')} />;
  else if (check.mismatched.length)
    summary = (
      <Alert
        type="warning"
        showIcon
        role="status"
        title={t('analysis.edit.diff', { count: check.mismatched.length })}
        description={t('analysis.edit.progress', { filled: check.filled, total: check.total })}
      />
    );
  else
    summary = (
      <Alert
        type="success"
        showIcon
        role="status"
        title={t('analysis.edit.allMatch', { filled: check.filled })}
        description={t('analysis.edit.progress', { filled: check.filled, total: check.total })}
      />
    );

  // The form wraps the whole body, so it is connected before the table has loaded.
  return (
    <Form form={form} component={false} onValuesChange={() => setChanged(true)}>
      <Toolbar>
        {picker}
        <TeamPicker teams={target.teams.data ?? []} value={teamId} onChange={(v) => leave(() => target.setTeamId(v))} />
        <RoundPicker
          rounds={target.rounds.data ?? []}
          value={round ?? 0}
          onChange={(v) => leave(() => target.setRound(v))}
        />
      </Toolbar>
      <Guard state={target.ready} empty={!target.rounds.data?.length || !teamId} emptyText={noRoundsText(t, training)}>
        {() => (
          <Card
            size="small"
            title={
              <Segmented<TableCode>
                value={code}
                onChange={(v) => leave(() => setCode(v))}
                options={TABLE_CODES.map((c) => ({ value: c, label: t(`analysis.table.${c}`) }))}
              />
            }
            extra={<Typography.Text type="secondary">{t('analysis.unit')}</Typography.Text>}
          >
            <Space orientation="vertical" style={{ width: '100%' }} size={12}>
              {isStudent && target.own && saveNotOffered ? (
                <NotOfferedNotice
                  call="analysis.saveDataInput"
                  detail={t('analysis.notOffered.saveInput')}
                  style={{ marginBottom: 0 }}
                />
              ) : (
                <Alert type="info" title={t(editable ? 'analysis.edit.hint' : 'analysis.edit.readOnly')} />
              )}
              <Guard state={table}>
                {() => (
                  <>
                    {summary}
                    <Table<StatementRow>
                      size="small"
                      columns={columns}
                      dataSource={rows}
                      rowKey="key"
                      pagination={false}
                      loading={table.loading}
                      rowClassName={(r) => (mismatched.has(r.key) ? styles.mismatch : '')}
                    />
                    {editable && (
                      <Space>
                        <Button
                          type="primary"
                          icon={<SaveOutlined />}
                          onClick={save}
                          loading={saving}
                          disabled={saving}
                        >
                          {t('analysis.edit.save')}
                        </Button>
                        <Button icon={<UndoOutlined />} onClick={revert} disabled={!dirty || saving}>
                          {t('analysis.edit.revert')}
                        </Button>
                        {dirty && <Tag color="warning">{t('analysis.edit.unsaved')}</Tag>}
                      </Space>
                    )}
                  </>
                )}
              </Guard>
            </Space>
          </Card>
        )}
      </Guard>
    </Form>
  );
}
