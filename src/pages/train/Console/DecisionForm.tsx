import { Alert, Button, Col, Form, InputNumber, message, Row, Select } from 'antd';
import { useState } from 'react';
import { NotOfferedNotice, useNotOffered } from '@/features/backend/notOffered';
import { operateTeam } from '@/features/console/actions';
import type { Params } from '@/services/contract';
import type { TeamState } from '@/features/console/teamState';
import { useT } from '@/utils/hooks';
import { DECISION_FIELDS, DECISIONS, fieldOptions } from './decisions';
import { useAction, useTrain } from './hooks';

/** A team's decisions for the current round, one form: pick the decision, fill its fields. */
export default function DecisionForm({
  team,
  onDone,
  disabled,
}: {
  team: TeamState;
  /** the team's state after the decision, when the server answered it (read it again otherwise) */
  onDone: (next: TeamState | undefined) => void;
  disabled: boolean;
}) {
  const t = useT();
  const train = useTrain();
  const [form] = Form.useForm();
  const { busy, run } = useAction();
  const type: string | undefined = Form.useWatch('type', form);
  const decision = DECISIONS.find((d) => d.type === type);
  const options = fieldOptions(team, t);
  // The server's refusal (e.g. over the post's cash limit) stays by the form after the toast fades.
  const [refusal, setRefusal] = useState<string | null>(null);
  const notOffered = useNotOffered('team.operate');
  const submit = (values: Record<string, any>) =>
    run('operate', async () => {
      const { loan, materialOrder, ...rest } = values;
      const params: Params<'team.operate'> = { trainId: train.trainId, ...rest };
      if (loan) [params.kind, params.loanId] = String(loan).split(':');
      if (materialOrder) params.orderId = materialOrder;
      const answer = await operateTeam(params);
      if (!answer) return;
      if (!answer.done) {
        setRefusal(answer.refusal);
        return;
      }
      setRefusal(null);
      message.success(t('console.ops.done', { name: t(`console.ops.type.${values.type}`) }));
      form.resetFields();
      onDone(answer.team);
    });
  // Without the call there is nothing to submit: the notice stands where the form was.
  if (notOffered) return <NotOfferedNotice call="team.operate" detail={t('console.notOffered.operate')} />;
  return (
    <Form
      form={form}
      name="decision"
      layout="vertical"
      onFinish={submit}
      disabled={disabled}
      aria-label={t('console.ops.form')}
    >
      <Form.Item
        name="type"
        label={t('console.ops.decision')}
        rules={[{ required: true, message: t('console.ops.decision.required') }]}
      >
        <Select
          options={DECISIONS.map((d) => ({
            value: d.type,
            label: `${t(`console.ops.type.${d.type}`)}（${t(`console.post.${d.post}`)}）`,
          }))}
          onChange={() => {
            setRefusal(null);
            form.setFieldsValue(Object.fromEntries(DECISION_FIELDS.map((f) => [f, undefined])));
          }}
        />
      </Form.Item>
      {decision && team.postName && (
        <Alert
          style={{ marginBottom: 12 }}
          type="info"
          showIcon
          title={t('console.ops.postHint', { mine: team.postName, post: t(`console.post.${decision.post}`) })}
        />
      )}
      <Row gutter={12}>
        {decision?.fields.map((field) => (
          <Col key={field} xs={24} md={12}>
            {field === 'amount' || field === 'quantity' ? (
              <Form.Item
                name={field}
                label={t(`console.ops.field.${field}`)}
                rules={[
                  { required: true, message: t('console.required', { field: t(`console.ops.field.${field}`) }) },
                  {
                    type: 'integer',
                    min: 1,
                    message: t('console.ops.positive', { field: t(`console.ops.field.${field}`) }),
                  },
                ]}
              >
                <InputNumber
                  style={{ width: '100%' }}
                  min={1}
                  precision={0}
                  step={field === 'amount' && type === 'takeLoan' ? (team.options?.loanUnit ?? 1) : 1}
                />
              </Form.Item>
            ) : (
              <Form.Item
                name={field}
                label={t(`console.ops.field.${field}`)}
                rules={[{ required: true, message: t('console.required', { field: t(`console.ops.field.${field}`) }) }]}
              >
                <Select
                  options={field === 'product' && type === 'developProduct' ? options.developProduct : options[field]}
                  notFoundContent={t('console.ops.noOptions')}
                  // An option names what matters (the loan room, a line's state, the price): its list
                  // is as wide as its options, not as the half-width field.
                  popupMatchSelectWidth={false}
                />
              </Form.Item>
            )}
          </Col>
        ))}
      </Row>
      {refusal && (
        <Alert
          style={{ marginBottom: 12 }}
          type="error"
          showIcon
          closable
          onClose={() => setRefusal(null)}
          title={refusal}
          data-testid="decision-refused"
        />
      )}
      <Button type="primary" htmlType="submit" loading={busy === 'operate'}>
        {t('console.ops.submit')}
      </Button>
    </Form>
  );
}
