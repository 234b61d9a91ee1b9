import { Pagination, type PaginationProps, Spin, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import styles from './LightTable.less';

export interface LightColumn<R> {
  key: string;
  title: ReactNode;
  align: 'left' | 'right';
  className?: string;
  cell: (row: R) => ReactNode;
}

const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A read-only table of our own: a plain HTML table in antd's small-table look (colours from antd's
 * theme tokens), with antd's Spin and Pagination. antd's Table re-renders through a context per
 * cell and, on mounting, measures the scrollbar and renders every cell again: on a 50-team analysis
 * table that made the first visit about a third slower at 4× CPU (docs/BENCHMARKS.md). These tables
 * need none of what it adds (sorting, selection, expansion, fixed headers, virtual rows). The rows
 * given are the page shown; the pager under it is antd's Pagination.
 */
export default function LightTable<R>({
  columns,
  rows,
  rowKey,
  loading,
  emptyText,
  summary,
  pagination,
  className,
}: {
  columns: LightColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  loading: boolean;
  emptyText: ReactNode;
  /** one cell per column, in a footer row */
  summary?: ReactNode[];
  /** the pager under the table (rows are the page shown) */
  pagination?: PaginationProps;
  className?: string;
}) {
  const { token } = theme.useToken();
  const look = {
    '--light-table-border': token.colorSplit,
    '--light-table-head': token.colorFillAlter,
    '--light-table-hover': token.controlItemBgHover,
    '--light-table-text': token.colorText,
    '--light-table-empty': token.colorTextDescription,
  } as CSSProperties;
  // Each column's cell attributes, made once for its head, body and summary cells.
  const attrs = columns.map((c) => ({ className: c.className, style: { textAlign: c.align } }));
  return (
    <div className={classNames(styles.wrap, className)} style={look}>
      <Spin spinning={loading}>
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                {columns.map((c, i) => (
                  <th key={c.key} scope="col" {...attrs[i]}>
                    {c.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length ? (
                rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((c, i) => (
                      <td key={c.key} {...attrs[i]}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={columns.length} className={styles.empty}>
                    {emptyText}
                  </td>
                </tr>
              )}
            </tbody>
            {summary && (
              <tfoot>
                <tr>
                  {summary.map((content, i) => (
                    <td key={columns[i].key} {...attrs[i]}>
                      {content}
                    </td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
        {pagination && <Pagination size="small" align="end" className={styles.pager} {...pagination} />}
      </Spin>
    </div>
  );
}
