import { Button, Empty, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { Id } from '@/services/contract';
import type { OrderRow } from '@/stores/menuTypes';
import { display, formatNumber } from '@/utils/format';
import { useT } from '@/utils/hooks';
import styles from './index.less';

interface Props {
  orders: OrderRow[];
  /** Whether the student may pick now (their turn, nothing pending). */
  canPick: boolean;
  onPick: (orderId: Id) => void;
}

/**
 * The orders open at the meeting as a phone shows them: one card each, its quantity and price in
 * large type and a 选择 button a thumb can hit. A pick asks once, naming the order's figures again,
 * since a mistaken tap cannot be taken back.
 */
export default function OrderCards({ orders, canPick, onPick }: Props) {
  const t = useT();
  const [asking, setAsking] = useState<OrderRow | null>(null);
  if (!orders.length) return <Empty description={t('console.menu.noOrders')} />;
  const figures = (o: OrderRow) => (
    <div className={styles.orderFigures}>
      <span>
        {t('console.order.quantity')} <strong>{formatNumber(o.quantity)}</strong>
      </span>
      <span>
        {t('console.order.unitPrice')} <strong>{formatNumber(o.unitPrice)}</strong>
      </span>
    </div>
  );
  return (
    <>
      <ul className={styles.orderCards} aria-label={t('console.menu.openOrders')}>
        {orders.map((o) => (
          <li key={String(o.id)} className={styles.orderCard} data-order={o.id}>
            <div className={styles.orderHead}>
              <span>
                {display(o.productName)} · {display(o.marketName)}
              </span>
              <Typography.Text type="secondary">
                {t('console.order.id')} {display(o.id)}
              </Typography.Text>
            </div>
            {figures(o)}
            <div className={styles.orderTerms}>
              {t('console.order.total')} {formatNumber(o.totalPrice)} · {t('console.order.delivery')}{' '}
              {o.deliveryQuarter === undefined ? display(undefined) : t('console.quarterN', { q: o.deliveryQuarter })} ·{' '}
              {t('console.order.term')}{' '}
              {o.receivableTerm === undefined ? display(undefined) : t('console.quarters', { n: o.receivableTerm })}
              {o.requiredQualification ? ` · ${t('console.order.qualification')} ${o.requiredQualification}` : ''}
            </div>
            <Button
              type="primary"
              block
              disabled={!canPick || o.id === undefined}
              onClick={() => setAsking(o)}
              aria-label={t('console.menu.pickOrder', { id: display(o.id) })}
            >
              {t('console.menu.pick')}
            </Button>
          </li>
        ))}
      </ul>
      <Modal
        open={asking !== null}
        title={asking ? t('console.menu.pickOrder', { id: display(asking.id) }) : undefined}
        okText={t('console.menu.pick')}
        cancelText={t('console.cancel')}
        okButtonProps={{ disabled: !canPick }}
        cancelButtonProps={{ className: styles.thumb }}
        onOk={() => {
          if (asking?.id !== undefined) onPick(asking.id);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      >
        {asking && (
          <>
            <Typography.Paragraph>
              {display(asking.productName)} · {display(asking.marketName)}
            </Typography.Paragraph>
            {figures(asking)}
          </>
        )}
      </Modal>
    </>
  );
}
