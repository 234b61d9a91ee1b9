import { useT } from '@/utils/hooks';
import { Alert, Table } from 'antd';
import type { RowError } from '@/services/case';

/** The per-row errors of a refused import, under the refusal's message. */
export default function RowErrorTable({ message, errors }: { message: string; errors: RowError[] }) {
  const t = useT();
  return (
    <div data-testid="import-errors">
      <Alert
        type="error"
        showIcon
        title={t('authoring.import.failed')}
        description={message}
        style={{ marginBottom: 12 }}
      />
      {errors.length > 0 && (
        <Table
          size="small"
          rowKey={(e) => `${e.row}-${e.field}-${e.msg}`}
          dataSource={errors}
          pagination={errors.length > 5 ? { pageSize: 5, size: 'small' } : false}
          columns={[
            {
              title: t('authoring.import.row'),
              dataIndex: 'row',
              width: 80,
              render: (row: number) => (row > 0 ? row : t('authoring.import.wholeFile')),
            },
            { title: t('authoring.import.field'), dataIndex: 'field', width: 120 },
            { title: t('authoring.import.msg'), dataIndex: 'msg' },
          ]}
        />
      )}
    </div>
  );
}
