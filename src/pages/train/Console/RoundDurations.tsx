import { useT } from '@/utils/hooks';
import { useModel } from '@/utils/model';
import { Button, Form, InputNumber, Modal, Table, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import type { RoundRow } from '@/stores/trainTypes';
import { display } from '@/utils/format';
import { quarterText } from '@/utils/roundText';
import { useAction, useTrain } from './hooks';
import trainModel from '@/stores/train';

/** The training's rounds: year and quarter, planned minutes (or what `minutes` renders), status. */
export function RoundTable({ minutes }: { minutes?: (row: RoundRow) => ReactNode }) {
  const t = useT();
  const train = useTrain();
  return (
    <Table<RoundRow>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={train.roundList}
      columns={[
        { title: t('console.round'), dataIndex: 'round' },
        {
          title: t('console.yearQuarterCol'),
          key: 'yq',
          render: (_, r) => quarterText(t, r.round),
        },
        {
          title: t('console.rounds.minutes'),
          dataIndex: 'duration',
          render: (d: number | undefined, r) => (minutes ? minutes(r) : display(d)),
        },
        {
          title: t('console.rounds.status'),
          dataIndex: 'status',
          render: (s: string | undefined) =>
            s ? <Tag color={s === 'current' ? 'processing' : 'default'}>{t(`console.rounds.status.${s}`)}</Tag> : '-',
        },
      ]}
    />
  );
}

/** The teacher edits the planned minutes of the current and future rounds (round updateList). */
export default function RoundDurations() {
  const t = useT();
  const trainCalls = useModel(trainModel);
  const train = useTrain();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm();
  const { busy, run } = useAction();
  const editable = train.roundList.filter((r) => r.round >= train.currRound);

  const save = async () => {
    const values: Record<string, number> = await form.validateFields();
    const rounds = editable.map((r) => ({ round: r.round, duration: values[`r${r.round}`] }));
    const saved = await run('save', () => trainCalls.updateRounds({ trainId: train.trainId, rounds }));
    if (saved) setOpen(false);
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('console.rounds.edit')}</Button>
      <Modal
        open={open}
        title={t('console.rounds.title')}
        onCancel={() => setOpen(false)}
        onOk={save}
        okButtonProps={{ loading: busy === 'save' }}
        okText={t('console.save')}
        cancelText={t('console.cancel')}
        destroyOnHidden
      >
        <Form
          form={form}
          name="rounds"
          initialValues={Object.fromEntries(train.roundList.map((r) => [`r${r.round}`, r.duration]))}
          preserve={false}
        >
          <RoundTable
            minutes={(row) => (
              <Form.Item
                name={`r${row.round}`}
                style={{ margin: 0 }}
                rules={[
                  {
                    required: true,
                    type: 'integer',
                    min: 1,
                    max: 600,
                    message: t('console.rounds.invalid', { round: row.round }),
                  },
                ]}
              >
                <InputNumber
                  aria-label={t('console.rounds.minutesOf', { round: row.round })}
                  min={1}
                  max={600}
                  precision={0}
                  disabled={row.round < train.currRound}
                />
              </Form.Item>
            )}
          />
        </Form>
      </Modal>
    </>
  );
}
