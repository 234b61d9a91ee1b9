import { useT } from '@/utils/hooks';
import type { ListColumn, ListTableHandle } from '@/components/table/ListTable';
import { Button, Modal, Space, Tag, Typography, message } from 'antd';
import { useRef } from 'react';
import { useModel } from '@/utils/model';
import PagedTable from '@/components/table/PagedTable';
import { MESSAGE_DURATION_S } from '@/constants';
import type { StudentSummary } from '@/services/classSummary';
import { display, formatNumber, formatTime, idText } from '@/utils/format';
import ScoreForm from './ScoreForm';
import summaryModel from '@/stores/summary';
import { flag } from '@/utils/flag';

/** The teacher's view of a class's student summaries: status, reading and scoring, paged on the server. */
export default function StudentSummaries({ classId }: { classId: string }) {
  const t = useT();
  const summaries = useModel(summaryModel);
  const action = useRef<ListTableHandle>(null);

  const score = async (row: StudentSummary, value: number) => {
    // Only a submitted summary (which has an id) offers scoring.
    const id = idText(row.id);
    if (!id) return false;
    const saved = await summaries.score({ id, score: value });
    if (!saved) return false;
    message.success(t('teaching.summary.score.saved'), MESSAGE_DURATION_S);
    action.current?.reload();
    return true;
  };
  const read = (row: StudentSummary) =>
    Modal.info({
      title: t('teaching.summary.view.title', { name: display(row.userName) }),
      width: 640,
      content: (
        <>
          <Typography.Title level={5}>{t('teaching.summary.content')}</Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{display(row.content)}</Typography.Paragraph>
          <Typography.Title level={5}>{t('teaching.summary.trainingRecord')}</Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{row.trainingRecord || '-'}</Typography.Paragraph>
        </>
      ),
    });

  const columns: ListColumn<StudentSummary>[] = [
    {
      title: t('teaching.common.keyword'),
      dataIndex: 'keyword',
      hidden: true,
      search: { placeholder: t('teaching.common.student.placeholder') },
    },
    { title: t('teaching.common.userCode'), dataIndex: 'userCode', width: 120 },
    { title: t('teaching.common.studentName'), dataIndex: 'userName', width: 110 },
    {
      title: t('teaching.summary.status'),
      dataIndex: 'submitted',
      width: 100,
      // A status the answer does not give is shown as unknown; a submitted summary without a score
      // (null or absent: one reading) waits for its score.
      render: (_, row) =>
        row.submitted === undefined ? (
          display(undefined)
        ) : !row.submitted ? (
          <Tag>{t('teaching.summary.status.missing')}</Tag>
        ) : row.score == null ? (
          <Tag color="processing">{t('teaching.summary.status.pending')}</Tag>
        ) : (
          <Tag color="success">{t('teaching.summary.status.scored')}</Tag>
        ),
    },
    {
      title: t('teaching.summary.content'),
      dataIndex: 'content',
      ellipsis: true,
    },
    {
      title: t('teaching.summary.trainingRecord'),
      dataIndex: 'trainingRecord',
      ellipsis: true,
    },
    {
      title: t('teaching.summary.score'),
      dataIndex: 'score',
      width: 80,
      align: 'right',
      format: (v) => (v == null ? '-' : formatNumber(v)),
    },
    {
      title: t('teaching.common.updateTime'),
      dataIndex: 'updateTime',
      width: 170,
      render: formatTime,
    },
    {
      title: t('teaching.common.actions'),
      width: 140,
      render: (_, row) =>
        row.submitted ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => read(row)}>
              {t('teaching.common.view')}
            </Button>
            {idText(row.id) && (
              <ScoreForm
                row={row}
                onSave={(v) => score(row, v)}
                trigger={
                  <Button type="link" size="small">
                    {t('teaching.summary.score.action')}
                  </Button>
                }
              />
            )}
          </Space>
        ) : row.submitted != null && !flag(row.submitted) ? (
          <Typography.Text type="secondary">{t('teaching.summary.status.missing')}</Typography.Text>
        ) : (
          display(undefined)
        ),
    },
  ];

  return (
    <PagedTable<StudentSummary>
      rowKey={(row) => `${row.classId}-${row.userId}`}
      tableRef={action}
      params={{ classId }}
      columns={columns}
      load={summaries.fetchStudentSummaries}
    />
  );
}
