import type { ActionType, ProColumns } from '@ant-design/pro-components';
import ProTable from '@/components/table/ProTable';
import { Empty } from 'antd';
import { type MutableRefObject, type ReactNode, useState } from 'react';
import type { Page } from '@/services/case';
import LoadError from '@/components/LoadError';

interface Props<T> {
  columns: ProColumns<T>[];
  actionRef: MutableRefObject<ActionType | undefined>;
  /** one page: current (1-based), size and the search form's values → records and total, or undefined when the call failed */
  load: (params: { current: number; size: number } & Record<string, any>) => Promise<Page<T> | undefined>;
  emptyText: string;
  toolbar?: ReactNode[];
}

/**
 * A server-paged ProTable of the authoring screens: the search form, the page size, the loading
 * state, an empty text and an error state with retry when the page did not load.
 */
export default function PagedTable<T extends Record<string, any>>({ columns, actionRef, load, emptyText, toolbar }: Props<T>) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      {failed && <LoadError onRetry={() => actionRef.current?.reload()} />}
      <ProTable<T>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        // After a failed load the table is empty for want of data, not of records: no "create one" invitation.
        locale={{ emptyText: failed ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} /> : <Empty description={emptyText} /> }}
        toolBarRender={() => toolbar ?? []}
        request={async ({ current = 1, pageSize = 10, ...filters }) => {
          const page = await load({ ...filters, current, size: pageSize });
          setFailed(!page);
          return { data: page?.records ?? [], total: page?.total ?? 0, success: !!page };
        }}
      />
    </>
  );
}
