import { useT } from '@/utils/hooks';
import type { ReactNode } from 'react';
import type { ListColumn, ListTableHandle } from '@/components/table/ListTable';
import Screen from '@/components/Screen';
import { Button, Card, Skeleton, Tag, message } from 'antd';
import { useRef } from 'react';
import BackButton from '@/components/BackButton';
import ClassSelect, { classOptionsState, useChosenClass } from '@/features/classes/ClassSelect';
import { useModel } from '@/utils/model';
import PagedTable from '@/components/table/PagedTable';
import { MESSAGE_DURATION_S } from '@/constants';
import type { RatingRow } from '@/services/teacherRating';
import { formatNumber, formatTime, idText } from '@/utils/format';
import RatingForm, { type RatingValues } from './RatingForm';
import ratingModel from '@/stores/rating';

/** /train/teacher-ratings: a teacher rates each student's classroom performance in a class (0–100). */
export default function TeacherRatingsPage() {
  const t = useT();
  const ratings = useModel(ratingModel);
  const action = useRef<ListTableHandle>(null);
  const { options: classes, classId, setClassId } = useChosenClass();

  const save = async (row: RatingRow, values: RatingValues) => {
    const classId = idText(row.classId);
    const studentId = idText(row.studentId);
    // A row without the student's or the class's id cannot be rated: the save would name nobody.
    if (!classId || !studentId) return false;
    const saved = await ratings.save({
      classId,
      studentId,
      score: values.score,
      comment: values.comment?.trim() ?? '',
    });
    if (!saved) return false;
    message.success(t('teaching.rating.saved'), MESSAGE_DURATION_S);
    action.current?.reload();
    return true;
  };

  const columns: ListColumn<RatingRow>[] = [
    {
      title: t('teaching.common.keyword'),
      dataIndex: 'keyword',
      hidden: true,
      search: { placeholder: t('teaching.common.student.placeholder') },
    },
    { title: t('teaching.common.userCode'), dataIndex: 'userCode', width: 130 },
    { title: t('teaching.common.studentName'), dataIndex: 'studentName', width: 120 },
    {
      title: t('teaching.rating.score'),
      dataIndex: 'score',
      width: 140,
      align: 'right',
      render: (_, row) => (row.score == null ? <Tag>{t('teaching.rating.unrated')}</Tag> : formatNumber(row.score)),
    },
    {
      title: t('teaching.rating.comment'),
      dataIndex: 'comment',
      ellipsis: true,
    },
    {
      title: t('teaching.common.updateTime'),
      dataIndex: 'updateTime',
      width: 170,
      render: formatTime,
    },
    {
      title: t('teaching.common.actions'),
      width: 100,
      render: (_, row) => (
        <RatingForm
          row={row}
          onSave={(values) => save(row, values)}
          trigger={
            <Button type="link" size="small">
              {t('teaching.rating.action')}
            </Button>
          }
        />
      ),
    },
  ];

  let body: ReactNode;
  if (classOptionsState(classes) || !classId) body = classOptionsState(classes) ?? <Skeleton active />;
  else
    body = (
      <PagedTable<RatingRow>
        rowKey={(row) => `${row.classId}-${row.studentId}`}
        tableRef={action}
        params={{ classId }}
        columns={columns}
        load={ratings.fetchList}
      />
    );

  return (
    <Screen extra={<BackButton />}>
      <Card title={<ClassSelect options={classes} value={classId} onChange={setClassId} />}>{body}</Card>
    </Screen>
  );
}
