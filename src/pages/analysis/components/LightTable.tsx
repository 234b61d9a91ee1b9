import { Pagination, type PaginationProps, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';

export interface LightColumn<R> {
  key: string;
  title: ReactNode;
  align: 'left' | 'right';
  className?: string;
  cell: (row: R) => ReactNode;
}

/**
 * A read-only small table: antd's Table without its paging (the rows given are the page shown, the
 * pager under it is antd's Pagination), so a server-paged and a client-paged table behave alike.
 */
export default function LightTable<R extends object>({
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
  const tableColumns: TableColumnsType<R> = columns.map((c) => ({
    key: c.key,
    title: c.title,
    align: c.align,
    className: c.className,
    render: (_: unknown, row: R) => c.cell(row),
  }));
  return (
    <div>
      <Table<R>
        className={className}
        size="small"
        columns={tableColumns}
        dataSource={rows}
        rowKey={rowKey}
        loading={loading}
        locale={{ emptyText }}
        tableLayout="auto"
        pagination={false}
        summary={
          summary &&
          (() => (
            <Table.Summary>
              <Table.Summary.Row>
                {summary.map((content, i) => (
                  <Table.Summary.Cell
                    key={columns[i].key}
                    index={i}
                    align={columns[i].align}
                    className={columns[i].className}
                  >
                    {content}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            </Table.Summary>
          ))
        }
      />
      {pagination && <Pagination size="small" align="end" style={{ marginTop: 16 }} {...pagination} />}
    </div>
  );
}
