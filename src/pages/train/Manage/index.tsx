import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import type { ListColumn } from '@/components/table/ListTable';
import Screen from '@/components/Screen';
import ListTable from '@/components/table/ListTable';
import { useIntl } from '@umijs/max';
import { Button, Empty, message, Popconfirm, Space, Switch, Tag } from 'antd';
import { useRequest } from 'ahooks';
import { useState } from 'react';
import BackButton from '@/components/BackButton';
import {
  TRAINING_STATE,
  TRAINING_STATE_LABEL,
  type TrainingStateName,
  trainingStateKey,
  trainingStateLabel,
  trainingStateMoves,
  trainingStateOf,
} from '@/domain/codes';
import type { TrainRow } from '@/stores/trainManage';
import { formatNumber, formatTime, knownCode } from '@/utils/format';
import { goTo } from '@/utils/navigate';
import { encodeQs } from '@/utils/qs';
import { enterTraining } from '@/utils/session';
import { pagerTotal } from '@/utils/rows';
import LoadError from '@/components/LoadError';
import { useSandTables } from '@/features/training/queries';
import { useModel, useModelState } from '@/utils/model';
import ImportStudents from './ImportStudents';
import trainManageModel from '@/stores/trainManage';
import { lazyDialog } from '@/components/lazyDialog';
import { flagOr } from '@/utils/flag';
import { leagueUrl } from '@/features/league/league';

const PostDrawer = lazyDialog(
  () => import('./PostDrawer'),
  (props) => !!props.training,
);
const TrainingDetail = lazyDialog(
  () => import('./TrainingDetail'),
  (props) => !!props.training,
);
const TrainingRecords = lazyDialog(
  () => import('./TrainingRecords'),
  (props) => props.open,
);
const TrainingForm = lazyDialog(
  () => import('./TrainingForm'),
  (props) => props.open,
);

type Query = {
  current: number;
  size: number;
  trainName?: string;
  state?: number;
};

const STATE_COLORS: Record<TrainingStateName, string> = {
  notStarted: 'default',
  running: 'processing',
  paused: 'warning',
  finished: 'success',
};

/** The label of a state change: not started → running is start, paused → running resume; → paused pause, → finished finish. */
function moveLabel(from: number, to: number): string {
  if (to === TRAINING_STATE.running && from === TRAINING_STATE.paused) return 'train.manage.move.resume';
  const name = trainingStateOf(to);
  return name === 'paused'
    ? 'train.manage.move.2'
    : name === 'finished'
      ? 'train.manage.move.3'
      : 'train.manage.move.1';
}

/**
 * Training management (teacher): the trainings (paged by the server), creating and editing them,
 * importing students, assigning posts, changing state (the server says when a change is not
 * allowed), and the way to each training's console.
 */
export default function TrainManage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const trainings = useModel(trainManageModel);
  const { trainList, total } = useModelState(trainManageModel);
  const sandTables = useSandTables();
  const [query, setQuery] = useState<Query>({ current: 1, size: 10 });
  const [editing, setEditing] = useState<TrainRow | 'new' | null>(null);
  const [importing, setImporting] = useState<TrainRow | null>(null);
  const [seating, setSeating] = useState<TrainRow | null>(null);
  // Whether the seating drawer opens straight on the one-step seating of a class.
  const [oneStep, setOneStep] = useState(false);
  const openSeats = (row: TrainRow, direct: boolean) => {
    setOneStep(direct);
    setSeating(row);
  };
  const [moving, setMoving] = useState('');
  const [opening, setOpening] = useState('');
  const [detail, setDetail] = useState<TrainRow | null>(null);
  const [showRecords, setShowRecords] = useState(false);
  // The trainings picked for a league (kept across pages of the list).
  const [picked, setPicked] = useState<string[]>([]);

  // The page lands in the store (trainList, total); the answer says whether it came.
  const page = useRequest(() => trainings.fetchList(query), { refreshDeps: [query] });
  const load = page.refresh;
  const failed = !page.loading && page.data === undefined;

  const move = async (row: TrainRow, state: number) => {
    setMoving(String(row.id));
    const saved = await trainings.changeState({ id: String(row.id), state, version: row.version ?? null });
    setMoving('');
    if (saved) message.success(t('train.manage.moved', { state: t(`train.shared.state.${trainingStateKey(state)}`) }));
    else load();
  };

  /** Opens or closes the training to its students (isOpen); the row is read again after it. */
  const setOpen = async (row: TrainRow, isOpen: 0 | 1) => {
    setOpening(String(row.id));
    const saved = await trainings.setOpen({ trainId: String(row.id), isOpen });
    setOpening('');
    if (saved) message.success(t(isOpen === 1 ? 'train.manage.open.opened' : 'train.manage.open.closed'));
  };
  const openSwitch = (row: TrainRow) => {
    const open = flagOr(row.isOpen, true);
    const control = (
      <Switch
        size="small"
        checked={open}
        loading={opening === row.id}
        disabled={!!opening && opening !== row.id}
        aria-label={t('train.manage.open.label', { name: row.trainName })}
        checkedChildren={t('train.manage.open.yes')}
        unCheckedChildren={t('train.manage.open.no')}
        onChange={open ? undefined : () => setOpen(row, 1)}
      />
    );
    // Closing hides the training from its students at once: it asks first; opening does not. The
    // confirmation stays in the tree (disabled) so the switch keeps its place and focus.
    return (
      <Popconfirm
        disabled={!open}
        title={t('train.manage.open.confirmClose', { name: row.trainName })}
        onConfirm={() => setOpen(row, 0)}
      >
        {control}
      </Popconfirm>
    );
  };

  const stateOptions = (Object.keys(TRAINING_STATE_LABEL) as TrainingStateName[]).map((name) => ({
    value: String(TRAINING_STATE[name]),
    label: t(TRAINING_STATE_LABEL[name]),
  }));
  const columns: ListColumn<TrainRow>[] = [
    { title: t('train.manage.col.trainName'), dataIndex: 'trainName', search: true, ellipsis: true, width: 200 },
    { title: t('train.manage.col.className'), dataIndex: 'className', ellipsis: true, width: 150 },
    { title: t('train.manage.col.caseName'), dataIndex: 'caseName', ellipsis: true, width: 150 },
    { title: t('train.manage.col.ruleName'), dataIndex: 'ruleName', ellipsis: true, width: 110 },
    {
      title: t('train.manage.col.sandTable'),
      dataIndex: 'sandTableId',
      ellipsis: true,
      width: 130,
      render: (_, row) =>
        sandTables.data?.find((s) => s.sandTableId === row.sandTableId)?.sandTableName ?? row.sandTableId,
    },
    {
      title: t('train.manage.col.rounds'),
      key: 'rounds',
      width: 80,
      render: (_, row) =>
        t('train.manage.col.rounds.value', { curr: formatNumber(row.currRound), total: formatNumber(row.roundNumber) }),
    },
    {
      title: t('train.manage.col.groupNum'),
      dataIndex: 'groupNum',
      width: 80,
      render: (_, row) => formatNumber(row.groupNum),
    },
    {
      title: t('train.manage.col.state'),
      dataIndex: 'state',
      search: true,
      options: stateOptions,
      width: 100,
      render: (_, row) => {
        const state = knownCode(trainingStateMoves(), row.state);
        const name = trainingStateOf(state);
        return name === undefined ? '-' : <Tag color={STATE_COLORS[name]}>{t(TRAINING_STATE_LABEL[name])}</Tag>;
      },
    },
    {
      title: t('train.manage.col.isOpen'),
      dataIndex: 'isOpen',
      width: 90,
      render: (_, row) => openSwitch(row),
    },
    { title: t('train.manage.col.createTime'), dataIndex: 'createTime', width: 170, render: formatTime },
    {
      title: t('train.manage.col.action'),
      key: 'action',
      fixed: 'right',
      width: 440,
      render: (_, row) => {
        const state = knownCode(trainingStateMoves(), row.state);
        return (
          // Every action of a row (also in its confirmations, which React bubbles here) acts in the
          // training's sand table: its calls go to that service variant.
          <Space size={0} wrap onClickCapture={() => enterTraining(row)}>
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('train.manage.edit')}
            </Button>
            {state === TRAINING_STATE.notStarted && (
              <Button type="link" size="small" onClick={() => setImporting(row)}>
                {t('train.manage.import')}
              </Button>
            )}
            {state === TRAINING_STATE.notStarted && (
              <Button type="link" size="small" onClick={() => openSeats(row, true)}>
                {t('train.manage.seatNow')}
              </Button>
            )}
            <Button type="link" size="small" onClick={() => openSeats(row, false)}>
              {t('train.manage.posts')}
            </Button>
            <Button type="link" size="small" onClick={() => setDetail(row)}>
              {t('train.manage.detail')}
            </Button>
            {(trainingStateMoves()[state ?? -1] ?? []).map((to) => (
              <Popconfirm
                key={to}
                title={t(
                  to === TRAINING_STATE.finished ? 'train.manage.move.confirm.finish' : 'train.manage.move.confirm',
                  { name: row.trainName, state: t(trainingStateLabel(to) ?? '') },
                )}
                onConfirm={() => move(row, to)}
              >
                <Button
                  type="link"
                  size="small"
                  danger={to === TRAINING_STATE.finished}
                  loading={moving === row.id}
                  disabled={!!moving}
                >
                  {t(moveLabel(row.state, to))}
                </Button>
              </Popconfirm>
            ))}
            <Button
              type="link"
              size="small"
              onClick={() => goTo(`/train/home/console?qs=${encodeQs({ trainId: row.id })}`)}
            >
              {t('train.manage.console')}
            </Button>
            {state !== undefined && state !== TRAINING_STATE.notStarted && (
              <Button
                type="link"
                size="small"
                onClick={() => goTo(`/train/home/debrief?qs=${encodeQs({ trainId: row.id })}`)}
              >
                {t('train.manage.debrief')}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Screen title={t('train.manage.title')} description={t('train.manage.subtitle')} extra={<BackButton />}>
      {failed ? (
        <LoadError onRetry={load} />
      ) : (
        <ListTable<TrainRow>
          rowKey="id"
          columns={columns}
          dataSource={trainList}
          loading={page.loading}
          scroll={{ x: 1710 }}
          onReload={load}
          onSearch={(values: { trainName?: string; state?: string }) =>
            setQuery({
              current: 1,
              size: query.size,
              trainName: values.trainName?.trim() || undefined,
              state: values.state === undefined ? undefined : Number(values.state),
            })
          }
          onReset={() => setQuery({ current: 1, size: query.size })}
          pagination={{
            current: query.current,
            pageSize: query.size,
            total: pagerTotal(total, query.current, query.size, trainList.length),
            // A total the answer did not give is not shown: the pager only offers the next page.
            ...(total === null ? { showTotal: undefined } : {}),
            showSizeChanger: true,
            onChange: (current, size) => setQuery({ ...query, current, size }),
          }}
          emptyText={<Empty description={t('train.manage.empty')} />}
          rowSelection={{
            selectedRowKeys: picked,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setPicked(keys.map(String)),
            getCheckboxProps: (row) => ({ 'aria-label': t('league.manage.pick', { name: row.trainName }) }),
          }}
          toolbar={[
            <Button
              key="league"
              icon={<TrophyOutlined />}
              disabled={picked.length < 2}
              title={picked.length < 2 ? t('league.manage.hint') : undefined}
              onClick={() => goTo(leagueUrl(picked))}
            >
              {t('league.manage.open', { count: String(picked.length) })}
            </Button>,
            <Button key="record" icon={<HistoryOutlined />} onClick={() => setShowRecords(true)}>
              {t('train.manage.record')}
            </Button>,
            <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('train.manage.create')}
            </Button>,
          ]}
        />
      )}
      <TrainingForm
        open={editing !== null}
        row={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          // The save's answer may be null: the list is read again to show what was saved.
          load();
        }}
      />
      <ImportStudents training={importing} onClose={() => setImporting(null)} onImported={load} />
      <PostDrawer training={seating} oneStep={oneStep} onClose={() => setSeating(null)} />
      <TrainingDetail training={detail} onClose={() => setDetail(null)} />
      <TrainingRecords open={showRecords} onClose={() => setShowRecords(false)} />
    </Screen>
  );
}
