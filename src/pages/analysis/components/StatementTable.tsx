import { useT } from '@/utils/hooks';
import { Typography } from 'antd';
import type { TableCode } from '@/services/analysis';
import { TOTAL_KEYS, TABLE_ITEMS, type StatementRow } from '../labels';
import DataTable, { type Col } from './DataTable';

/** The column headers of a table's figure: balance sheets have beginning and end, the rest one figure. */
const END_TITLE: Record<TableCode, string> = {
  1: 'analysis.col.end',
  2: 'analysis.col.cashLimit',
  3: 'analysis.col.amount',
  4: 'analysis.col.amount',
};

/** One statement table (by code) with every key: beginning (balance sheet), end, and the students' input. */
export default function StatementTable({
  code,
  rows,
  loading,
  exportName,
}: {
  code: TableCode;
  rows: StatementRow[];
  loading: boolean;
  exportName: string;
}) {
  const t = useT();
  const item = (row: StatementRow) => t(TABLE_ITEMS[code].prefix + row.key);
  const columns: Col<StatementRow>[] = [
    {
      key: 'item',
      title: t(code === 2 ? 'analysis.col.post' : 'analysis.col.item'),
      value: item,
      render: (row) => (TOTAL_KEYS.has(row.key) ? <strong>{item(row)}</strong> : item(row)),
    },
    ...(code === 1
      ? [
          {
            key: 'beginning',
            title: t('analysis.col.beginning'),
            value: (r: StatementRow) => r.beginning ?? null,
            kind: 'money' as const,
          },
        ]
      : []),
    { key: 'end', title: t(END_TITLE[code]), value: (r) => r.end, kind: 'money' },
    { key: 'input', title: t('analysis.col.input'), value: (r) => r.input ?? null, kind: 'money' },
  ];
  return (
    <DataTable
      title={t(`analysis.table.${code}`)}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      exportName={exportName}
      loading={loading}
      extra={
        <Typography.Text type="secondary" style={{ marginRight: 8 }}>
          {t('analysis.unit')}
        </Typography.Text>
      }
    />
  );
}
