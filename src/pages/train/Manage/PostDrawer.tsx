import { display, idText } from '@/utils/format';
import { useIntl } from '@umijs/max';
import { Alert, Button, Card, Drawer, Empty, message, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { TRAINING_STATE } from '@/domain/codes';
import type { TrainRow } from '@/stores/trainManage';
import { type Seat, transferSeat, trySeat, useClassStudents, useGroupSeats } from '@/features/training/queries';
import { LoadedView } from '@/features/training/States';
import ClassSeating from './ClassSeating';
import { displayOrder } from './seatingPlan';

type T = (id: string, values?: Record<string, string | number>) => string;

/**
 * The posts of every group and who sits in them. Before the training starts the teacher seats a
 * student of the class (or one already in the training) on a post, one seated elsewhere swapping,
 * or seats a whole class in one step (where it opens with `oneStep`); while it runs a student without a
 * seat may take an empty one.
 */
export default function PostDrawer({
  training,
  oneStep = false,
  onClose,
}: {
  training: TrainRow | null;
  oneStep?: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const editable = training?.state === TRAINING_STATE.notStarted;
  const running = training?.state === TRAINING_STATE.running;
  return (
    <Drawer
      open={!!training}
      size={720}
      title={t('train.manage.posts.title', { name: training?.trainName ?? '' })}
      onClose={onClose}
      destroyOnHidden
    >
      {!editable && (
        <Alert
          type="info"
          showIcon
          title={t(running ? 'train.manage.posts.running' : 'train.manage.posts.readonly')}
          style={{ marginBottom: 16 }}
        />
      )}
      {training && (
        <Seats training={training} editable={editable} lateSeating={running} oneStep={oneStep && editable} t={t} />
      )}
    </Drawer>
  );
}

/** The drawer's content: mounted when it opens on a training, so each opening loads afresh. */
function Seats({
  training,
  editable,
  lateSeating,
  oneStep,
  t,
}: {
  training: TrainRow;
  editable: boolean;
  lateSeating: boolean;
  oneStep: boolean;
  t: T;
}) {
  const trainId = String(training.id);
  const groups = useGroupSeats(trainId);
  const students = useClassStudents(training.classId);
  const [saving, setSaving] = useState('');
  const [seatingClass, setSeatingClass] = useState(oneStep);
  const [lateRefusal, setLateRefusal] = useState('');

  const seated = Object.values(groups.data ?? {})
    .flat()
    .filter((s) => s.studentId);
  const options = new Map<string, string>();
  (students.data?.records ?? []).forEach((u) => {
    // A student the answer gives no id cannot be seated.
    const id = idText(u.id);
    if (id) options.set(id, `${display(u.userName)}（${display(u.userCode)}）`);
  });
  seated.forEach((s) => {
    const id = idText(s.studentId);
    if (id) options.set(id, `${display(s.studentName)}（${display(s.userCode)}）`);
  });

  const transfer = async (seat: Seat, studentId: string) => {
    setSaving(idText(seat.id) ?? '');
    const next = await transferSeat({ trainId, id: seat.id, studentId });
    setSaving('');
    if (next) {
      groups.mutate(next);
      message.success(t('train.manage.posts.saved'));
    }
  };

  /** Seats a student without a seat on an empty seat of the running training; a refusal stays on screen. */
  const seatLate = async (seat: Seat, studentId: string) => {
    setSaving(idText(seat.id) ?? '');
    setLateRefusal('');
    const answer = await trySeat({ trainId, id: seat.id, studentId });
    setSaving('');
    if ('groups' in answer) {
      groups.mutate(answer.groups);
      message.success(t('train.manage.posts.late.saved', { student: options.get(studentId) ?? studentId }));
    } else {
      setLateRefusal(answer.refusal || t('train.manage.seating.noAnswer'));
      groups.refresh();
    }
  };
  const unseated = [...options].filter(([id]) => !seated.some((s) => idText(s.studentId) === id));

  const columns = [
    {
      title: t('train.manage.posts.post'),
      dataIndex: 'postId',
      width: 110,
      render: (postId: number) => t(`train.shared.post.${postId}`),
    },
    {
      title: t('train.manage.posts.student'),
      key: 'student',
      render: (_: unknown, seat: Seat) =>
        editable ? (
          <Select
            style={{ width: '100%' }}
            aria-label={t('train.manage.posts.assign.label', {
              group: display(seat.groupName),
              post: t(`train.shared.post.${seat.postId}`),
            })}
            placeholder={t('train.manage.posts.assign.placeholder')}
            value={seat.studentId == null ? undefined : idText(seat.studentId)}
            loading={saving === idText(seat.id)}
            disabled={!!saving}
            showSearch
            optionFilterProp="label"
            options={[...options].map(([value, label]) => ({ value, label }))}
            onChange={(studentId: string) => transfer(seat, studentId)}
          />
        ) : seat.studentId ? (
          `${seat.studentName}（${seat.userCode}）`
        ) : lateSeating ? (
          <LateSeat
            seat={seat}
            students={unseated}
            busy={!!saving}
            saving={saving === idText(seat.id)}
            onSeat={(studentId) => seatLate(seat, studentId)}
            t={t}
          />
        ) : (
          <Typography.Text type="secondary">{t('train.manage.posts.empty')}</Typography.Text>
        ),
    },
    ...(editable
      ? [
          {
            title: '',
            key: 'clear',
            width: 70,
            render: (_: unknown, seat: Seat) =>
              seat.studentId ? (
                <Popconfirm title={t('train.manage.posts.clear.confirm')} onConfirm={() => transfer(seat, '')}>
                  <Button type="link" size="small" disabled={!!saving}>
                    {t('train.manage.posts.clear')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <LoadedView loaded={groups} isEmpty={(g) => Object.keys(g).length === 0} empty={t('train.manage.posts.noGroups')}>
      {(list) =>
        seatingClass ? (
          <ClassSeating
            training={training}
            groups={list}
            onGroups={groups.mutate}
            onClose={() => {
              setSeatingClass(false);
              groups.refresh();
            }}
            t={t}
          />
        ) : (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            {editable && (
              <Button type="primary" onClick={() => setSeatingClass(true)}>
                {t('train.manage.seating.open')}
              </Button>
            )}
            {lateRefusal && (
              <Alert
                type="error"
                showIcon
                closable
                onClose={() => setLateRefusal('')}
                title={t('train.manage.posts.late.refused', { msg: lateRefusal })}
              />
            )}
            {Object.entries(list).map(([groupNum, seats]) => (
              <Card
                key={groupNum}
                size="small"
                title={seats[0]?.groupName ?? groupNum}
                data-testid={`group-${groupNum}`}
              >
                <Table<Seat>
                  size="small"
                  rowKey="id"
                  pagination={false}
                  columns={columns}
                  dataSource={displayOrder(seats)}
                  locale={{ emptyText: <Empty /> }}
                />
              </Card>
            ))}
          </Space>
        )
      }
    </LoadedView>
  );
}

/** An empty seat of a running training: pick a student without a seat, confirm, and they sit down. */
function LateSeat({
  seat,
  students,
  busy,
  saving,
  onSeat,
  t,
}: {
  seat: Seat;
  students: [string, string][];
  busy: boolean;
  saving: boolean;
  onSeat: (studentId: string) => void;
  t: T;
}) {
  const [chosen, setChosen] = useState<string>();
  const where = { group: display(seat.groupName), post: t(`train.shared.post.${seat.postId}`) };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        style={{ flex: 1 }}
        aria-label={t('train.manage.posts.late.label', where)}
        placeholder={t(students.length ? 'train.manage.posts.late.placeholder' : 'train.manage.posts.late.none')}
        disabled={busy || students.length === 0}
        value={chosen}
        onChange={setChosen}
        showSearch
        optionFilterProp="label"
        options={students.map(([value, label]) => ({ value, label }))}
      />
      <Popconfirm
        title={t('train.manage.posts.late.confirm', {
          ...where,
          student: students.find(([id]) => id === chosen)?.[1] ?? '',
        })}
        onConfirm={() => {
          onSeat(chosen!);
          setChosen(undefined);
        }}
        disabled={!chosen || busy}
      >
        <Button type="primary" disabled={!chosen || busy} loading={saving}>
          {t('train.manage.posts.late.seat')}
        </Button>
      </Popconfirm>
    </Space.Compact>
  );
}
