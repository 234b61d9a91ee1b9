import type { ActionType, ProColumns } from '@ant-design/pro-components';
import ProTable from '@/components/table/ProTable';
import type { ProTableProps } from '@/components/table/ProTable';
import { type MutableRefObject, useRef } from 'react';
import LoadError from '@/components/LoadError';
import { usePagedRequest, useT } from './hooks';

/**
 * A ProTable over a paged model effect (current/size → records/total): search form, server-side
 * paging with the total, reload, and the error state with a retry. `params` (e.g. the chosen class)
 * are sent with every page and reload the table when they change.
 */
export default function PagedTable<T extends Record<string, any>>({
  effect,
  columns,
  actionRef,
  ...rest
}: {
  effect: string;
  columns: ProColumns<T>[];
  actionRef?: MutableRefObject<ActionType | undefined>;
} & Pick<ProTableProps<T>, 'rowKey' | 'params' | 'headerTitle' | 'toolBarRender' | 'scroll'>) {
  const t = useT();
  const own = useRef<ActionType>();
  const action = actionRef ?? own;
  const { request, failed } = usePagedRequest<T>(effect);
  return (
    <>
      {failed && <LoadError onRetry={() => action.current?.reload()} />}
      <ProTable<T>
        actionRef={action}
        columns={columns}
        request={request}
        search={{ labelWidth: 'auto' }}
        options={{ reload: true, density: false, setting: false }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true, showTotal: (total) => t('pagination.total', { total }) }}
        {...rest}
      />
    </>
  );
}
