import { useT } from '@/utils/hooks';
import { Button, Descriptions, Form, Input, InputNumber, Modal, Radio, Select, Space, message } from 'antd';
import { useEffect, useState } from 'react';
import type { RuleDetail, SmartRule } from '@/services/rule';
import { editableRow, showRuleValue } from './RuleDetailPanel';
import { display } from '@/utils/format';
import { idOptions } from '@/utils/options';
import type { CaseOption } from './useCaseOptions';
import ruleModel from '@/stores/rule';
import { useModel, useModelState } from '@/utils/model';

/** The values a teacher looks at first in a generated rule. */
const PREVIEW_CODES = [
  'base.initialCapital',
  'base.initialCash',
  'base.managementFee',
  'base.penaltyRate',
  'loan.longRate',
  'loan.shortRate',
  'menu.pickSeconds',
  'order.LOCAL.P1.demandPerTeam',
];

/**
 * Intelligent rule generation: a difficulty and a number of teams give a balanced rule (previewed,
 * not saved), which the teacher then saves as a custom rule of a case.
 */
export default function SmartRuleModal({
  open,
  caseOptions,
  onClose,
  onCreated,
}: {
  open: boolean;
  caseOptions: CaseOption[];
  onClose: () => void;
  onCreated: (rule: RuleDetail) => void;
}) {
  const t = useT();
  const rules = useModel(ruleModel);
  const [form] = Form.useForm();
  const baseRules = useModelState(ruleModel, (s) => s.baseRuleList);
  const [smart, setSmart] = useState<SmartRule | null>(null);
  const [generating, setGenerating] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) rules.fetchBaseRules();
  }, [open, rules]);

  const close = () => {
    setSmart(null);
    form.resetFields();
    onClose();
  };
  const generate = async () => {
    let values: { difficulty: number; teamNum: number; baseRuleId?: string };
    try {
      values = await form.validateFields(['difficulty', 'teamNum', 'baseRuleId']);
    } catch {
      return;
    }
    setGenerating(true);
    const result = await rules.generateSmartRule(values);
    setGenerating(false);
    if (!result) return;
    setSmart(result);
    form.setFieldsValue({ ruleName: result.ruleName });
  };
  const save = async () => {
    if (!smart) return;
    let values: { ruleName: string; caseId: string };
    try {
      values = await form.validateFields(['ruleName', 'caseId']);
    } catch {
      return;
    }
    setSaving(true);
    // A generated value without its code or value cannot be sent as a change: it is left out.
    const rows = (smart.rows ?? []).flatMap((answered) => {
      const row = editableRow(answered);
      return row ? [{ code: row.code, value: row.value }] : [];
    });
    const created = await rules.createRule({ ...values, rows });
    setSaving(false);
    if (!created) return;
    message.success(t('authoring.rule.created', { name: display(created.ruleName ?? values.ruleName) }));
    onCreated(created);
    close();
  };

  const name = t('authoring.rule.col.ruleName');
  const caseLabel = t('authoring.rule.col.case');
  const teams = t('authoring.smart.teamNum');
  return (
    <Modal
      open={open}
      title={t('authoring.smart.title')}
      width={680}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>{t('authoring.cancel')}</Button>
          <Button loading={generating} onClick={generate}>
            {t(smart ? 'authoring.smart.regenerate' : 'authoring.smart.generate')}
          </Button>
          <Button type="primary" loading={saving} disabled={!smart} onClick={save}>
            {t('authoring.smart.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} name="smartRule" layout="vertical" initialValues={{ difficulty: 2, teamNum: 6 }} preserve>
        <Form.Item
          name="difficulty"
          label={t('authoring.smart.difficulty')}
          rules={[{ required: true, message: t('authoring.select', { field: t('authoring.smart.difficulty') }) }]}
        >
          <Radio.Group
            optionType="button"
            options={[1, 2, 3].map((d) => ({ value: d, label: t(`authoring.smart.difficulty.${d}`) }))}
            onChange={() => setSmart(null)}
          />
        </Form.Item>
        <Form.Item
          name="teamNum"
          label={teams}
          rules={[
            { required: true, message: t('authoring.required', { field: teams }) },
            { type: 'integer', min: 2, max: 20, message: t('authoring.intRange', { field: teams, min: 2, max: 20 }) },
          ]}
        >
          <InputNumber min={2} max={20} precision={0} style={{ width: 160 }} onChange={() => setSmart(null)} />
        </Form.Item>
        <Form.Item name="baseRuleId" label={t('authoring.rule.base')} extra={t('authoring.rule.base.hint')}>
          <Select
            allowClear
            options={idOptions(baseRules, (r) =>
              t('authoring.withNote', { name: display(r.ruleName), note: display(r.caseName) }),
            )}
            onChange={() => setSmart(null)}
          />
        </Form.Item>
        {smart && (
          <>
            <Descriptions
              size="small"
              bordered
              column={2}
              title={t('authoring.smart.preview')}
              style={{ marginBottom: 16 }}
            >
              {PREVIEW_CODES.map((code) => {
                const row = smart.rows?.find((r) => r.code === code);
                return row ? (
                  <Descriptions.Item key={code} label={display(row.name)}>
                    {showRuleValue(row.value)} {row.unit ?? ''}
                  </Descriptions.Item>
                ) : null;
              })}
            </Descriptions>
            <Form.Item
              name="ruleName"
              label={name}
              rules={[
                { required: true, message: t('authoring.required', { field: name }) },
                { max: 50, message: t('authoring.maxLength', { field: name, max: 50 }) },
              ]}
            >
              <Input />
            </Form.Item>
            <Form.Item
              name="caseId"
              label={caseLabel}
              rules={[{ required: true, message: t('authoring.select', { field: caseLabel }) }]}
            >
              <Select options={caseOptions} showSearch optionFilterProp="label" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
