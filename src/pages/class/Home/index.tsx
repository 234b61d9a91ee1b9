import { useCurrentUser, useT } from '@/utils/hooks';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ListColumn, ListTableHandle } from '@/components/table/ListTable';
import Screen from '@/components/Screen';
import { Button, Popconfirm, Space, message } from 'antd';
import { useRef, useState } from 'react';
import BackButton from '@/components/BackButton';
import PagedTable from '@/components/table/PagedTable';
import { MESSAGE_DURATION_S } from '@/constants';
import type { ClassRow, ClassSaveParams } from '@/services/class';
import { display, formatNumber, formatTime, idText } from '@/utils/format';
import ClassForm from './ClassForm';
import StudentsModal, { type ClassStudents, classStudents } from './StudentsModal';
import TrainingRecordForm from './TrainingRecordForm';
import classModel from '@/stores/class';
import { useModel } from '@/utils/model';

/**
 * /class/home "沙盘教学班": the classes with their total; create, rename, delete (confirmed),
 * choose their students and keep their training record. Students see their classes read-only.
 */
export default function ClassHome() {
  const t = useT();
  const classes = useModel(classModel);
  const action = useRef<ListTableHandle>(null);
  const { isStudent } = useCurrentUser();
  const [studentsOf, setStudentsOf] = useState<ClassStudents | null>(null);
  const done = (key: string) => message.success(t(key), MESSAGE_DURATION_S);
  const reload = () => action.current?.reload();

  const save = async (values: ClassSaveParams) => {
    const saved = await classes.save(values);
    if (!saved) return false;
    done(values.id ? 'teaching.class.saved' : 'teaching.class.created');
    reload();
    return true;
  };
  const saveRecord = async (id: string, trainingRecord: string) => {
    const saved = await classes.updateTrainingRecord({ id, trainingRecord });
    if (!saved) return false;
    done('teaching.class.trainingRecord.saved');
    reload();
    return true;
  };
  const remove = async (id: string) => {
    if (await classes.remove({ id })) {
      done('teaching.class.deleted');
      reload();
    }
  };

  const columns: ListColumn<ClassRow>[] = [
    { title: t('teaching.class.className'), dataIndex: 'className', search: true, ellipsis: true, width: 200 },
    { title: t('teaching.class.teacher'), dataIndex: 'teacherName', width: 100 },
    {
      title: t('teaching.class.studentCount'),
      dataIndex: 'studentCount',
      width: 90,
      align: 'right',
      format: (v) => formatNumber(v),
    },
    {
      title: t('teaching.class.trainingRecord'),
      dataIndex: 'trainingRecord',
      ellipsis: true,
    },
    {
      title: t('teaching.class.remark'),
      dataIndex: 'remark',
      ellipsis: true,
    },
    { title: t('teaching.common.createTime'), dataIndex: 'createTime', width: 170, render: formatTime },
    {
      title: t('teaching.common.actions'),
      hidden: isStudent,
      width: 280,
      // A class without its id cannot be named to a change: no action is offered.
      render: (_, row) => {
        const id = idText(row.id);
        if (!id) return display(undefined);
        const withStudents = classStudents(row);
        return (
          <Space size={0} wrap>
            <ClassForm
              row={row}
              onSave={save}
              trigger={
                <Button type="link" size="small">
                  {t('teaching.common.edit')}
                </Button>
              }
            />
            {withStudents && (
              <Button type="link" size="small" onClick={() => setStudentsOf(withStudents)}>
                {t('teaching.class.students')}
              </Button>
            )}
            <TrainingRecordForm
              row={row}
              onSave={(text) => saveRecord(id, text)}
              trigger={
                <Button type="link" size="small">
                  {t('teaching.class.trainingRecord')}
                </Button>
              }
            />
            <Popconfirm
              title={t('teaching.class.delete.confirm', { name: display(row.className) })}
              onConfirm={() => remove(id)}
            >
              <Button type="link" size="small" danger>
                {t('teaching.common.delete')}
              </Button>
            </Popconfirm>
          </Space>
        );
      },
    },
  ];

  return (
    <Screen extra={<BackButton />}>
      <PagedTable<ClassRow>
        rowKey="id"
        tableRef={action}
        columns={columns}
        load={classes.fetchList}
        title={t('teaching.class.listTitle')}
        toolbar={
          isStudent
            ? []
            : [
                <ClassForm
                  key="create"
                  onSave={save}
                  trigger={
                    <Button type="primary" icon={<PlusOutlined />}>
                      {t('teaching.class.create')}
                    </Button>
                  }
                />,
              ]
        }
      />
      {studentsOf && (
        <StudentsModal
          row={studentsOf}
          onClose={() => setStudentsOf(null)}
          onRemoved={setStudentsOf}
          onSaved={() => {
            setStudentsOf(null);
            done('teaching.class.students.saved');
            reload();
          }}
        />
      )}
    </Screen>
  );
}
