import { ConfigProvider, Pagination, type PaginationProps, Spin } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useTableStyle from 'antd/es/table/style';
import { type ReactNode, useContext } from 'react';

const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export interface LightColumn<R> {
  key: string;
  title: ReactNode;
  align: 'left' | 'right';
  className?: string;
  cell: (row: R) => ReactNode;
}

/**
 * A read-only table drawn as antd's small table looks (its markup, class names and styles), without
 * antd's Table component. That component re-renders through a context per cell and, on mounting,
 * measures the scrollbar (a forced layout of the page) and then renders every cell again, which is
 * slow for big tables. These tables need none of what it adds (sorting, selection, expansion, fixed
 * headers, virtual rows).
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
  const prefix = useContext(ConfigProvider.ConfigContext).getPrefixCls('table');
  const rootCls = useCSSVarCls(prefix);
  // antd's own table styles, from the build's stylesheet (or generated at run time, as Table does).
  const [wrapCSSVar, hashId, cssVarCls] = useTableStyle(prefix, rootCls);
  const cell = `${prefix}-cell`;
  // Each column's cell attributes, made once for its head, body and summary cells.
  const attrs = columns.map((c) => ({ className: classNames(cell, c.className), style: { textAlign: c.align } }));
  const head = columns.map((c, i) => (
    <th key={c.key} scope="col" {...attrs[i]}>
      {c.title}
    </th>
  ));
  const body = rows.length ? (
    rows.map((row) => {
      const key = rowKey(row);
      return (
        <tr key={key} data-row-key={key} className={`${prefix}-row ${prefix}-row-level-0`}>
          {columns.map((c, i) => (
            <td key={c.key} {...attrs[i]}>
              {c.cell(row)}
            </td>
          ))}
        </tr>
      );
    })
  ) : (
    <tr className={`${prefix}-placeholder`}>
      <td className={cell} colSpan={columns.length}>
        {emptyText}
      </td>
    </tr>
  );
  return wrapCSSVar(
    <div className={classNames(`${prefix}-wrapper`, cssVarCls, rootCls, hashId, className)}>
      <Spin spinning={loading}>
        <div
          className={classNames(
            prefix,
            `${prefix}-small`,
            !rows.length && `${prefix}-empty`,
            cssVarCls,
            rootCls,
            hashId,
          )}
        >
          <div className={`${prefix}-container`}>
            <div className={`${prefix}-content`}>
              <table style={{ tableLayout: 'auto' }}>
                <thead className={`${prefix}-thead`}>
                  <tr>{head}</tr>
                </thead>
                <tbody className={`${prefix}-tbody`}>{body}</tbody>
                {summary && (
                  <tfoot className={`${prefix}-summary`}>
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
          </div>
        </div>
        {pagination && (
          <Pagination size="small" {...pagination} className={`${prefix}-pagination ${prefix}-pagination-right`} />
        )}
      </Spin>
    </div>,
  );
}
