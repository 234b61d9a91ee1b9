import { useT } from '@/utils/hooks';
import type { ListColumn, ListTableHandle } from '@/components/table/ListTable';
import Screen from '@/components/Screen';
import { Button, Popconfirm, Tag, message } from 'antd';
import { useRef } from 'react';
import BackButton from '@/components/BackButton';
import { useModel } from '@/utils/model';
import PagedTable from '@/components/table/PagedTable';
import { MESSAGE_DURATION_S } from '@/constants';
import type { TeachingPlan } from '@/services/teachingPlan';
import { display, formatNumber, formatTime, idText, text, toNumber } from '@/utils/format';
import UploadCard from './UploadCard';
import teachingPlanModel from '@/stores/teachingPlan';

/** Sizes as KB under 1 MB, else MB (whole numbers, spec point 9). */
function fileSize(value: unknown): string {
  const bytes = toNumber(value);
  if (bytes === undefined) return '-';
  return bytes < 1024 * 1024
    ? `${formatNumber(Math.max(1, bytes / 1024))} KB`
    : `${formatNumber(bytes / 1024 / 1024)} MB`;
}

/** /train/teaching-plan: upload plans (multipart with progress), list them with their total, delete (confirmed). */
export default function TeachingPlanPage() {
  const t = useT();
  const plans = useModel(teachingPlanModel);
  const action = useRef<ListTableHandle>(null);

  const remove = async (row: TeachingPlan) => {
    const id = idText(row.id);
    if (id && (await plans.remove({ id }))) {
      message.success(t('teaching.plan.deleted'), MESSAGE_DURATION_S);
      action.current?.reload();
    }
  };

  const columns: ListColumn<TeachingPlan>[] = [
    {
      title: t('teaching.common.keyword'),
      dataIndex: 'keyword',
      hidden: true,
      search: { placeholder: t('teaching.plan.keyword.placeholder') },
    },
    { title: t('teaching.plan.planName'), dataIndex: 'planName', ellipsis: true, width: 180 },
    { title: t('teaching.plan.fileName'), dataIndex: 'fileName', ellipsis: true },
    {
      title: t('teaching.plan.fileType'),
      dataIndex: 'fileType',
      width: 90,
      render: (_, row) => (text(row.fileType) ? <Tag>{text(row.fileType).toUpperCase()}</Tag> : '-'),
    },
    {
      title: t('teaching.plan.fileSize'),
      dataIndex: 'fileSize',
      width: 110,
      align: 'right',
      format: (v: unknown) => fileSize(v),
    },
    { title: t('teaching.plan.uploader'), dataIndex: 'uploaderName', width: 110 },
    { title: t('teaching.plan.uploadTime'), dataIndex: 'createTime', width: 170, render: formatTime },
    {
      title: t('teaching.plan.remark'),
      dataIndex: 'remark',
      ellipsis: true,
      width: 140,
    },
    {
      title: t('teaching.common.actions'),
      width: 90,
      // Without its id a plan cannot be named to the delete call: no action is offered.
      render: (_, row) =>
        idText(row.id) ? (
          <Popconfirm
            title={t('teaching.plan.delete.confirm', { name: display(row.planName) })}
            onConfirm={() => remove(row)}
          >
            <Button type="link" size="small" danger>
              {t('teaching.common.delete')}
            </Button>
          </Popconfirm>
        ) : (
          display(undefined)
        ),
    },
  ];

  return (
    <Screen extra={<BackButton />}>
      <UploadCard
        onUploaded={() => {
          message.success(t('teaching.plan.uploaded'), MESSAGE_DURATION_S);
          action.current?.reload();
        }}
      />
      <PagedTable<TeachingPlan>
        rowKey="id"
        tableRef={action}
        columns={columns}
        load={plans.fetchList}
        title={t('teaching.plan.listTitle')}
        scroll={{ x: 1100 }}
      />
    </Screen>
  );
}
