import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { useRef } from 'react';
import { usePagedLoad, useT } from '@/components/teaching/hooks';
import PagedTable from '@/components/table/PagedTable';
import type { ScoreRow } from '@/services/learning';
import { formatNumber, formatPercent } from '@/utils/format';
import learningModel from '@/models/learning';
import { registerModels } from '@/utils/registerModels';

registerModels(learningModel);

const orDash = (v: number | null, show: (n: number) => string) => (v === null ? '-' : show(v));

/** The students' composite scores, ranked, paged on the server (learning/fetchScoreList). */
export default function ScoreTable({ classId, trainId }: { classId?: string; trainId?: string }) {
  const t = useT();
  const loadPage = usePagedLoad<ScoreRow>('learning/fetchScoreList');
  const action = useRef<ActionType>();
  const columns: ProColumns<ScoreRow>[] = [
    {
      title: t('teaching.common.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('teaching.common.student.placeholder') },
    },
    {
      title: t('teaching.learning.score.rank'),
      dataIndex: 'rank',
      search: false,
      width: 70,
      align: 'right',
      renderText: (v) => formatNumber(v),
    },
    { title: t('teaching.common.userCode'), dataIndex: 'userCode', search: false, width: 110 },
    { title: t('teaching.common.studentName'), dataIndex: 'studentName', search: false, width: 100 },
    { title: t('teaching.common.class'), dataIndex: 'className', search: false, ellipsis: true },
    {
      title: t('teaching.learning.score.attendance'),
      dataIndex: 'attendanceRate',
      search: false,
      align: 'right',
      renderText: (v) => orDash(v, formatPercent),
    },
    {
      title: t('teaching.learning.score.performance'),
      dataIndex: 'performance',
      search: false,
      align: 'right',
      renderText: (v) => orDash(v, formatNumber),
    },
    {
      title: t('teaching.learning.score.training'),
      dataIndex: 'trainScore',
      search: false,
      align: 'right',
      renderText: (v) => orDash(v, formatNumber),
    },
    {
      title: t('teaching.learning.score.summary'),
      dataIndex: 'summaryScore',
      search: false,
      align: 'right',
      renderText: (v) => orDash(v, formatNumber),
    },
    {
      title: t('teaching.learning.score.total'),
      dataIndex: 'total',
      search: false,
      align: 'right',
      renderText: (v) => formatNumber(v),
    },
  ];
  return (
    <PagedTable<ScoreRow>
      rowKey={(row) => `${row.classId}-${row.studentId}`}
      actionRef={action}
      headerTitle={t('teaching.learning.score.title')}
      params={{ classId, trainId }}
      columns={columns}
      load={loadPage}
    />
  );
}
