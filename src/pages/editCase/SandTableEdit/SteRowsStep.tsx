import { useT } from '@/utils/hooks';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import {
  Alert,
  Button,
  Empty,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  Typography,
  message,
} from 'antd';
import type { FormRule as Rule } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { STE_FIELDS, type SteFamily, type SteField } from '@/domain/caseEditing';
import LoadError from '@/components/LoadError';
import type { SteRow } from '@/services/ste';
import { formatNumber } from '@/utils/format';
import caseModel from '@/stores/case';
import { useModel, useModelState } from '@/utils/model';

/** Rows as compared for "unsaved changes": identity and the family's fields. */
function rowsKey(family: SteFamily, rows: SteRow[] | undefined): string {
  const keys = STE_FIELDS[family].fields.map((f) => f.key);
  return JSON.stringify((rows ?? []).map((r) => [r.id ?? '', ...keys.map((k) => String(r[k] ?? ''))]));
}

function emptyRow(family: SteFamily): SteRow {
  return Object.fromEntries(
    STE_FIELDS[family].fields.map((f) => [f.key, f.kind === 'int' ? (f.min ?? 0) : f.kind === 'switch' ? 1 : '']),
  ) as SteRow;
}

interface Props {
  family: SteFamily;
  caseId: string;
  editable: boolean;
  /** rows typed earlier in this step and not saved */
  draft?: SteRow[];
  /** every change: the rows now, and whether they differ from the saved ones */
  onReport: (rows: SteRow[], dirty: boolean) => void;
}

/**
 * One step of the case editor: the rows of an edit-case family in a table of inputs, checked as
 * typed (messages name the field), saved as a whole. Fixed families only change values.
 */
export default function SteRowsStep({ family, caseId, editable, draft, onReport }: Props) {
  const t = useT();
  const cases = useModel(caseModel);
  const saved = useModelState(caseModel, (s) => s.steRows[family]);
  const [form] = Form.useForm<{ rows: SteRow[] }>();
  const [loading, setLoading] = useState(!saved);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const def = STE_FIELDS[family];
  const rows = Form.useWatch('rows', form) as SteRow[] | undefined;

  const load = async () => {
    setLoading(true);
    setFailed(false);
    const list = await cases.fetchSte({ family, caseId });
    setLoading(false);
    setFailed(!list);
    if (list && !draft) form.setFieldsValue({ rows: list });
  };
  useEffect(() => {
    if (draft) form.setFieldsValue({ rows: draft });
    else if (saved) form.setFieldsValue({ rows: saved });
    load();
  }, [family, caseId]);

  const label = (field: SteField) => t(`authoring.ste.${family}.${field.key}`);
  const report = () => {
    const current = (form.getFieldsValue(true).rows ?? []) as SteRow[];
    onReport(current, rowsKey(family, current) !== rowsKey(family, saved));
  };
  const rulesOf = (field: SteField): Rule[] => {
    const name = label(field);
    const list: Rule[] = [];
    if (field.required)
      list.push({
        required: true,
        message: t(field.kind === 'select' ? 'authoring.select' : 'authoring.required', { field: name }),
      });
    if (field.kind === 'int')
      list.push({
        type: 'integer',
        min: field.min ?? 0,
        max: field.max,
        message: t('authoring.intRange', { field: name, min: field.min ?? 0, max: field.max ?? 0 }),
      });
    else if (field.max && field.kind !== 'select')
      list.push({ max: field.max, message: t('authoring.maxLength', { field: name, max: field.max }) });
    if (field.pattern)
      list.push({ pattern: field.pattern, message: t(`authoring.ste.${family}.${field.key}.pattern`) });
    if (field.unique) {
      list.push({
        validator: (_, value) => {
          const all = ((form.getFieldsValue(true).rows ?? []) as SteRow[]).map((r) => String(r[field.key] ?? ''));
          return value !== '' && value !== undefined && all.filter((v) => v === String(value)).length > 1
            ? Promise.reject(new Error(t('authoring.duplicate', { field: name, value: String(value) })))
            : Promise.resolve();
        },
      });
    }
    return list;
  };
  const input = (field: SteField, rowNo: number) => {
    const aria = t('authoring.ste.cellLabel', { n: rowNo, field: label(field) });
    if (field.kind === 'int')
      return <InputNumber aria-label={aria} precision={0} style={{ width: 100 }} disabled={!editable} />;
    if (field.kind === 'select')
      return (
        <Select
          aria-label={aria}
          options={(field.options ?? []).map((o) => ({ value: o, label: o }))}
          style={{ width: 110 }}
          disabled={!editable}
        />
      );
    if (field.kind === 'longText')
      return <Input.TextArea aria-label={aria} autoSize={{ minRows: 1, maxRows: 3 }} disabled={!editable} />;
    return <Input aria-label={aria} disabled={!editable || field.readOnly} />;
  };

  const total = useMemo(
    () => (def.sumTo100 ? (rows ?? []).reduce((sum, r) => sum + (Number(r?.[def.sumTo100!]) || 0), 0) : 0),
    [rows, def.sumTo100],
  );

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    if (def.sumTo100 && (rows ?? []).length && total !== 100) return;
    setSaving(true);
    const current = (form.getFieldsValue(true).rows ?? []) as SteRow[];
    const result = await cases.saveSte({ family, caseId, rows: current });
    setSaving(false);
    if (!result) return;
    form.setFieldsValue({ rows: result });
    onReport(result, false);
    message.success(t('authoring.step.saved'));
  };

  if (failed && !saved) return <LoadError onRetry={load} />;
  return (
    <Spin spinning={loading}>
      <Form form={form} component={false} onValuesChange={report}>
        <Form.List name="rows">
          {(fields, { add, remove }) => (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Table
                size="small"
                rowKey="key"
                dataSource={fields}
                pagination={false}
                locale={{
                  emptyText: <Empty description={t(def.fixedRows ? 'authoring.empty' : 'authoring.ste.empty')} />,
                }}
                columns={[
                  { title: '#', width: 48, render: (_, __, i) => i + 1 },
                  ...def.fields.map((field) => ({
                    title: label(field),
                    key: field.key,
                    render: (_: unknown, item: { name: number }, i: number) =>
                      field.kind === 'switch' ? (
                        <Form.Item
                          name={[item.name, field.key]}
                          style={{ margin: 0 }}
                          getValueProps={(v) => ({ checked: v === 1 })}
                          normalize={(v) => (v ? 1 : 0)}
                        >
                          <Switch
                            aria-label={t('authoring.ste.cellLabel', { n: i + 1, field: label(field) })}
                            disabled={!editable}
                          />
                        </Form.Item>
                      ) : (
                        <Form.Item name={[item.name, field.key]} style={{ margin: 0 }} rules={rulesOf(field)}>
                          {input(field, i + 1)}
                        </Form.Item>
                      ),
                  })),
                  ...(editable && !def.fixedRows
                    ? [
                        {
                          title: t('authoring.col.actions'),
                          width: 80,
                          render: (_: unknown, item: { name: number }, i: number) => (
                            <Popconfirm
                              title={t('authoring.ste.removeRow.confirm', { n: i + 1 })}
                              onConfirm={() => {
                                remove(item.name);
                                report();
                              }}
                            >
                              <Button
                                size="small"
                                danger
                                icon={<DeleteOutlined />}
                                aria-label={t('authoring.ste.removeRow', { n: i + 1 })}
                              />
                            </Popconfirm>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
              {editable && !def.fixedRows && (
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= def.maxRows}
                  onClick={() => {
                    add(emptyRow(family));
                    report();
                  }}
                >
                  {t('authoring.ste.addRow', { max: def.maxRows })}
                </Button>
              )}
            </Space>
          )}
        </Form.List>
      </Form>
      {def.sumTo100 && (
        <Alert
          style={{ marginTop: 12 }}
          type={total === 100 ? 'success' : 'warning'}
          showIcon
          title={t('authoring.ste.sum', {
            field: t(`authoring.ste.${family}.${def.sumTo100}`),
            total: formatNumber(total),
          })}
        />
      )}
      {editable && (
        <div style={{ marginTop: 16 }}>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={save}>
            {t('authoring.step.save')}
          </Button>
          <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
            {t('authoring.step.saveHint')}
          </Typography.Text>
        </div>
      )}
    </Spin>
  );
}
