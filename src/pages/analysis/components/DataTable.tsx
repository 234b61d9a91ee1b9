import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Table, message } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { formatNumber, formatPercent } from '@/utils/format';
import { type Cell, exportXlsx } from '../exportFile';
import { useT } from '../hooks';
import styles from './DataTable.less';

export interface Col<R> {
  key: string;
  title: string;
  /** the raw value: what the export writes */
  value: (row: R) => Cell;
  kind?: 'money' | 'count' | 'ratio' | 'text';
  /** what the screen shows, when not the formatted value */
  render?: (row: R) => ReactNode;
  width?: number;
  fixed?: 'left';
}

/** Tables longer than this are paged. */
export const PAGE_AFTER = 200;

/**
 * Tables with more columns than this (or a fixed first column) scroll sideways, their cells on one
 * line, inside their card (DataTable.less); the others fill their card. Not antd's `scroll.x` and
 * `fixed`: with them antd's table measures every column after each render, which forces the page's
 * layout and then renders every cell again (~0.1 s for a 50-team table at 4x CPU; a result view's
 * four statements measured four times).
 */
export const SCROLL_AFTER_COLUMNS = 5;

export function show<R>(col: Col<R>, row: R): ReactNode {
  if (col.render) return col.render(row);
  const value = col.value(row);
  if (col.kind === 'ratio') return formatPercent(value);
  if (col.kind === 'money' || col.kind === 'count') return formatNumber(value);
  return value ?? '-';
}

/**
 * A table in a card with an .xlsx export of exactly its columns (every row, not just a page).
 * Client-side tables of more than PAGE_AFTER rows (detail lists: `pageSize`) page; server-paged
 * tables pass `pagination`.
 */
export default function DataTable<R extends object>({
  title,
  columns,
  rows,
  rowKey,
  exportName,
  loading = false,
  extra,
  pagination,
  rowClassName,
  summary,
  exportAll,
  pageSize,
}: {
  title: ReactNode;
  columns: Col<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  exportName: string;
  loading?: boolean;
  extra?: ReactNode;
  pagination?: TablePaginationConfig;
  rowClassName?: (row: R) => string;
  summary?: Cell[];
  /** server-paged tables: every row for the export (not just the page shown) */
  exportAll?: () => Promise<R[] | undefined>;
  /** detail lists page from this many rows (tables of one row per team show every team up to PAGE_AFTER) */
  pageSize?: number;
}) {
  const t = useT();
  const [exporting, setExporting] = useState(false);
  const exportRows = async () => {
    setExporting(true);
    try {
      const all = exportAll ? await exportAll() : rows;
      if (!all) throw new Error('export');
      const body = all.map((row) => columns.map((c) => c.value(row)));
      await exportXlsx(exportName, columns.map((c) => c.title), summary ? [...body, summary] : body);
    } catch {
      message.error(t('analysis.export.failed'));
    } finally {
      setExporting(false);
    }
  };
  // What a column's cells share, in the body and in the summary row: figures right, a fixed column sticky.
  const cellOf = (c: Col<R>) => ({ className: c.fixed ? styles.sticky : undefined, align: c.kind && c.kind !== 'text' ? ('right' as const) : ('left' as const) });
  const antColumns: ColumnsType<R> = columns.map((c) => ({
    key: c.key,
    title: c.title,
    width: c.width,
    ...cellOf(c),
    render: (_: unknown, row: R) => show(c, row),
  }));
  const size = Math.min(pageSize ?? 100, PAGE_AFTER);
  const wide = columns.length > SCROLL_AFTER_COLUMNS || columns.some((c) => c.fixed);
  const paging = pagination ?? (rows.length > (pageSize ?? PAGE_AFTER) ? { defaultPageSize: size, showSizeChanger: true } : false);
  return (
    <Card
      size="small"
      title={title}
      style={{ marginBottom: 16 }}
      extra={
        <>
          {extra}
          <Button size="small" icon={<DownloadOutlined />} onClick={exportRows} loading={exporting} disabled={!rows.length}>
            {t('analysis.export.xlsx')}
          </Button>
        </>
      }
    >
      <Table<R>
        size="small"
        columns={antColumns}
        dataSource={rows}
        rowKey={rowKey}
        loading={loading}
        pagination={paging}
        rowClassName={rowClassName}
        className={wide ? styles.wide : undefined}
        summary={
          summary
            ? () => (
                <Table.Summary.Row>
                  {summary.map((cell, i) => (
                    <Table.Summary.Cell key={columns[i].key} index={i} {...cellOf(columns[i])}>
                      <strong>{typeof cell === 'number' ? show({ ...columns[i], render: undefined, value: () => cell }, {} as R) : (cell ?? '')}</strong>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              )
            : undefined
        }
        locale={{ emptyText: t('analysis.empty') }}
      />
    </Card>
  );
}
