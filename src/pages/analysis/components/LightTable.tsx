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

/** The theme's colours and type for the light table's stylesheet, as the CSS variables it reads. */
export function useLightTableLook(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--light-table-bg': token.colorBgContainer,
    '--light-table-border': token.colorSplit,
    '--light-table-head': token.colorFillAlter,
    '--light-table-hover': token.controlItemBgHover,
    '--light-table-text': token.colorText,
    '--light-table-empty': token.colorTextDescription,
    '--light-table-font-size': `${token.fontSize}px`,
    '--light-table-line-height': token.lineHeight,
  } as CSSProperties;
}

/**
 * A read-only table of our own in antd's small-table look, with antd's Spin and Pagination. antd's
 * Table renders per cell through contexts and twice on mount, which made the analysis screens
 * markedly slower (docs/BENCHMARKS.md); these tables need none of its features. The rows given are
 * the page shown.
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
  label,
  scrolls,
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
  /** the table's accessible name (its card's title) */
  label?: string;
  /** wider than its box: the scrolling area takes the keyboard focus, so the arrow keys scroll it */
  scrolls?: boolean;
}) {
  const look = useLightTableLook();
  // Each column's cell attributes, made once for its head, body and summary cells.
  const attrs = columns.map((c) => ({ className: c.className, style: { textAlign: c.align } }));
  return (
    <div className={className} style={look}>
      <Spin spinning={loading}>
        <div className={styles.scroll} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
          <table className={styles.table} aria-label={label}>
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
                <tr className={styles.empty}>
                  {/* While the first rows load, the spinner speaks: no "no data" under it. */}
                  <td colSpan={columns.length}>{loading ? null : emptyText}</td>
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
