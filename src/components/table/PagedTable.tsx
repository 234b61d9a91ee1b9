import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Empty } from 'antd';
import { type MutableRefObject, useRef, useState } from 'react';
import LoadError from '@/components/LoadError';
import type { Page } from '@/services/page';
import ProTable, { type ProTableProps } from './ProTable';

/** What a paged list asks for: the search form's values and the screen's params (blanks left out), the page (1-based) and its size. */
export type PageQuery = { current: number; size: number } & Record<string, any>;

interface Props<T extends Record<string, any>>
  extends Pick<ProTableProps<T>, 'params' | 'headerTitle' | 'toolBarRender' | 'scroll'> {
  columns: ProColumns<T>[];
  /** one page, or undefined when the call failed (the request layer has said why) */
  load: (query: PageQuery) => Promise<Page<T> | undefined>;
  /** a row's key: `id` unless given */
  rowKey?: ProTableProps<T>['rowKey'];
  actionRef?: MutableRefObject<ActionType | undefined>;
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
  actionRef,
  emptyText,
  ...rest
}: Props<T>) {
  const own = useRef<ActionType>();
  const action = actionRef ?? own;
  const [failed, setFailed] = useState(false);
  const empty = failed ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />
  ) : emptyText ? (
    <Empty description={emptyText} />
  ) : undefined;
  return (
    <>
      {failed && <LoadError onRetry={() => action.current?.reload()} />}
      <ProTable<T>
        rowKey={rowKey}
        actionRef={action}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        locale={empty ? { emptyText: empty } : undefined}
        request={async ({ current, pageSize, ...search }) => {
          const page = await load({ ...search, current, size: pageSize });
          setFailed(!page);
          return { data: page?.records ?? [], total: page?.total ?? 0, success: !!page };
        }}
        {...rest}
      />
    </>
  );
}
