import { useT } from '@/utils/hooks';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, Card, type PaginationProps, message } from 'antd';
import { type ReactNode, useState } from 'react';
import { formatNumber, formatPercent } from '@/utils/format';
import { type Cell, exportXlsx } from '@/features/files/exportFile';
import styles from './DataTable.less';
import LightTable from './LightTable';

export interface Col<R> {
  key: string;
  title: string;
  /** the raw value: what the export writes */
  value: (row: R) => Cell;
  kind?: 'money' | 'count' | 'ratio' | 'text';
  /** what the screen shows, when not the formatted value */
  render?: (row: R) => ReactNode;
  fixed?: 'left';
}

/** Tables longer than this are paged. */
export const PAGE_AFTER = 200;

/**
 * Tables with more columns than this (or a fixed first column) scroll sideways, their cells on one
 * line, inside their card (DataTable.less); the others fill their card. A fixed column stays in
 * view with CSS `position: sticky`.
 */
export const SCROLL_AFTER_COLUMNS = 5;

/** A value as a column of this kind shows it: ratios as percentages, money and counts with separators. */
function formatted(kind: Col<unknown>['kind'], value: Cell): ReactNode {
  if (kind === 'ratio') return formatPercent(value);
  if (kind === 'money' || kind === 'count') return formatNumber(value);
  return value ?? '-';
}

function show<R>(col: Col<R>, row: R): ReactNode {
  return col.render ? col.render(row) : formatted(col.kind, col.value(row));
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
  /** server paging: the page shown is `rows` */
  pagination?: PaginationProps;
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
      await exportXlsx(
        exportName,
        columns.map((c) => c.title),
        summary ? [...body, summary] : body,
      );
    } catch {
      message.error(t('analysis.export.failed'));
    } finally {
      setExporting(false);
    }
  };
  const size = Math.min(pageSize ?? 100, PAGE_AFTER);
  const [page, setPage] = useState({ current: 1, size });
  // Client-side paging: from more than pageSize (or PAGE_AFTER) rows, the page asked for (the last one when the rows shrank).
  const paged = !pagination && rows.length > (pageSize ?? PAGE_AFTER);
  const current = Math.min(page.current, Math.max(1, Math.ceil(rows.length / page.size)));
  const shown = paged ? rows.slice((current - 1) * page.size, current * page.size) : rows;
  const pager: PaginationProps | undefined =
    pagination ??
    (paged
      ? {
          current,
          pageSize: page.size,
          total: rows.length,
          showSizeChanger: true,
          onChange: (to, pageSize) => setPage({ current: pageSize === page.size ? to : 1, size: pageSize }),
        }
      : undefined);
  const wide = columns.length > SCROLL_AFTER_COLUMNS || columns.some((c) => c.fixed);
  // Figures right, a fixed column sticky: in the head, the body and the summary row.
  const cells = columns.map((c) => ({
    key: c.key,
    title: c.title,
    align: c.kind && c.kind !== 'text' ? ('right' as const) : ('left' as const),
    className: c.fixed ? styles.sticky : undefined,
    cell: (row: R) => show(c, row),
  }));
  return (
    <Card
      size="small"
      title={title}
      style={{ marginBottom: 16 }}
      extra={
        <>
          {extra}
          <Button
            size="small"
            icon={<DownloadOutlined />}
            onClick={exportRows}
            loading={exporting}
            disabled={!rows.length}
          >
            {t('analysis.export.xlsx')}
          </Button>
        </>
      }
    >
      <LightTable<R>
        columns={cells}
        rows={shown}
        rowKey={rowKey}
        loading={loading}
        pagination={pager}
        className={wide ? styles.wide : undefined}
        label={typeof title === 'string' ? title : undefined}
        scrolls={wide}
        summary={summary?.map((cell, i) => (
          <strong key={columns[i].key}>
            {typeof cell === 'number' ? formatted(columns[i].kind, cell) : (cell ?? '')}
          </strong>
        ))}
        emptyText={t('analysis.empty')}
      />
    </Card>
  );
}
