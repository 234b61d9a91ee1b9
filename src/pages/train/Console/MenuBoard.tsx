import { MENU_PHASE, menuPhaseReached } from '@/domain/codes';
import { usePhone, useT } from '@/utils/hooks';
import { Alert, Button, Card, Col, Empty, Popconfirm, Row, Space, Table, Tag, Typography } from 'antd';
import type { OrderRow, QueueRow } from '@/stores/menuTypes';
import type { Id } from '@/services/contract';
import { menuProgressValues } from '@/features/console/menuProgress';
import { display, formatNumber, sameId } from '@/utils/format';
import { Countdown } from './Countdown';
import { secondsLeft, useMenu, useServerNow, useStableOffset } from './hooks';
import styles from './index.less';
import OrderCards from './OrderCards';

/** The columns of an order, shared by every order table of the console. */
export function useOrderColumns() {
  const t = useT();
  return [
    { title: t('console.order.id'), dataIndex: 'id', key: 'id' },
    { title: t('console.order.market'), dataIndex: 'marketName', key: 'market' },
    { title: t('console.order.product'), dataIndex: 'productName', key: 'product' },
    {
      title: t('console.order.quantity'),
      dataIndex: 'quantity',
      key: 'quantity',
      align: 'right' as const,
      render: formatNumber,
    },
    {
      title: t('console.order.unitPrice'),
      dataIndex: 'unitPrice',
      key: 'unitPrice',
      align: 'right' as const,
      render: formatNumber,
    },
    {
      title: t('console.order.total'),
      dataIndex: 'totalPrice',
      key: 'totalPrice',
      align: 'right' as const,
      render: formatNumber,
    },
    {
      title: t('console.order.delivery'),
      dataIndex: 'deliveryQuarter',
      key: 'delivery',
      render: (q: number) => t('console.quarterN', { q }),
    },
    {
      title: t('console.order.term'),
      dataIndex: 'receivableTerm',
      key: 'term',
      render: (n: number) => t('console.quarters', { n }),
    },
    {
      title: t('console.order.qualification'),
      dataIndex: 'requiredQualification',
      key: 'qualification',
      render: (q: string | null) => q ?? '-',
    },
  ];
}

/**
 * Per-product pick countdowns: where the condition gives the pick's length, the product being
 * selected counts down on the server clock; otherwise each shows the seconds of the last answer.
 */
function ProductTimers() {
  const t = useT();
  const menu = useMenu();
  const condition = menu.condition;
  const now = useServerNow(useStableOffset(menu.clockOffset));
  // Suspended, the frozen seconds; with the pick's length known, the server's clock; else each product's last answer.
  const duration = condition?.duration;
  let live: number | undefined;
  if (menu.suspended) live = menu.menuTime;
  else if (duration !== undefined) live = secondsLeft(condition?.startTime ?? null, duration, now);
  const timerOf = (product: string | undefined) => (product === undefined ? undefined : menu.menuTimers[product]);
  // A product whose seconds no answer gave shows none, rather than a made-up 0.
  const seconds = (value: number | undefined) => (value === undefined ? '' : `${value}${t('console.secondsUnit')}`);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of timer tags, not form controls; a fieldset would draw a border.
    <div className={styles.timers} role="group" aria-label={t('console.menu.timers')}>
      {menu.productList.map((p) => (
        <Tag key={p.product} color={p.current ? 'processing' : 'default'}>
          {display(p.productName)} {seconds(p.current && live !== undefined ? live : timerOf(p.product))}
        </Tag>
      ))}
    </div>
  );
}

interface Props {
  /** The student's own team: its turn enables the pick buttons. */
  myTeamId?: string | null;
  onPick?: (orderId: Id) => void;
  onPass?: () => void;
  pending?: boolean;
}

/**
 * The menu as everyone sees it: whose turn in which market × product with the countdown, the
 * orders still open there (a student picks on their turn), the queue, and every team's picks.
 */
export default function MenuBoard({ myTeamId, onPick, onPass, pending }: Props) {
  const t = useT();
  const menu = useMenu();
  const orderColumns = useOrderColumns();
  const condition = menu.condition;
  const phone = usePhone();
  if (!menuPhaseReached(menu.phase, 'picking')) return null;
  const suspended = menu.suspended === true;
  const current = condition?.current;
  // Whose turn it is and what was picked are assumed fields: a backend may report neither (known once a condition came).
  const turnReported = !condition || condition.current !== undefined;
  const myTurn = sameId(current?.teamId, myTeamId) && !suspended && menu.phase === MENU_PHASE.picking;

  const columns = onPick
    ? [
        ...orderColumns,
        {
          title: t('console.actions'),
          key: 'pick',
          // An order the backend sent without its id cannot be picked.
          render: (_: unknown, { id }: OrderRow) => (
            <Button
              type="primary"
              size="small"
              disabled={!myTurn || pending || id === undefined}
              onClick={() => id !== undefined && onPick(id)}
              aria-label={t('console.menu.pickOrder', { id: display(id) })}
            >
              {t('console.menu.pick')}
            </Button>
          ),
        },
      ]
    : orderColumns;

  return (
    <Card title={t('console.menu.board')} data-testid="menu-board">
      {menu.phase === MENU_PHASE.finished && (
        <Alert className={styles.gap} type="success" showIcon title={t('console.menu.finished')} />
      )}
      {suspended && <Alert className={styles.gap} type="warning" showIcon title={t('console.menu.suspendedHint')} />}
      {!turnReported && menu.phase === MENU_PHASE.picking && (
        <Typography.Paragraph type="secondary" data-testid="menu-not-reported">
          {t('console.menu.notReported')}
        </Typography.Paragraph>
      )}
      {current && (
        <Row gutter={16} align="middle" className={styles.gap}>
          <Col flex="auto">
            <Typography.Title level={5} style={{ margin: 0 }} data-testid="menu-turn">
              {t('console.menu.turn', {
                market: display(current.marketName),
                product: display(current.productName),
                team: display(current.teamName),
              })}
            </Typography.Title>
            {myTurn && <Typography.Text type="success">{t('console.menu.yourTurn')}</Typography.Text>}
            {!!myTeamId && !myTurn && menu.phase === MENU_PHASE.picking && (
              <Typography.Text type="secondary">{t('console.menu.waitTurn')}</Typography.Text>
            )}
          </Col>
          <Col>
            <Countdown
              startTime={condition?.startTime ?? null}
              seconds={condition?.duration ?? menu.menuTime}
              offset={menu.clockOffset}
              frozen={suspended ? menu.menuTime : undefined}
              label={t('console.menu.timeLeft')}
            />
          </Col>
        </Row>
      )}
      {menu.phase === MENU_PHASE.picking && <ProductTimers />}
      {current && (
        <>
          <Typography.Title level={5} className={styles.gap} style={{ marginTop: 16 }}>
            {t('console.menu.openOrders')}
          </Typography.Title>
          {phone && onPick ? (
            <OrderCards orders={condition?.currentOrders ?? []} canPick={myTurn && !pending} onPick={onPick} />
          ) : (
            <Table<OrderRow>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={condition?.currentOrders ?? []}
              columns={columns}
              scroll={{ x: true }}
              locale={{ emptyText: <Empty description={t('console.menu.noOrders')} /> }}
            />
          )}
          {onPass && (
            <Popconfirm
              title={t('console.menu.pass.confirm')}
              onConfirm={onPass}
              disabled={!myTurn || pending}
              okText={t('console.ok')}
              cancelText={t('console.cancel')}
            >
              <Button
                style={{ marginTop: 12 }}
                disabled={!myTurn || pending}
                block={phone}
                className={phone ? styles.thumb : undefined}
              >
                {t('console.menu.pass')}
              </Button>
            </Popconfirm>
          )}
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('console.menu.queue')}
          </Typography.Title>
          <Table<QueueRow>
            size="small"
            rowKey="teamId"
            pagination={false}
            dataSource={current.queue}
            scroll={{ x: 'max-content' }}
            rowClassName={(row) => (sameId(row.teamId, myTeamId) ? styles.mine : '')}
            columns={[
              { title: t('console.menu.rank'), dataIndex: 'rank' },
              { title: t('console.team'), dataIndex: 'teamName' },
              { title: t('console.menu.rights'), dataIndex: 'rights' },
              { title: t('console.menu.picked'), dataIndex: 'picked' },
              { title: t('console.menu.picksLeft'), dataIndex: 'picksLeft' },
              {
                title: t('console.menu.passed'),
                dataIndex: 'passed',
                render: (p: boolean) => (p ? t('console.yes') : t('console.no')),
              },
            ]}
          />
        </>
      )}
      {condition?.picks && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('console.menu.picks')}
          </Typography.Title>
          <Table
            size="small"
            rowKey="teamId"
            pagination={false}
            dataSource={condition.picks}
            data-testid="menu-picks"
            rowClassName={(row) => (sameId(row.teamId, myTeamId) ? styles.mine : '')}
            columns={[
              { title: t('console.team'), dataIndex: 'teamName', width: 120 },
              {
                title: t('console.menu.pickedOrders'),
                dataIndex: 'orders',
                render: (orders: OrderRow[]) =>
                  orders.length ? (
                    <Space wrap size={4}>
                      {orders.map((o) => (
                        <Tag key={o.id} data-order={o.id}>
                          {o.id} · {o.quantity} × {formatNumber(o.unitPrice)}
                        </Tag>
                      ))}
                    </Space>
                  ) : (
                    '-'
                  ),
              },
            ]}
          />
        </>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('console.menu.progress', menuProgressValues(menu.allRound))}
      </Typography.Paragraph>
    </Card>
  );
}
