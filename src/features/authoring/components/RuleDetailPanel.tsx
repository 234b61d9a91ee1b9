import ScrollRegion from '@/components/table/ScrollRegion';
import { useT } from '@/utils/hooks';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import {
  Button,
  Card,
  Empty,
  Input,
  Modal,
  Popconfirm,
  Segmented,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
  message,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { type RuleChange, saveCallOf } from '@/stores/rule';
import { type DealerOrder, RULE_TYPE, type RuleDetailRow } from '@/services/rule';
import { display, formatNumber, formatTime, idText } from '@/utils/format';
import { RULE_TYPE_COLOR, RULE_TYPE_LABEL } from '../labels';
import { type RuleValueProblem, type RuleValueRow, ruleValueProblem } from '@/domain/ruleValue';
import { useLeaveGuard } from '../useLeaveGuard';
import ImportModal from './ImportModal';
import LoadError from '@/components/LoadError';
import ruleModel from '@/stores/rule';
import { useModel, useModelState } from '@/utils/model';

const PAGE_SIZE = 20;

/** A rule value as shown: whole numbers through the number format, decimals and text as they are; absent: '-'. */
export function showRuleValue(value: number | string | undefined): string {
  if (typeof value === 'number' && Number.isInteger(value)) return formatNumber(value);
  return display(value);
}

/**
 * The row as a value that can be changed: it needs its code (the save names it) and its value (the
 * range check starts from it). A row the answer gave without them is shown, never edited.
 */
export function editableRow(row: RuleDetailRow): RuleValueRow | undefined {
  if (row.code === undefined || row.value === undefined) return undefined;
  return { code: row.code, name: display(row.name), value: row.value, unit: row.unit ?? undefined };
}

/** The message of a value problem, naming the parameter. */
export function useProblemText() {
  const t = useT();
  return (name: string, problem: RuleValueProblem) => {
    const values: Record<string, string | number> = { name };
    if (problem.kind === 'range') Object.assign(values, { min: problem.min, max: problem.max });
    if (problem.kind === 'tooLong') values.max = problem.max;
    return t(`authoring.rule.value.${problem.kind}`, values);
  };
}

interface Props {
  ruleId?: string;
  /** never edit (students, the estimate service's view) */
  readOnly?: boolean;
}

/**
 * The detail table of a rule, by category: values edited inline and checked as typed (numbers in
 * range), saved where the rule's type is saved; check, export, and the dealer orders kept with it.
 */
export default function RuleDetailPanel({ ruleId, readOnly }: Props) {
  const t = useT();
  const problemText = useProblemText();
  const rules = useModel(ruleModel);
  const { ruleTableList, currentRule, ruleMaintenanceList } = useModelState(ruleModel);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [checking, setChecking] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [category, setCategory] = useState<string>('');
  const [page, setPage] = useState(1);
  // The rule whose detail was last loaded: the answer's own id may be missing (null from the backend).
  const [loadedFor, setLoadedFor] = useState<string>();

  const load = async () => {
    if (!ruleId) return;
    setLoading(true);
    setFailed(false);
    const detail = await rules.fetchRuleDetail({ ruleId });
    setLoading(false);
    setFailed(!detail);
    if (detail) setLoadedFor(ruleId);
  };
  useEffect(() => {
    load();
  }, [ruleId]);

  const shown = currentRule && (idText(currentRule.id) === ruleId || loadedFor === ruleId) ? currentRule : null;
  // A rule of no known type has no endpoint to be saved at: it is shown, not edited.
  const editable = !readOnly && !!shown?.editable && !!saveCallOf(shown.ruleType);
  const categories = useMemo(() => Array.from(new Set(ruleTableList.map((r) => display(r.category)))), [ruleTableList]);
  const active = categories.includes(category) ? category : categories[0];
  const changes = useMemo(
    () => new Map(ruleMaintenanceList.map((c: RuleChange) => [c.code, c.value])),
    [ruleMaintenanceList],
  );
  const problems = useMemo(() => {
    const found = new Map<string, string>();
    for (const answered of ruleTableList) {
      const row = editableRow(answered);
      if (!row || !changes.has(row.code)) continue;
      const problem = ruleValueProblem(row, changes.get(row.code));
      if (problem) found.set(row.code, problemText(row.name, problem));
    }
    return found;
  }, [changes, ruleTableList]);
  useLeaveGuard(editable && ruleMaintenanceList.length > 0);

  if (!ruleId) return <Empty description={t('authoring.rule.pick')} />;
  if (failed) return <LoadError onRetry={load} />;
  if (!shown) return <Spin spinning style={{ display: 'block', padding: 48 }} />;

  const save = async () => {
    setSaving(true);
    const saved = await rules.saveRule();
    setSaving(false);
    if (saved) message.success(t('authoring.rule.saved'));
  };
  const check = async () => {
    setChecking(true);
    const result = await rules.checkRule({ ruleId });
    setChecking(false);
    if (!result) return;
    // Without `passed` the answer says neither: its message is shown as it is.
    const show = result.passed === undefined ? Modal.info : result.passed ? Modal.success : Modal.error;
    show({
      title:
        result.passed === undefined
          ? display(result.msg)
          : t(result.passed ? 'authoring.rule.check.passed' : 'authoring.rule.check.failed'),
      content: result.passed === undefined ? undefined : result.msg,
    });
  };
  const exportFile = async () => {
    setExporting(true);
    await rules.exportRule({ ruleId });
    setExporting(false);
  };

  const valueCell = (answered: RuleDetailRow) => {
    const row = editableRow(answered);
    if (!editable || !row) return showRuleValue(answered.value);
    const pending = changes.get(row.code);
    const error = problems.get(row.code);
    return (
      <div>
        <Input
          size="small"
          aria-label={row.name}
          value={pending === undefined ? String(row.value) : String(pending)}
          status={error ? 'error' : pending !== undefined ? 'warning' : undefined}
          style={{ maxWidth: row.code === 'base.description' ? 420 : 180 }}
          onChange={(e) => rules.editValue({ code: row.code, value: e.target.value })}
        />
        {error && (
          <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }} role="alert">
            {error}
          </Typography.Text>
        )}
      </div>
    );
  };

  const rows = ruleTableList.filter((r) => display(r.category) === active);
  return (
    <Spin spinning={loading}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Space wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {display(shown.ruleName)}
            </Typography.Title>
            {shown.ruleType !== undefined && RULE_TYPE_LABEL[shown.ruleType] && (
              <Tag color={RULE_TYPE_COLOR[shown.ruleType]}>{t(RULE_TYPE_LABEL[shown.ruleType])}</Tag>
            )}
            <Typography.Text type="secondary">
              {t('authoring.rule.caseOf', { caseName: display(shown.caseName) })} ·{' '}
              {t('authoring.rule.updated', { name: display(shown.updatedBy), time: formatTime(shown.updateTime) })}
            </Typography.Text>
            {ruleMaintenanceList.length > 0 && (
              <Tag color="warning">{t('authoring.rule.pending', { n: ruleMaintenanceList.length })}</Tag>
            )}
          </Space>
          <Space wrap>
            <Button icon={<CheckCircleOutlined />} loading={checking} onClick={check}>
              {t('authoring.rule.check')}
            </Button>
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportFile}>
              {t('authoring.rule.export')}
            </Button>
            {editable && (
              <>
                <Popconfirm
                  title={t('authoring.rule.undo.confirm')}
                  onConfirm={() => rules.resetMaintenance()}
                  disabled={!ruleMaintenanceList.length}
                >
                  <Button icon={<UndoOutlined />} disabled={!ruleMaintenanceList.length}>
                    {t('authoring.rule.undo')}
                  </Button>
                </Popconfirm>
                {shown.ruleType === RULE_TYPE.preset ? (
                  // A preset is every teacher's starting point: saving one is confirmed first.
                  <Popconfirm
                    title={t('authoring.preset.save.confirm', { name: display(shown.ruleName) })}
                    onConfirm={save}
                    disabled={!ruleMaintenanceList.length || problems.size > 0}
                  >
                    <Button
                      type="primary"
                      icon={<SaveOutlined />}
                      loading={saving}
                      disabled={!ruleMaintenanceList.length || problems.size > 0}
                    >
                      {t('authoring.save')}
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button
                    type="primary"
                    icon={<SaveOutlined />}
                    loading={saving}
                    disabled={!ruleMaintenanceList.length || problems.size > 0}
                    onClick={save}
                  >
                    {t('authoring.save')}
                  </Button>
                )}
              </>
            )}
          </Space>
        </Space>
        {!editable && (
          <Typography.Text type="secondary">
            {t(readOnly ? 'authoring.rule.readOnly' : 'authoring.rule.notEditable')}
          </Typography.Text>
        )}
        {/* Many categories: on a narrow screen they scroll in their own row, not the page. */}
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented
            options={categories}
            value={active}
            onChange={(value) => {
              setCategory(String(value));
              setPage(1);
            }}
          />
        </div>
        <ScrollRegion label={t('authoring.rule.params')}>
          <Table<RuleDetailRow>
            size="small"
            rowKey={(row) => row.code ?? `#${rows.indexOf(row)}`}
            dataSource={rows}
            pagination={
              rows.length > PAGE_SIZE
                ? { current: page, pageSize: PAGE_SIZE, onChange: setPage, showSizeChanger: false }
                : false
            }
            locale={{ emptyText: <Empty description={t('authoring.empty')} /> }}
            columns={[
              {
                title: t('authoring.rule.col.name'),
                dataIndex: 'name',
                render: (name: string | undefined, row) => (
                  <Space orientation="vertical" size={0}>
                    <span>{display(name)}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {row.code}
                    </Typography.Text>
                  </Space>
                ),
              },
              {
                title: t('authoring.rule.col.value'),
                dataIndex: 'value',
                width: 460,
                render: (_: unknown, row) => valueCell(row),
              },
              {
                title: t('authoring.rule.col.unit'),
                dataIndex: 'unit',
                width: 90,
                render: (unit?: string | null) => unit ?? '',
              },
            ]}
          />
        </ScrollRegion>
        <DealerOrders orders={shown.dealerOrders ?? []} editable={editable} onImport={() => setImporting(true)} />
      </Space>
      <ImportModal
        open={importing}
        title={t('authoring.dealer.import')}
        template="dealerOrder"
        onImport={(file, _values, onProgress) => rules.importDealerOrder({ ruleId, file, onProgress })}
        successText={(data) =>
          data?.imported == null ? t('authoring.import.accepted') : t('authoring.import.done', { n: data.imported })
        }
        onSuccess={() => undefined}
        onClose={() => setImporting(false)}
      />
    </Spin>
  );
}

function DealerOrders({
  orders,
  editable,
  onImport,
}: {
  orders: DealerOrder[];
  editable: boolean;
  onImport: () => void;
}) {
  const t = useT();
  return (
    <Card
      size="small"
      title={t('authoring.dealer.title')}
      extra={
        editable && (
          <Button size="small" icon={<UploadOutlined />} onClick={onImport}>
            {t('authoring.dealer.import')}
          </Button>
        )
      }
    >
      <Table<DealerOrder>
        size="small"
        rowKey={(o) =>
          `${o.round}-${o.market}-${o.product}-${o.quantity}-${o.unitPrice}-${o.deliveryQuarter}-${orders.indexOf(o)}`
        }
        dataSource={orders}
        pagination={orders.length > 10 ? { pageSize: 10 } : false}
        locale={{ emptyText: <Empty description={t('authoring.dealer.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        columns={[
          { title: t('authoring.dealer.round'), dataIndex: 'round', render: display },
          { title: t('authoring.dealer.market'), dataIndex: 'marketName', render: display },
          { title: t('authoring.dealer.product'), dataIndex: 'productName', render: display },
          { title: t('authoring.dealer.quantity'), dataIndex: 'quantity', render: formatNumber },
          { title: t('authoring.dealer.unitPrice'), dataIndex: 'unitPrice', render: formatNumber },
          { title: t('authoring.dealer.quarter'), dataIndex: 'deliveryQuarter', render: display },
        ]}
      />
    </Card>
  );
}
