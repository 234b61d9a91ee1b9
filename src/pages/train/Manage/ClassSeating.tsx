import { display, idText } from '@/utils/format';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Popconfirm,
  Progress,
  Radio,
  Row,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { type DragEvent, useEffect, useMemo, useRef, useState } from 'react';
import { POST_FIVE_ID, DEFAULT_POSTS_PER_GROUP, POSTS_WITH_POST_FIVE } from '@/constants';
import type { TrainRow } from '@/stores/trainManage';
import { type GroupList, trySeat, useClassChoices, useClassStudents } from '@/features/training/queries';
import { LoadedView } from '@/features/training/States';
import {
  type Layout,
  type PlanGroup,
  type SeatStep,
  displayOrder,
  planLayout,
  seatSteps,
  shuffled,
  swapStudents,
} from './seatingPlan';

type T = (id: string, values?: Record<string, string | number>) => string;

/** The group list as the planner reads it: seats without an id cannot be sent, so they are left out. */
export function planGroups(list: GroupList): PlanGroup[] {
  return Object.entries(list).map(([key, seats]) => ({
    key,
    name: display(seats[0]?.groupName ?? key),
    seats: seats.flatMap((s) => {
      const seatId = idText(s.id);
      return seatId ? [{ seatId, postId: Number(s.postId) }] : [];
    }),
  }));
}

/** Who sits where now, by seat id. */
function currentLayout(list: GroupList): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  Object.values(list)
    .flat()
    .forEach((s) => {
      const seatId = idText(s.id);
      if (seatId) out[seatId] = idText(s.studentId) ?? null;
    });
  return out;
}

/** How the calls of one application went: `done` of `steps` were applied; `refusal` stops the rest. */
interface Run {
  steps: SeatStep[];
  done: number;
  sending: boolean;
  refusal?: string;
}

/**
 * Seats a class in one step: the teacher picks a class and an order, sees the proposal, swaps two
 * students if needed, and applies it; the transfer calls go out one at a time with their progress, and
 * a refusal stops them, lists what was and was not applied, and offers to send the rest.
 */
export default function ClassSeating({
  training,
  groups,
  onGroups,
  onClose,
  t,
}: {
  training: TrainRow;
  groups: GroupList;
  onGroups: (groups: GroupList) => void;
  onClose: () => void;
  t: T;
}) {
  const [classId, setClassId] = useState(idText(training.classId));
  const [seed, setSeed] = useState(0);
  const [swaps, setSwaps] = useState<[string, string][]>([]);
  const [run, setRun] = useState<Run>();
  const classes = useClassChoices();
  // Closing the drawer stops the calls not yet sent: nobody would see how they went.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const students = useClassStudents(classId);

  const plan = useMemo(() => planGroups(groups), [groups]);
  // The names of everyone the drawer may show: the class's students and who sits in the training now.
  const names = useMemo(() => {
    const out = new Map<string, string>();
    Object.values(groups)
      .flat()
      .forEach((s) => {
        const id = idText(s.studentId);
        if (id) out.set(id, `${display(s.studentName)}（${display(s.userCode)}）`);
      });
    (students.data?.records ?? []).forEach((u) => {
      const id = idText(u.id);
      if (id) out.set(id, `${display(u.userName)}（${display(u.userCode)}）`);
    });
    return out;
  }, [groups, students.data]);
  const classOrder = useMemo(
    () => (students.data?.records ?? []).flatMap((u) => (idText(u.id) ? [idText(u.id)!] : [])),
    [students.data],
  );
  const layout = useMemo<Layout>(() => {
    const order = seed ? shuffled(classOrder, seed) : classOrder;
    return swaps.reduce((l, [a, b]) => swapStudents(l, a, b), planLayout(plan, order));
  }, [plan, classOrder, seed, swaps]);

  const now = currentLayout(groups);
  const leaving = [...new Set(Object.values(now))].filter(
    (id): id is string => !!id && !Object.values(layout.bySeat).includes(id),
  );
  const steps = seatSteps(now, layout.bySeat);
  const seatCount = plan.reduce((n, g) => n + g.seats.length, 0);
  const sizes = plan.map((g) => g.seats.filter((s) => layout.bySeat[s.seatId]).length);
  const label = (id: string) => names.get(id) ?? id;
  const seatName = (seatId: string) => {
    for (const g of plan) {
      const seat = g.seats.find((s) => s.seatId === seatId);
      if (seat) return `${g.name} ${t(`train.shared.post.${seat.postId}`)}`;
    }
    return seatId;
  };
  const stepText = (s: SeatStep) =>
    s.studentId
      ? t('train.manage.seating.step.seat', { seat: seatName(s.seatId), student: label(s.studentId) })
      : t('train.manage.seating.step.clear', { seat: seatName(s.seatId) });

  const reorder = (next: number) => {
    setSeed(next);
    setSwaps([]);
  };
  const swap = (a: string, b: string) => setSwaps((list) => [...list, [a, b]]);

  /** Sends the steps from `from` one at a time; stops at the first refusal. */
  const send = async (list: SeatStep[], from: number) => {
    setRun({ steps: list, done: from, sending: true });
    for (let i = from; i < list.length; i += 1) {
      if (!mounted.current) return;
      const answer = await trySeat({ trainId: String(training.id), id: list[i].seatId, studentId: list[i].studentId });
      if ('refusal' in answer) {
        setRun({ steps: list, done: i, sending: false, refusal: answer.refusal || t('train.manage.seating.noAnswer') });
        return;
      }
      onGroups(answer.groups);
      setRun({ steps: list, done: i + 1, sending: true });
    }
    setRun({ steps: list, done: list.length, sending: false });
  };

  if (run)
    return (
      <Progressed run={run} t={t} stepText={stepText} onRetry={() => send(run.steps, run.done)} onClose={onClose} />
    );

  const postsPerGroup = training.postList?.length
    ? training.postList.length
    : plan.some((g) => g.seats.some((s) => s.postId === POST_FIVE_ID))
      ? POSTS_WITH_POST_FIVE
      : DEFAULT_POSTS_PER_GROUP;
  const mismatch = plan.length !== training.groupNum || plan.some((g) => g.seats.length !== postsPerGroup);

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <Select
          style={{ width: 240 }}
          aria-label={t('train.manage.seating.class')}
          placeholder={t('train.manage.seating.class.placeholder')}
          loading={classes.loading}
          value={classId}
          onChange={(id: string) => {
            setClassId(id);
            setSwaps([]);
          }}
          options={(classes.data ?? []).flatMap((c) =>
            idText(c.id) ? [{ value: idText(c.id)!, label: display(c.className) }] : [],
          )}
        />
        <Radio.Group
          aria-label={t('train.manage.seating.order')}
          value={seed ? 'shuffle' : 'class'}
          onChange={(e) => reorder(e.target.value === 'shuffle' ? 1 : 0)}
          optionType="button"
          options={[
            { value: 'class', label: t('train.manage.seating.order.class') },
            { value: 'shuffle', label: t('train.manage.seating.order.shuffle') },
          ]}
        />
        {!!seed && <Button onClick={() => reorder(seed + 1)}>{t('train.manage.seating.reshuffle')}</Button>}
      </Space>
      <Typography.Text type="secondary">
        {t('train.manage.seating.structure', { groups: training.groupNum, posts: postsPerGroup })}
      </Typography.Text>
      {mismatch && <Alert type="warning" showIcon title={t('train.manage.seating.mismatch', { seats: seatCount })} />}
      {!classId ? (
        <Empty description={t('train.manage.seating.pickClass')} />
      ) : (
        <LoadedView
          loaded={students}
          isEmpty={() => classOrder.length === 0}
          empty={t('train.manage.seating.noStudents')}
        >
          {() => (
            <>
              <Alert
                type={layout.unseated.length ? 'warning' : 'info'}
                showIcon
                title={t('train.manage.seating.summary', {
                  students: classOrder.length,
                  seats: seatCount,
                  min: Math.min(...sizes),
                  max: Math.max(...sizes),
                })}
                description={
                  (layout.unseated.length > 0 || classOrder.length < seatCount || leaving.length > 0) && (
                    <>
                      {layout.unseated.length > 0 && (
                        <div>
                          {t('train.manage.seating.unseated', {
                            count: layout.unseated.length,
                            names: layout.unseated.map(label).join('、'),
                          })}
                        </div>
                      )}
                      {classOrder.length < seatCount && <div>{t('train.manage.seating.emptySeats')}</div>}
                      {leaving.length > 0 && (
                        <div>
                          {t('train.manage.seating.leaving', {
                            count: leaving.length,
                            names: leaving.map(label).join('、'),
                          })}
                        </div>
                      )}
                    </>
                  )
                }
              />
              <SwapPicker layout={layout} label={label} onSwap={swap} t={t} />
              <Proposal plan={plan} layout={layout} label={label} onSwap={swap} t={t} />
              <Space>
                <Popconfirm
                  title={t('train.manage.seating.apply.confirm', {
                    calls: steps.length,
                    clears: steps.filter((s) => !s.studentId).length,
                    seats: steps.filter((s) => s.studentId).length,
                  })}
                  onConfirm={() => send(steps, 0)}
                  disabled={steps.length === 0 || students.loading}
                >
                  <Button type="primary" disabled={steps.length === 0 || students.loading}>
                    {t('train.manage.seating.apply')}
                  </Button>
                </Popconfirm>
                <Button onClick={onClose}>{t('train.manage.seating.cancel')}</Button>
                {steps.length === 0 && (
                  <Typography.Text type="secondary">{t('train.manage.seating.same')}</Typography.Text>
                )}
              </Space>
            </>
          )}
        </LoadedView>
      )}
    </Space>
  );
}

/** Two pickers and a button: the keyboard's way to swap two students of the proposal. */
function SwapPicker({
  layout,
  label,
  onSwap,
  t,
}: {
  layout: Layout;
  label: (id: string) => string;
  onSwap: (a: string, b: string) => void;
  t: T;
}) {
  const [a, setA] = useState<string>();
  const [b, setB] = useState<string>();
  const everyone = [...Object.values(layout.bySeat), ...layout.unseated].filter((id): id is string => !!id);
  const options = everyone.map((id) => ({ value: id, label: label(id) }));
  return (
    <Space wrap>
      <Select
        style={{ width: 200 }}
        showSearch
        optionFilterProp="label"
        aria-label={t('train.manage.seating.swap.first')}
        placeholder={t('train.manage.seating.swap.first')}
        value={a}
        onChange={setA}
        options={options}
      />
      <Select
        style={{ width: 200 }}
        showSearch
        optionFilterProp="label"
        aria-label={t('train.manage.seating.swap.second')}
        placeholder={t('train.manage.seating.swap.second')}
        value={b}
        onChange={setB}
        options={options}
      />
      <Button
        disabled={!a || !b || a === b}
        onClick={() => {
          onSwap(a!, b!);
          setA(undefined);
          setB(undefined);
        }}
      >
        {t('train.manage.seating.swap')}
      </Button>
    </Space>
  );
}

/** The proposal group by group; a student dragged onto another swaps places with them. */
function Proposal({
  plan,
  layout,
  label,
  onSwap,
  t,
}: {
  plan: PlanGroup[];
  layout: Layout;
  label: (id: string) => string;
  onSwap: (a: string, b: string) => void;
  t: T;
}) {
  const drag = (id: string) => ({
    draggable: true,
    onDragStart: (e: DragEvent) => e.dataTransfer.setData('text/plain', id),
    onDragOver: (e: DragEvent) => e.preventDefault(),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      const from = e.dataTransfer.getData('text/plain');
      if (from) onSwap(from, id);
    },
  });
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Row gutter={[8, 8]}>
        {plan.map((g) => (
          <Col span={12} key={g.key}>
            <Card size="small" title={g.name} data-testid={`proposal-${g.key}`}>
              {displayOrder(g.seats).map((s) => {
                const id = layout.bySeat[s.seatId];
                return (
                  <div key={s.seatId} style={{ display: 'flex', gap: 8, marginBottom: 4 }}>
                    <Typography.Text type="secondary" style={{ width: 64, flex: 'none' }}>
                      {t(`train.shared.post.${s.postId}`)}
                    </Typography.Text>
                    {id ? (
                      <Tag {...drag(id)} style={{ cursor: 'grab' }}>
                        {label(id)}
                      </Tag>
                    ) : (
                      <Typography.Text type="secondary">{t('train.manage.posts.empty')}</Typography.Text>
                    )}
                  </div>
                );
              })}
            </Card>
          </Col>
        ))}
      </Row>
      {layout.unseated.length > 0 && (
        <Card size="small" title={t('train.manage.seating.unseated.title')} data-testid="proposal-unseated">
          {layout.unseated.map((id) => (
            <Tag key={id} {...drag(id)} style={{ cursor: 'grab' }}>
              {label(id)}
            </Tag>
          ))}
        </Card>
      )}
    </Space>
  );
}

/** The application under way or ended: its progress, and after a refusal what was and was not applied. */
function Progressed({
  run,
  t,
  stepText,
  onRetry,
  onClose,
}: {
  run: Run;
  t: T;
  stepText: (s: SeatStep) => string;
  onRetry: () => void;
  onClose: () => void;
}) {
  const total = run.steps.length;
  const finished = !run.sending && run.done === total;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Progress
        percent={Math.round((run.done / total) * 100)}
        status={run.refusal ? 'exception' : finished ? 'success' : 'active'}
        aria-label={t('train.manage.seating.progress')}
      />
      <Typography.Text>{t('train.manage.seating.progress.count', { done: run.done, total })}</Typography.Text>
      {finished && <Alert type="success" showIcon title={t('train.manage.seating.done', { calls: total })} />}
      {run.refusal && (
        <>
          <Alert
            type="error"
            showIcon
            title={t('train.manage.seating.refused', { n: run.done + 1, msg: run.refusal })}
          />
          <StepList
            title={t('train.manage.seating.applied', { count: run.done })}
            items={run.steps.slice(0, run.done).map(stepText)}
            testId="seating-applied"
          />
          <StepList
            title={t('train.manage.seating.notApplied', { count: total - run.done })}
            items={run.steps.slice(run.done).map(stepText)}
            testId="seating-not-applied"
          />
        </>
      )}
      <Space>
        {run.refusal && (
          <Button type="primary" onClick={onRetry}>
            {t('train.manage.seating.retry')}
          </Button>
        )}
        {!run.sending && <Button onClick={onClose}>{t('train.manage.seating.back')}</Button>}
      </Space>
    </Space>
  );
}

function StepList({ title, items, testId }: { title: string; items: string[]; testId: string }) {
  return (
    <Card size="small" title={title} data-testid={testId} styles={{ body: { maxHeight: 200, overflow: 'auto' } }}>
      {items.length ? (
        <ol style={{ margin: 0, paddingLeft: 20 }}>
          {items.map((text, i) => (
            // Steps are fixed for the run: their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a step list never reorders
            <li key={i}>{text}</li>
          ))}
        </ol>
      ) : (
        <Typography.Text type="secondary">—</Typography.Text>
      )}
    </Card>
  );
}
