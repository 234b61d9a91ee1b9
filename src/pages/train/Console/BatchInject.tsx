import { Alert, Button, Checkbox, Form, InputNumber, Modal, message } from 'antd';
import { useState } from 'react';
import type { TeamRow } from '@/stores/trainTypes';
import type { Id } from '@/services/contract';
import { display, formatNumber } from '@/utils/format';
import trainModel from '@/stores/train';
import { useT } from '@/utils/hooks';
import { useModel } from '@/utils/model';
import { useAction, useTrain } from './hooks';

/** The largest injection per company, in 万元 (the server refuses more). */
export const MAX_INJECTION = 100000;

interface Values {
  groupIds: Id[];
  amount: number;
}

/**
 * Capital injection into several companies at once (company/inject): the companies and a whole
 * amount in 万元 are checked first, then the teacher confirms the total before anything is sent.
 */
export default function BatchInject({
  teams,
  onClose,
  onDone,
}: {
  teams: TeamRow[];
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const trainCalls = useModel(trainModel);
  const train = useTrain();
  const [form] = Form.useForm<Values>();
  const [confirming, setConfirming] = useState<Values | null>(null);
  const { busy, run } = useAction();

  const review = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) setConfirming(values);
  };
  const send = (values: Values) =>
    run('inject', async () => {
      const rows = await trainCalls.injectCompanies({
        trainId: train.trainId,
        groupIds: values.groupIds,
        amount: values.amount,
      });
      if (!rows) return;
      message.success(t('console.inject.done', { n: values.groupIds.length, amount: formatNumber(values.amount) }));
      onDone();
    });

  const names = (ids: Id[]) =>
    teams
      .filter((team) => ids.includes(team.groupId))
      .map((team) => team.teamName)
      .join('、');

  return (
    <Modal
      open
      title={t('console.inject.title')}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        confirming
          ? [
              <Button key="back" onClick={() => setConfirming(null)} disabled={busy === 'inject'}>
                {t('console.inject.back')}
              </Button>,
              <Button key="send" type="primary" danger loading={busy === 'inject'} onClick={() => send(confirming)}>
                {t('console.inject.confirm')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                {t('console.cancel')}
              </Button>,
              <Button key="next" type="primary" onClick={review}>
                {t('console.inject.next')}
              </Button>,
            ]
      }
    >
      {confirming && (
        <Alert
          type="warning"
          showIcon
          data-testid="inject-confirm"
          title={t('console.inject.summary', {
            n: confirming.groupIds.length,
            amount: formatNumber(confirming.amount),
            total: formatNumber(confirming.amount * confirming.groupIds.length),
          })}
          description={names(confirming.groupIds)}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        name="batch-inject"
        hidden={!!confirming}
        initialValues={{ groupIds: teams.map((team) => team.groupId) }}
        onFinish={review}
      >
        <Form.Item
          name="groupIds"
          label={t('console.inject.companies')}
          rules={[{ required: true, type: 'array', min: 1, message: t('console.inject.companies.required') }]}
        >
          <Checkbox.Group
            options={teams.map((team) => ({
              value: team.groupId,
              label: `${display(team.teamName)}${team.bankrupt ? t('console.inject.bankruptMark') : ''}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('console.teams.amount')}
          extra={t('console.inject.amount.hint', { max: formatNumber(MAX_INJECTION) })}
          rules={[
            { required: true, message: t('console.teams.amount.required') },
            {
              validator: (_, value) => {
                if (value === undefined || value === null || value === '') return Promise.resolve();
                const n = Number(value);
                if (!Number.isInteger(n)) return Promise.reject(new Error(t('console.inject.amount.integer')));
                if (n < 1 || n > MAX_INJECTION)
                  return Promise.reject(
                    new Error(t('console.inject.amount.range', { max: formatNumber(MAX_INJECTION) })),
                  );
                return Promise.resolve();
              },
            },
          ]}
        >
          <InputNumber style={{ width: 220 }} aria-label={t('console.teams.amount')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
