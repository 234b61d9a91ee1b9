import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useIntl } from '@umijs/max';
import { Button, Form, Input, InputNumber, Popconfirm, Space, Typography, Select } from 'antd';
import type { ReactNode } from 'react';
import { display, formatNumber } from '@/utils/format';
import { optionsOf } from '@/utils/options';
import { type DecisionSources, developmentTargets, lineLabel, orderLabel, translator } from './itemLabels';
import { MAX_TOOL_ITEMS, MAX_TOOL_TEXT, type ToolDecision, type ToolItem } from '@/domain/toolTypes';

export interface RecordEditorProps {
  decision: ToolDecision | null;
  sources: DecisionSources;
  initial: ToolItem[];
  saving: boolean;
  onSave: (data: ToolItem[]) => void;
  onCancel: () => void;
}

/**
 * The items of a record: free text for notes; for a decision tool the thing each item acts on
 * (a line, a material, a loan kind, a development target, an order) and its quantity or amount.
 * What was typed stays when a save is refused; the save cannot be sent twice.
 */
export default function RecordEditor({ decision, sources, initial, saving, onSave, onCancel }: RecordEditorProps) {
  const intl = useIntl();
  const t = translator(intl);
  const [form] = Form.useForm<{ data: ToolItem[] }>();
  const { desk, project } = sources;
  const required = (index: number, field: string) => ({
    required: true,
    whitespace: true,
    message: t('experiment.tools.item.required', { index, field: t(field) }),
  });
  const requiredNumber = (index: number, field: string) => ({
    required: true,
    type: 'number' as const,
    message: t('experiment.tools.item.required', { index, field: t(field) }),
  });

  const mainField = (name: number, index: number): ReactNode => {
    const select = (field: string, options: { value: string; label: string }[]) => (
      <Form.Item name={[name, 'one']} label={t(field)} rules={[required(index, field)]}>
        <Select options={options} showSearch optionFilterProp="label" placeholder={t(field)} />
      </Form.Item>
    );
    switch (decision) {
      case 'production':
        return select(
          'experiment.tools.field.line',
          optionsOf(
            desk?.lines?.filter((l) => l.status === 'ready' && !l.wip),
            (l) => l.id,
            (l) => lineLabel(t, l),
          ),
        );
      case 'purchase':
        return select(
          'experiment.tools.field.material',
          optionsOf(
            project?.materialList,
            (m) => m.code,
            (m) =>
              t('experiment.tools.material.option', {
                name: display(m.name),
                price: formatNumber(m.price),
                stock: formatNumber(desk?.materials?.find((x) => x.code === m.code)?.stock),
              }),
          ),
        );
      case 'financing':
        return select('experiment.tools.field.loanKind', [
          { value: 'long', label: t('experiment.tools.loan.long') },
          { value: 'short', label: t('experiment.tools.loan.short') },
        ]);
      case 'development':
        return select('experiment.tools.field.target', developmentTargets(t, desk));
      case 'delivery':
        return select(
          'experiment.tools.field.order',
          optionsOf(
            desk?.openOrders,
            (o) => o.id,
            (o) => orderLabel(t, o),
          ),
        );
      default:
        return (
          <Form.Item
            name={[name, 'one']}
            label={t('experiment.tools.field.content')}
            rules={[required(index, 'experiment.tools.field.content')]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={MAX_TOOL_TEXT} showCount />
          </Form.Item>
        );
    }
  };

  const amountField = (name: number, index: number): ReactNode => {
    if (decision === 'production' || decision === 'purchase') {
      return (
        <Form.Item
          name={[name, 'two']}
          label={t('experiment.tools.field.quantity')}
          rules={[requiredNumber(index, 'experiment.tools.field.quantity')]}
        >
          <InputNumber min={1} max={9999} precision={0} style={{ width: 160 }} />
        </Form.Item>
      );
    }
    if (decision === 'financing') {
      const limits = desk?.loanLimits;
      return (
        <Form.Item
          name={[name, 'two']}
          label={t('experiment.tools.field.amount')}
          rules={[requiredNumber(index, 'experiment.tools.field.amount')]}
          extra={
            limits
              ? t('experiment.tools.loan.available', {
                  long: formatNumber(limits.long?.available),
                  short: formatNumber(limits.short?.available),
                })
              : undefined
          }
        >
          <InputNumber min={1} precision={0} style={{ width: 160 }} />
        </Form.Item>
      );
    }
    return null;
  };

  const submit = (values: { data: ToolItem[] }) =>
    onSave(
      values.data.map((item) => {
        const out: ToolItem = { one: String(item.one ?? '').trim() };
        if (item.two !== undefined && item.two !== null && String(item.two) !== '') out.two = String(item.two);
        if (item.three) out.three = String(item.three).trim();
        return out;
      }),
    );

  const saveButton = (
    <Button type="primary" htmlType={decision ? 'button' : 'submit'} loading={saving} data-testid="tool-save">
      {t(decision ? 'experiment.tools.saveDecision' : 'experiment.tools.save')}
    </Button>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        data: (initial.length ? initial : [{ one: '' }]).map((item) => ({ ...item, one: item.one || undefined })),
      }}
      onFinish={submit}
      disabled={saving}
      preserve
    >
      <Form.List name="data">
        {(fields, { add, remove }) => (
          <>
            {fields.map(({ key, name }, i) => (
              <div
                key={key}
                style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: '8px 12px', marginBottom: 12 }}
              >
                <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                  <Typography.Text strong>{t('experiment.tools.item', { index: i + 1 })}</Typography.Text>
                  {fields.length > 1 && (
                    <Button
                      type="text"
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={t('experiment.tools.item.remove', { index: i + 1 })}
                      onClick={() => remove(name)}
                    />
                  )}
                </Space>
                {mainField(name, i + 1)}
                {amountField(name, i + 1)}
                {!decision && (
                  <Form.Item name={[name, 'three']} label={t('experiment.tools.field.remark')}>
                    <Input maxLength={MAX_TOOL_TEXT} />
                  </Form.Item>
                )}
              </div>
            ))}
            <Form.Item>
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ one: '' })}
                disabled={fields.length >= MAX_TOOL_ITEMS || saving}
              >
                {fields.length >= MAX_TOOL_ITEMS
                  ? t('experiment.tools.item.max', { max: MAX_TOOL_ITEMS })
                  : t('experiment.tools.item.add')}
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
      <Space>
        {decision ? (
          <Popconfirm
            title={t('experiment.tools.saveDecision.confirm')}
            onConfirm={() => form.submit()}
            disabled={saving}
          >
            {saveButton}
          </Popconfirm>
        ) : (
          saveButton
        )}
        <Button onClick={onCancel} disabled={saving}>
          {t('experiment.tools.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
