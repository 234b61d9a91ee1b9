import {
  MEETING_STATE,
  MENU_PHASE,
  MENU_PHASE_LABEL,
  MENU_PHASE_ORDER,
  meetingStateKey,
  menuPhaseOf,
  menuPhaseReached,
  TRAINING_STATE,
} from '@/domain/codes';
import { useT } from '@/utils/hooks';
import { useModel } from '@/utils/model';
import { menuDetail } from '@/features/console/actions';
import type { Answer } from '@/services/contract';
import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  InputNumber,
  message,
  Modal,
  Popconfirm,
  Row,
  Space,
  Statistic,
  Steps,
  Switch,
  Table,
  Tag,
} from 'antd';
import { useEffect, useState } from 'react';
import type { RankingRow, TeamAdvertising } from '@/stores/menuTypes';
import { display, formatNumber } from '@/utils/format';
import { Countdown } from './Countdown';
import MenuBoard, { useOrderColumns } from './MenuBoard';
import { STATE_COLORS } from './TrainingHeader';
import { useAction, useMenu, useMenuSelect, useStartMeeting, useTrain } from './hooks';
import styles from './index.less';
import menuModel from '@/stores/menu';
import trainModel from '@/stores/train';

/** Every team's advertising: what each submitted per market × product. */
export function TeamDataTable({ rows }: { rows: TeamAdvertising[] }) {
  const t = useT();
  return (
    <Table<TeamAdvertising>
      size="small"
      rowKey="teamId"
      pagination={false}
      dataSource={rows}
      data-testid="team-data"
      columns={[
        { title: t('console.group'), dataIndex: 'groupNum', width: 70 },
        { title: t('console.team'), dataIndex: 'teamName' },
        {
          title: t('console.ads.submitted'),
          dataIndex: 'submitted',
          render: (s: boolean) => (s ? <Tag color="success">{t('console.yes')}</Tag> : <Tag>{t('console.no')}</Tag>),
        },
        {
          title: t('console.ads.items'),
          dataIndex: 'items',
          render: (items: TeamAdvertising['items']) => (
            <Space wrap size={4}>
              {(items ?? []).map((i) => (
                <Tag key={`${i.market}-${i.product}`}>
                  {display(i.marketName)} {display(i.productName)} {formatNumber(i.amount)}
                </Tag>
              ))}
            </Space>
          ),
        },
        { title: t('console.ads.total'), dataIndex: 'total', align: 'right', render: formatNumber },
      ]}
    />
  );
}

/** The published ranking: per market × product, teams in order with their ad and picks. */
export function RankingTable({ rows }: { rows: RankingRow[] }) {
  const t = useT();
  return (
    <Table<RankingRow>
      size="small"
      rowKey={(r) => `${r.market}-${r.product}`}
      pagination={false}
      dataSource={rows}
      data-testid="ranking"
      columns={[
        { title: t('console.order.market'), dataIndex: 'marketName', className: styles.nowrap },
        { title: t('console.order.product'), dataIndex: 'productName', className: styles.nowrap },
        { title: t('console.ranking.orders'), dataIndex: 'orderCount', className: styles.nowrap },
        {
          title: t('console.ranking.queue'),
          dataIndex: 'queue',
          render: (queue: RankingRow['queue']) =>
            (queue ?? [])
              .map((q) =>
                t('console.ranking.entry', {
                  rank: display(q.rank),
                  team: display(q.teamName),
                  amount: formatNumber(q.amount),
                  rights: display(q.rights),
                }),
              )
              .join('；'),
        },
      ]}
    />
  );
}

/** The teacher's menu settings: seconds per pick and whether the teams' advertising is published. */
function MenuSettings() {
  const t = useT();
  const menuCalls = useModel(menuModel);
  const train = useTrain();
  const menu = useMenuSelect((m) => ({ duration: m.duration, advertising: m.advertising, version: m.version }));
  const [form] = Form.useForm();
  const { busy, run } = useAction();
  useEffect(() => {
    form.setFieldsValue({ duration: menu.duration || undefined, advertising: menu.advertising === 1 });
  }, [form, menu.duration, menu.advertising]);
  const save = (values: { duration: number; advertising: boolean }) =>
    run('save', async () => {
      const saved = await menuCalls.saveMenu({
        trainId: train.trainId,
        version: menu.version,
        duration: values.duration,
        advertising: values.advertising ? 1 : 0,
      });
      if (saved !== undefined) message.success(t('console.saved'));
    });
  return (
    <Form form={form} name="menuSettings" layout="inline" onFinish={save} aria-label={t('console.menu.settings')}>
      <Form.Item
        name="duration"
        label={t('console.menu.pickSeconds')}
        rules={[
          { required: true, message: t('console.menu.pickSeconds.required') },
          { type: 'integer', min: 1, max: 3600, message: t('console.menu.pickSeconds.range') },
        ]}
      >
        <InputNumber min={1} max={3600} precision={0} />
      </Form.Item>
      <Form.Item name="advertising" label={t('console.menu.publishAds')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" loading={busy === 'save'}>
          {t('console.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/** The selections of the meeting with who took which order (menu detail). */
function MenuDetail() {
  const t = useT();
  const train = useTrain();
  const orderColumns = useOrderColumns();
  const [detail, setDetail] = useState<Answer<'menu.menuDetail'> | null>(null);
  const [open, setOpen] = useState(false);
  const show = async () => {
    setOpen(true);
    setDetail(null);
    setDetail((await menuDetail(train.trainId)) ?? { sessions: [] });
  };
  return (
    <>
      <Button onClick={show}>{t('console.menu.detail')}</Button>
      <Modal open={open} title={t('console.menu.detail')} onCancel={() => setOpen(false)} footer={null} width={960}>
        <Table
          size="small"
          loading={!detail}
          rowKey="id"
          pagination={{ pageSize: 10 }}
          dataSource={detail?.sessions?.flatMap((s) => s.orders ?? []) ?? []}
          columns={[
            ...orderColumns,
            { title: t('console.team'), dataIndex: 'teamName', render: (n: string) => n || '-' },
            {
              title: t('console.order.state'),
              dataIndex: 'status',
              render: (s: string) => t(`console.order.state.${s}`),
            },
          ]}
          scroll={{ x: true }}
        />
      </Modal>
    </>
  );
}

/**
 * The teacher's order meeting: open it (after the can-start check) and close it, with its
 * countdown; then the menu: phases, settings, advertising and ranking, start, suspend, restore,
 * re-menu, end, time-outs and the board.
 */
export default function MeetingPanel() {
  const t = useT();
  const menuCalls = useModel(menuModel);
  const trainCalls = useModel(trainModel);
  const train = useTrain();
  const menu = useMenu();
  const { busy, run } = useAction();
  const openMeeting = useStartMeeting();
  const phase = menu.phase;
  const meetingRunning = train.meetingState === MEETING_STATE.running;
  const payload = { trainId: train.trainId, version: menu.version };

  useEffect(() => {
    if (train.trainId) menuCalls.fetchTeamData({ trainId: train.trainId });
  }, [menuCalls, train.trainId, train.currRound]);

  const startMeeting = () => run('meeting-start', openMeeting);
  const endMeeting = () => run('meeting-end', () => trainCalls.endMeeting(payload));

  if (!train.meetingId || phase === MENU_PHASE.none) {
    return <Alert type="info" showIcon title={t('console.meeting.noneThisRound')} />;
  }

  return (
    <>
      <Card
        title={t('console.meeting.title')}
        extra={
          <Space wrap>
            <Button
              type="primary"
              onClick={startMeeting}
              loading={busy === 'meeting-start'}
              disabled={
                train.meetingState !== MEETING_STATE.notStarted ||
                train.state !== TRAINING_STATE.running ||
                (!!busy && busy !== 'meeting-start')
              }
            >
              {t('console.meeting.start')}
            </Button>
            <Popconfirm
              title={t('console.meeting.end.confirm')}
              onConfirm={endMeeting}
              disabled={!meetingRunning}
              okText={t('console.ok')}
              cancelText={t('console.cancel')}
            >
              <Button
                danger
                disabled={!meetingRunning || (!!busy && busy !== 'meeting-end')}
                loading={busy === 'meeting-end'}
              >
                {t('console.meeting.end')}
              </Button>
            </Popconfirm>
          </Space>
        }
      >
        <Row gutter={24} align="middle">
          <Col>
            <Tag color={STATE_COLORS[meetingStateKey(train.meetingState) ?? -1]} data-testid="meeting-state">
              {t(`console.meeting.state.${meetingStateKey(train.meetingState)}`)}
            </Tag>
          </Col>
          <Col>
            <Statistic
              title={t('console.meeting.duration')}
              value={t('console.seconds', { n: train.meetingDuration })}
            />
          </Col>
          {meetingRunning && (
            <Col>
              <div>{t('console.meeting.left')}</div>
              <Countdown
                startTime={menu.startTime}
                seconds={train.meetingDuration}
                offset={menu.clockOffset}
                label={t('console.meeting.left')}
              />
            </Col>
          )}
        </Row>
      </Card>

      <Card title={t('console.menu.title')}>
        <Steps
          size="small"
          current={Math.max(0, MENU_PHASE_ORDER.indexOf(menuPhaseOf(phase) ?? 'none') - 1)}
          className={styles.gap}
          items={Object.values(MENU_PHASE_LABEL).map((key) => ({ title: t(key) }))}
          data-testid="menu-phase"
        />
        {menu.suspended && (
          <Alert className={styles.gap} type="warning" showIcon title={t('console.menu.suspendedHint')} />
        )}
        <div className={styles.gap}>
          <MenuSettings />
        </div>
        <Space wrap className={styles.gap}>
          <Popconfirm
            title={t('console.menu.publish.confirm')}
            onConfirm={() => run('publish', () => menuCalls.sendAdvertising(payload))}
            disabled={!meetingRunning || phase !== MENU_PHASE.advertising}
            okText={t('console.ok')}
            cancelText={t('console.cancel')}
          >
            <Button
              disabled={!meetingRunning || phase !== MENU_PHASE.advertising || !!busy}
              loading={busy === 'publish'}
            >
              {t('console.menu.publish')}
            </Button>
          </Popconfirm>
          <Button
            type="primary"
            onClick={() => run('start', () => menuCalls.updateMenuState({ ...payload, menuState: MENU_PHASE.picking }))}
            disabled={!meetingRunning || menuPhaseReached(phase, 'picking') || !!busy}
            loading={busy === 'start'}
          >
            {t('console.menu.start')}
          </Button>
          {menu.suspended !== false && (
            <Button
              onClick={() => run('restore', () => menuCalls.restore(payload))}
              disabled={!meetingRunning || !!busy}
              loading={busy === 'restore'}
            >
              {t('console.menu.restore')}
            </Button>
          )}
          {/* Both controls show when the backend does not say whether the menu is suspended. */}
          {menu.suspended !== true && (
            <Button
              onClick={() => run('suspend', () => menuCalls.suspend(payload))}
              disabled={!meetingRunning || phase === MENU_PHASE.finished || !!busy}
              loading={busy === 'suspend'}
            >
              {t('console.menu.suspend')}
            </Button>
          )}
          <Popconfirm
            title={t('console.menu.remenu.confirm')}
            onConfirm={() => run('remenu', () => menuCalls.reMenu(payload))}
            disabled={!meetingRunning || !menuPhaseReached(phase, 'picking')}
            okText={t('console.ok')}
            cancelText={t('console.cancel')}
          >
            <Button
              disabled={!meetingRunning || !menuPhaseReached(phase, 'picking') || !!busy}
              loading={busy === 'remenu'}
            >
              {t('console.menu.remenu')}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={t('console.menu.end.confirm')}
            onConfirm={() =>
              run('end', () => menuCalls.updateMenuState({ ...payload, menuState: MENU_PHASE.finished }))
            }
            disabled={!meetingRunning || phase === MENU_PHASE.finished}
            okText={t('console.ok')}
            cancelText={t('console.cancel')}
          >
            <Button
              danger
              disabled={!meetingRunning || phase === MENU_PHASE.finished || !!busy}
              loading={busy === 'end'}
            >
              {t('console.menu.end')}
            </Button>
          </Popconfirm>
          <Button
            onClick={() =>
              run('cancel', async () => {
                const data = await menuCalls.autoCancel({ trainId: train.trainId });
                if (data) message.info(t('console.menu.autoCancel.done', { n: display(data.data?.cancelled) }));
              })
            }
            disabled={phase !== MENU_PHASE.picking || !!busy}
            loading={busy === 'cancel'}
          >
            {t('console.menu.autoCancel')}
          </Button>
          <MenuDetail />
        </Space>
        <Row gutter={16}>
          {(['allRounds', 'allOrder', 'surplusRounds', 'surplusOrder'] as const).map((key) => (
            <Col key={key} xs={12} md={6}>
              <Statistic title={t(`console.menu.${key}`)} value={display(menu.allRound?.[key])} />
            </Col>
          ))}
        </Row>
      </Card>

      <MenuBoard />

      <Card title={t('console.ads.title')}>
        <TeamDataTable rows={menu.teamData} />
        {menu.ranking.length > 0 && (
          <>
            <h4 style={{ marginTop: 16 }}>{t('console.ranking.title')}</h4>
            <RankingTable rows={menu.ranking} />
          </>
        )}
      </Card>
    </>
  );
}
