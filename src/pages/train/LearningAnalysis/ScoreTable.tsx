import { useT } from '@/utils/hooks';
import type { ListColumn, ListTableHandle } from '@/components/table/ListTable';
import { useRef } from 'react';
import { useModel } from '@/utils/model';
import PagedTable from '@/components/table/PagedTable';
import type { ScoreRow } from '@/services/learning';
import { formatNumber, formatPercent } from '@/utils/format';
import learningModel from '@/stores/learning';
import { gradeText } from '@/features/gradebook/grades';

const orDash = (v: number | null | undefined, show: (n: number) => string) => (v == null ? '-' : show(v));

/**
 * The students' composite scores, ranked, paged on the server (learning/fetchScoreList). Scores are
 * shown as the gradebook writes them (one decimal), so a row reads the same on screen and in the file.
 */
export default function ScoreTable({ classId, trainId }: { classId?: string; trainId?: string }) {
  const t = useT();
  const loadPage = useModel(learningModel).fetchScoreList;
  const action = useRef<ListTableHandle>(null);
  const columns: ListColumn<ScoreRow>[] = [
    {
      title: t('teaching.common.keyword'),
      dataIndex: 'keyword',
      hidden: true,
      search: { placeholder: t('teaching.common.student.placeholder') },
    },
    {
      title: t('teaching.learning.score.rank'),
      dataIndex: 'rank',
      width: 70,
      align: 'right',
      format: (v) => formatNumber(v),
    },
    { title: t('teaching.common.userCode'), dataIndex: 'userCode', width: 110 },
    { title: t('teaching.common.studentName'), dataIndex: 'studentName', width: 100 },
    { title: t('teaching.common.class'), dataIndex: 'className', ellipsis: true },
    {
      title: t('teaching.learning.score.attendance'),
      dataIndex: 'attendanceRate',
      align: 'right',
      format: (v) => orDash(v, formatPercent),
    },
    {
      title: t('teaching.learning.score.performance'),
      dataIndex: 'performance',
      align: 'right',
      format: gradeText,
    },
    {
      title: t('teaching.learning.score.training'),
      dataIndex: 'trainScore',
      align: 'right',
      format: gradeText,
    },
    {
      title: t('teaching.learning.score.summary'),
      dataIndex: 'summaryScore',
      align: 'right',
      format: gradeText,
    },
    {
      title: t('teaching.learning.score.total'),
      dataIndex: 'total',
      align: 'right',
      format: gradeText,
    },
  ];
  return (
    <PagedTable<ScoreRow>
      rowKey={(row) => `${row.classId}-${row.studentId}`}
      tableRef={action}
      title={t('teaching.learning.score.title')}
      params={{ classId, trainId }}
      columns={columns}
      load={loadPage}
    />
  );
}
