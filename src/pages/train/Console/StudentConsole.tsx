import { MEETING_STATE, MENU_PHASE, menuPhaseReached, TRAINING_STATE } from '@/domain/codes';
import { Alert, Button, Card, Col, Descriptions, Form, InputNumber, message, Row, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { NotOfferedNotice, useNotOffered, wasNotOffered } from '@/features/backend/notOffered';
import { useTeamState } from '@/features/console/queries';
import type { TeamState } from '@/features/console/teamState';
import menuModel from '@/stores/menu';
import type { Id } from '@/services/contract';
import trainModel from '@/stores/train';
import { display, formatNumber, sameId } from '@/utils/format';
import { usePhone, useT } from '@/utils/hooks';
import { useModel } from '@/utils/model';
import CoachCard from './CoachCard';
import { useAction, useMenuSelect, useTrain } from './hooks';
import styles from './index.less';
import { useRevision } from './live';
import { RankingTable, TeamDataTable } from './MeetingPanel';
import MenuBoard from './MenuBoard';
import { BulletinCard, MessagesCard } from './MessagesPanel';
import OperatePanel from './OperatePanel';
import { GroupsCard } from './OverviewPanel';
import TrainingHeader from './TrainingHeader';
import { flag } from '@/utils/flag';

/** The team's advertising for the meeting: an amount per developed market × developed product. */
function AdvertisingForm({ team }: { team: TeamState }) {
  const t = useT();
  const menuCalls = useModel(menuModel);
  const train = useTrain();
  const teamData = useMenuSelect((m) => m.teamData);
  const [form] = Form.useForm();
  const { busy, run } = useAction();
  const phone = usePhone();
  // Without the call the amounts stay on view but cannot be sent.
  const notOffered = useNotOffered('menu.putAdvertising');
  const mine = teamData.find((d) => sameId(d.teamId, team.teamId));
  const cells = useMemo(
    () =>
      // Only developed markets and products the backend names by code can take a bid.
      (team.markets ?? []).flatMap(({ done, code: market, name: marketName }) =>
        done && market
          ? (team.productDevelopment ?? []).flatMap(({ done: ready, code: product, name: productName }) =>
              ready && product
                ? [
                    {
                      key: `${market}|${product}`,
                      market,
                      marketName: display(marketName),
                      product,
                      productName: display(productName),
                    },
                  ]
                : [],
            )
          : [],
      ),
    [team],
  );
  // The form shows what the team submitted; it is refilled only when that (or the grid) changes, never under the typing.
  const cellsKey = cells.map((c) => c.key).join(',');
  const submittedKey = JSON.stringify(mine?.items ?? []);
  useEffect(() => {
    form.setFieldsValue(
      Object.fromEntries(
        cells.map((c) => [
          c.key,
          mine?.items?.find((i) => i.market === c.market && i.product === c.product)?.amount ?? 0,
        ]),
      ),
    );
  }, [form, cellsKey, submittedKey]);
  const values = Form.useWatch([], form) as Record<string, number> | undefined;
  const total = Object.values(values ?? {}).reduce((s, v) => s + (Number(v) || 0), 0);
  const amountField = (c: (typeof cells)[number]) => (
    <Form.Item
      name={c.key}
      style={{ margin: 0 }}
      rules={[
        {
          type: 'integer',
          min: 0,
          message: t('console.ads.amount.invalid', { market: c.marketName, product: c.productName }),
        },
      ]}
    >
      <InputNumber
        min={0}
        precision={0}
        // A phone's number pad, and a field as wide as its card.
        inputMode="numeric"
        style={phone ? { width: '100%' } : undefined}
        aria-label={t('console.ads.amountOf', { market: c.marketName, product: c.productName })}
      />
    </Form.Item>
  );
  const submit = (v: Record<string, number>) =>
    run('ads', async () => {
      const items = cells.map((c) => ({ market: c.market, product: c.product, amount: Number(v[c.key]) || 0 }));
      const saved = await menuCalls.putAdvertising({ trainId: train.trainId, items });
      if (saved) message.success(t('console.ads.saved'));
    });
  return (
    <Form
      form={form}
      name="advertising"
      onFinish={submit}
      aria-label={t('console.ads.form')}
      disabled={train.state !== TRAINING_STATE.running || notOffered}
    >
      <NotOfferedNotice call="menu.putAdvertising" detail={t('console.notOffered.ads')} />
      {phone ? (
        // On a phone each market and product is a card of its own: a table's three columns do not fit.
        <ul className={styles.adCards}>
          {cells.map((c) => (
            <li key={c.key} className={styles.adCard}>
              <span className={styles.adCardName}>
                {c.marketName} · {c.productName}
              </span>
              {amountField(c)}
            </li>
          ))}
        </ul>
      ) : (
        <Table
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={cells}
          columns={[
            { title: t('console.order.market'), dataIndex: 'marketName' },
            { title: t('console.order.product'), dataIndex: 'productName' },
            {
              title: t('console.ads.amount'),
              key: 'amount',
              render: (_, c) => amountField(c),
            },
          ]}
        />
      )}
      <Row justify="space-between" align="middle" style={{ marginTop: 12, rowGap: 8 }}>
        <Typography.Text>
          {t('console.ads.totalOf', {
            total: formatNumber(total),
            cash: formatNumber(team.balance?.cash === undefined ? undefined : team.balance.cash + (mine?.total ?? 0)),
          })}
        </Typography.Text>
        <Button type="primary" htmlType="submit" loading={busy === 'ads'} block={phone}>
          {mine?.submitted ? t('console.ads.resubmit') : t('console.ads.submit')}
        </Button>
      </Row>
    </Form>
  );
}

/** The meeting as a student follows it: waiting, advertising, the ranking, the menu with their pick. */
function StudentMeeting({ team, teamNotOffered }: { team: TeamState | null; teamNotOffered: boolean }) {
  const t = useT();
  const menuCalls = useModel(menuModel);
  const train = useTrain();
  const { phase, suspended, version, ranking, teamData } = useMenuSelect((m) => ({
    phase: m.phase,
    suspended: m.suspended === true,
    version: m.version,
    ranking: m.ranking,
    teamData: m.teamData,
  }));
  const { busy, run } = useAction();
  // Without the call the menu is followed, never picked from: its buttons stay disabled.
  const pickNotOffered = useNotOffered('menu.selectOrder');

  /**
   * Asks the server whether picking is open right now (checkMenuIsOpen) before a pick or a pass:
   * the poll may be a second behind a teacher's suspension or the end of the menu.
   */
  const menuOpen = async () => {
    const check = await menuCalls.checkOpen({ trainId: train.trainId });
    if (check?.open) return true;
    if (check) message.warning(t(check.suspended ? 'console.menu.closed.suspended' : 'console.menu.closed'));
    await menuCalls.fetchCondition({ trainId: train.trainId });
    return false;
  };

  const pick = (orderId: Id) =>
    run('pick', async () => {
      if (!(await menuOpen())) return;
      const data = await menuCalls.selectOrder({ trainId: train.trainId, orderId, version });
      if (data)
        message.success(
          flag(data.data?.duplicate)
            ? t('console.menu.alreadyPicked', { id: orderId })
            : t('console.menu.picked.done', { id: orderId }),
        );
      else if (!wasNotOffered('menu.selectOrder')) await menuCalls.fetchCondition({ trainId: train.trainId });
    });
  const pass = () =>
    run('pass', async () => {
      if (!(await menuOpen())) return;
      const data = await menuCalls.selectOrder({ trainId: train.trainId, pass: true, version });
      if (!data && !wasNotOffered('menu.selectOrder')) await menuCalls.fetchCondition({ trainId: train.trainId });
    });

  if (!train.meetingId || phase === MENU_PHASE.none)
    return <Alert type="info" showIcon title={t('console.meeting.noneThisRound')} className={styles.gap} />;
  if (train.meetingState === MEETING_STATE.notStarted)
    return (
      <Alert
        type="info"
        showIcon
        title={t('console.meeting.waitStart')}
        className={styles.gap}
        data-testid="meeting-wait"
      />
    );
  return (
    <>
      {phase === MENU_PHASE.advertising && (
        <Card title={t('console.ads.title')} data-testid="ads-card">
          {suspended && (
            <Alert className={styles.gap} type="warning" showIcon title={t('console.menu.suspendedHint')} />
          )}
          {team ? (
            <AdvertisingForm team={team} />
          ) : teamNotOffered ? (
            <Typography.Text type="secondary">{t('console.ads.needsTeam')}</Typography.Text>
          ) : (
            <Card loading variant="borderless" />
          )}
        </Card>
      )}
      {phase === MENU_PHASE.ranking && (
        <Alert className={styles.gap} type="info" showIcon title={t('console.menu.waitPicking')} />
      )}
      {menuPhaseReached(phase, 'ranking') && ranking.length > 0 && (
        <Card title={t('console.ranking.title')}>
          <RankingTable rows={ranking} />
        </Card>
      )}
      {menuPhaseReached(phase, 'picking') && (
        <NotOfferedNotice call="menu.selectOrder" detail={t('console.notOffered.pick')} />
      )}
      <MenuBoard myTeamId={train.groupId} onPick={pick} onPass={pass} pending={!!busy || pickNotOffered} />
      {menuPhaseReached(phase, 'ranking') && teamData.length > 1 && (
        <Card title={t('console.ads.all')}>
          <TeamDataTable rows={teamData} />
        </Card>
      )}
    </>
  );
}

/** The student's view of a running game: their group and post, the meeting and the team's decisions. */
export default function StudentConsole() {
  const t = useT();
  const menuCalls = useModel(menuModel);
  const trainCalls = useModel(trainModel);
  const train = useTrain();
  const revision = useRevision();
  const { team, failed, notOffered, refresh, mutate } = useTeamState(train.trainId, [revision.training, revision.menu]);
  useEffect(() => {
    menuCalls.fetchTeamData({ trainId: train.trainId });
  }, [menuCalls, train.trainId]);
  // The student's own post (getPostId): a teacher may move them before the start, so it follows the training.
  const [postLoaded, setPostLoaded] = useState(false);
  useEffect(() => {
    trainCalls.fetchPostId({ trainId: train.trainId }).then((post) => setPostLoaded(post !== undefined));
  }, [trainCalls, train.trainId, revision.training]);
  const post = postLoaded ? train.myPost : undefined;

  const mySeat = Object.values(train.groupList)
    .flat()
    .find((p) => sameId(p.groupId, train.groupId) && team && sameId(p.postId, team.postId));

  return (
    <>
      <TrainingHeader
        extra={
          <>
            <Descriptions.Item label={t('console.myGroup')}>
              <span data-testid="my-group">{team ? team.teamName : '-'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('console.myPost')}>
              <span data-testid="my-post">
                {post
                  ? post.postName
                  : post === null
                    ? t('console.myPost.none')
                    : (team?.postName ?? mySeat?.postName ?? '-')}
              </span>
            </Descriptions.Item>
          </>
        }
      />
      {train.state === TRAINING_STATE.paused && (
        <Alert className={styles.gap} type="warning" showIcon title={t('console.paused')} />
      )}
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          <StudentMeeting team={team} teamNotOffered={notOffered} />
          <OperatePanel
            team={team}
            // A backend that answers a decision with no data (Spring's Result.success()): read the team again.
            onChange={(next) => (next ? mutate(next) : refresh())}
            failed={failed}
            notOffered={notOffered}
            onRetry={refresh}
          />
        </Col>
        <Col xs={24} xl={8}>
          <CoachCard
            trainId={train.trainId}
            teamId={train.groupId ?? undefined}
            settled={`${train.currRound}:${train.state}`}
          />
          <GroupsCard only={train.groupId} />
          <BulletinCard />
          <MessagesCard />
        </Col>
      </Row>
    </>
  );
}
