import { Empty } from 'antd';
import { type Ref, useImperativeHandle, useRef, useState } from 'react';
import LoadError from '@/components/LoadError';
import ListTable, { type ListColumn, type ListTableHandle, type ListTableProps } from './ListTable';

/**
 * The part of a page the table shows: its records and the total of every page, as answered. Absent
 * records show the empty state; an absent total shows the page without a count.
 */
export interface PagedRows<T> {
  records?: T[];
  total?: number;
}

/** What a paged list asks for: the search form's values and the screen's params (blanks left out), the page (1-based) and its size. */
export type PageQuery = { current: number; size: number } & Record<string, any>;

interface Props<T extends Record<string, any>>
  extends Pick<ListTableProps<T>, 'params' | 'title' | 'toolbar' | 'scroll' | 'size'> {
  columns: ListColumn<T>[];
  /** one page, or undefined when the call failed (the request layer has said why) */
  load: (query: PageQuery) => Promise<PagedRows<T> | undefined>;
  /** a row's key: `id` unless given */
  rowKey?: ListTableProps<T>['rowKey'];
  tableRef?: Ref<ListTableHandle>;
  /** what the table says when there are no records (an invitation, say); antd's "no data" unless given */
  emptyText?: string;
}

/**
 * A list of the screens, paged by the server: the search form from the columns, the page size and
 * the total, reload, the loading state, an empty text, and after a failed load the error with a
 * retry (the table is then empty for want of data, not of records: no empty text).
 */
export default function PagedTable<T extends Record<string, any>>({
  columns,
  load,
  rowKey = 'id',
  tableRef,
  emptyText,
  ...rest
}: Props<T>) {
  const table = useRef<ListTableHandle>(null);
  useImperativeHandle(tableRef, () => ({ reload: () => table.current?.reload() }));
  const [failed, setFailed] = useState(false);
  const empty = failed ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />
  ) : emptyText ? (
    <Empty description={emptyText} />
  ) : undefined;
  return (
    <>
      {failed && <LoadError onRetry={() => table.current?.reload()} />}
      <ListTable<T>
        rowKey={rowKey}
        tableRef={table}
        columns={columns}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        emptyText={empty}
        load={async ({ current, pageSize, ...search }) => {
          const page = await load({ ...search, current, size: pageSize });
          setFailed(!page);
          return page && { records: page.records ?? [], total: page.total };
        }}
        {...rest}
      />
    </>
  );
}
