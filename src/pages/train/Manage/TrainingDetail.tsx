import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Drawer, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { POSTS } from '@/constants';
import { TRAINING_STATE } from '@/domain/codes';
import trainInfoModel, { type DetailRow, type StudentRow, type TrainCheck } from '@/stores/trainInfo';
import type { TrainRow } from '@/stores/trainManage';
import { display, formatNumber } from '@/utils/format';
import { useModel } from '@/utils/model';
import { LoadedView } from '@/features/training/States';

type T = (id: string, values?: Record<string, string | number>) => string;

/** The information check: ready to start, or what is missing (only a training not started has problems). */
function CheckAlert({
  check,
  started,
  t,
  onRecheck,
}: {
  check: TrainCheck;
  started: boolean;
  t: T;
  onRecheck: () => void;
}) {
  const recheck = (
    <Button size="small" onClick={onRecheck}>
      {t('train.manage.detail.recheck')}
    </Button>
  );
  return check.ready ? (
    <Alert
      type="success"
      showIcon
      title={t(started ? 'train.manage.detail.complete' : 'train.manage.detail.ready')}
      action={recheck}
      data-testid="train-check"
    />
  ) : (
    <Alert
      type="warning"
      showIcon
      data-testid="train-check"
      title={t('train.manage.detail.notReady')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {(check.problems ?? []).map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      }
      action={recheck}
    />
  );
}

/** The seated students, filtered by group and posts (students list: groupNum and optional postList). */
function StudentList({ trainId, groupNum, t }: { trainId: string; groupNum: number; t: T }) {
  const info = useModel(trainInfoModel);
  const [group, setGroup] = useState<number | undefined>();
  const [posts, setPosts] = useState<number[]>([]);
  const students = useRequest(() => info.fetchStudents({ trainId, groupNum: group, postList: posts }), {
    refreshDeps: [trainId, group, posts.join(',')],
  });
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          style={{ width: 160 }}
          aria-label={t('train.manage.detail.filterGroup')}
          placeholder={t('train.manage.detail.allGroups')}
          value={group}
          onChange={setGroup}
          options={Array.from({ length: groupNum }, (_, i) => ({
            value: i + 1,
            label: t('train.manage.detail.groupN', { n: i + 1 }),
          }))}
        />
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 240 }}
          aria-label={t('train.manage.detail.filterPosts')}
          placeholder={t('train.manage.detail.allPosts')}
          value={posts}
          onChange={setPosts}
          options={POSTS.map((p) => ({ value: p.postId, label: p.postName }))}
        />
      </Space>
      <LoadedView loaded={students}>
        {(rows) => (
          <Table<StudentRow>
            size="small"
            rowKey="id"
            loading={students.loading}
            pagination={false}
            dataSource={rows}
            locale={{ emptyText: t('train.manage.detail.noStudents') }}
            columns={[
              { title: t('train.manage.detail.group'), dataIndex: 'groupName', width: 100 },
              { title: t('train.manage.posts.post'), dataIndex: 'postName', width: 110 },
              { title: t('train.manage.detail.userName'), dataIndex: 'userName' },
              { title: t('train.manage.detail.userCode'), dataIndex: 'userCode' },
            ]}
          />
        )}
      </LoadedView>
    </>
  );
}

/**
 * A training's details for its teacher: the information check (can it start, and what is
 * missing), the number of groups, each group's members with cash and bankruptcy once it runs, and
 * the list of seated students by group and post.
 */
export default function TrainingDetail({ training, onClose }: { training: TrainRow | null; onClose: () => void }) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  return (
    <Drawer
      open={!!training}
      size={760}
      onClose={onClose}
      title={training ? t('train.manage.detail.title', { name: training.trainName }) : ''}
      destroyOnHidden
    >
      {training && <Details training={training} t={t} />}
    </Drawer>
  );
}

/** The drawer's content: mounted when it opens on a training, so each opening loads afresh. */
function Details({ training, t }: { training: TrainRow; t: T }) {
  const info = useModel(trainInfoModel);
  const trainId = String(training.id);
  const check = useRequest(() => info.fetchCheck({ trainId }), { refreshDeps: [trainId] });
  const groupNum = useRequest(() => info.fetchGroupNum({ trainId }), { refreshDeps: [trainId] });
  const details = useRequest(() => info.fetchDetailList({ trainId }), { refreshDeps: [trainId] });

  return (
    <>
      <div style={{ marginBottom: 16 }}>
        <LoadedView loaded={check}>
          {(c) => (
            <CheckAlert
              check={c}
              started={training.state !== TRAINING_STATE.notStarted}
              t={t}
              onRecheck={check.refresh}
            />
          )}
        </LoadedView>
      </div>
      <LoadedView loaded={groupNum}>
        {(n) => (
          <>
            <Typography.Paragraph data-testid="group-count">
              {t('train.manage.detail.groupCount', { n: formatNumber(Number(n)) })}
            </Typography.Paragraph>
            <Tabs
              items={[
                {
                  key: 'groups',
                  label: t('train.manage.detail.groups'),
                  children: (
                    <LoadedView
                      loaded={details}
                      isEmpty={(rows) => !rows.length}
                      empty={t('train.manage.posts.noGroups')}
                    >
                      {(rows) => (
                        <Table<DetailRow>
                          size="small"
                          rowKey="groupId"
                          pagination={false}
                          dataSource={rows}
                          columns={[
                            { title: t('train.manage.detail.group'), dataIndex: 'groupName', width: 90 },
                            {
                              title: t('train.manage.detail.members'),
                              key: 'members',
                              render: (_, row) =>
                                (row.members ?? []).map((m) => (
                                  <Tag key={m.id}>
                                    {display(m.postName)}：{m.studentName || t('train.manage.posts.empty')}
                                  </Tag>
                                )),
                            },
                            {
                              title: t('train.manage.detail.cash'),
                              dataIndex: 'cash',
                              width: 100,
                              render: (_, row) => (row.cash === null ? '-' : formatNumber(row.cash)),
                            },
                            {
                              title: t('train.manage.detail.status'),
                              key: 'status',
                              width: 90,
                              render: (_, row) =>
                                row.cash === null ? (
                                  <Tag>{t('train.manage.detail.notStarted')}</Tag>
                                ) : row.bankrupt ? (
                                  <Tag color="error">{t('train.manage.detail.bankrupt')}</Tag>
                                ) : (
                                  <Tag color="success">{t('train.manage.detail.running')}</Tag>
                                ),
                            },
                          ]}
                        />
                      )}
                    </LoadedView>
                  ),
                },
                {
                  key: 'students',
                  label: t('train.manage.detail.students'),
                  children: <StudentList trainId={trainId} groupNum={Number(n)} t={t} />,
                },
              ]}
            />
          </>
        )}
      </LoadedView>
    </>
  );
}
