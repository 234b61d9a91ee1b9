import ScrollRegion from '@/components/table/ScrollRegion';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Button, Card, Empty, Space, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import LoadError from '@/components/LoadError';
import { GROUP_VOTE_TYPE } from '@/constants';
import type { ToolDecision } from '@/domain/toolTypes';
import type { ToolRecord } from '@/stores/tool';
import { display, formatNumber, formatTime } from '@/utils/format';
import { type DecisionSources, itemText, type Translate } from './itemLabels';
import type { ListStatus } from './useToolRecords';

/** The team's records of the tool: who wrote what, with the one being viewed marked. */
export default function ToolRecordsCard({
  t,
  type,
  decision,
  sources,
  records,
  currentKey,
  listStatus,
  addButton,
  onRefresh,
  onRetry,
  onView,
}: {
  t: Translate;
  type: number;
  decision: ToolDecision | null;
  sources: DecisionSources;
  records: ToolRecord[];
  currentKey: string | undefined;
  listStatus: ListStatus;
  addButton: ReactNode;
  onRefresh: () => void;
  onRetry: () => void;
  onView: (key: string) => void;
}) {
  const summary = (r: ToolRecord) =>
    r.damaged ? t('experiment.tools.damaged') : r.data.map((item) => itemText(t, decision, item, sources)).join('；');
  const columns = [
    { title: t('experiment.tools.col.member'), dataIndex: 'userName', width: 110 },
    {
      title: t('experiment.tools.col.summary'),
      key: 'summary',
      ellipsis: true,
      render: (_: unknown, r: ToolRecord) =>
        r.damaged ? <Tag color="red">{t('experiment.tools.damaged')}</Tag> : summary(r),
    },
    {
      title: t('experiment.tools.col.items'),
      key: 'items',
      width: 70,
      render: (_: unknown, r: ToolRecord) => formatNumber(r.data.length),
    },
    ...(type === GROUP_VOTE_TYPE
      ? [
          {
            title: t('experiment.tools.col.votes'),
            dataIndex: 'voteCount',
            width: 70,
            render: (v: number | undefined) => formatNumber(v),
          },
        ]
      : []),
    { title: t('experiment.tools.col.updated'), dataIndex: 'updateTime', width: 170, render: formatTime },
    {
      title: t('experiment.tools.col.action'),
      key: 'action',
      width: 80,
      render: (_: unknown, r: ToolRecord) => (
        <Button
          type="link"
          size="small"
          onClick={() => onView(r.key)}
          aria-label={`${t('experiment.tools.view')} ${display(r.userName)}`}
        >
          {t('experiment.tools.view')}
        </Button>
      ),
    },
  ];
  return (
    <Card
      title={t('experiment.tools.records')}
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={onRefresh}>
            {t('experiment.tools.refresh')}
          </Button>
          {records.length > 0 && addButton}
        </Space>
      }
    >
      {listStatus === 'error' ? (
        <LoadError onRetry={onRetry} />
      ) : (
        <ScrollRegion label={t('experiment.tools.records')}>
          <Table<ToolRecord>
            rowKey="key"
            size="small"
            loading={listStatus === 'loading'}
            columns={columns}
            dataSource={records}
            pagination={false}
            rowClassName={(r) => (r.key === currentKey ? 'ant-table-row-selected' : '')}
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('experiment.tools.records.empty')} />
              ),
            }}
          />
        </ScrollRegion>
      )}
    </Card>
  );
}
