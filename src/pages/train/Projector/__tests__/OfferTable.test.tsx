import { screen, within } from '@testing-library/react';
import type { OrderRow } from '@/stores/menuTypes';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import { OfferTable } from '../MeetingStage';

/*
 * The orders on offer while picking, as the projector lists them: each with its product, market,
 * quantity, prices and terms; as many rows as fit, then how many more; and, where the backend does
 * not send the orders (an assumed field), said in words.
 */

const order = (n: number): OrderRow => ({
  id: `O${n}`,
  market: 'LOCAL',
  marketName: '本地',
  product: 'P1',
  productName: 'P1产品',
  quantity: n,
  unitPrice: 5,
  totalPrice: 5 * n,
  deliveryQuarter: 3,
  receivableTerm: 2,
  requiredQualification: null,
});

const show = (orders: OrderRow[] | undefined, room: number | null) =>
  renderScreen(<OfferTable orders={orders} room={room} />, { models: [], url: '/', path: '/' });

describe('the orders on offer on the projector', () => {
  it('lists each order with its product, market, quantity, prices and terms', () => {
    show([order(4), order(7)], null);
    const rows = within(screen.getByTestId('projector-offers')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '产品市场数量单价（万元）总价（万元）交货期账期',
      'P1产品本地4520第3季2 季',
      'P1产品本地7535第3季2 季',
    ]);
    expect(screen.queryByTestId('projector-offers-more')).toBeNull();
  });

  it('shows as many rows as fit, the last of them counting the orders left out', () => {
    // Room for 5 rows: the heading, 3 orders and the line for the other 9.
    show(
      Array.from({ length: 12 }, (_, i) => order(i + 1)),
      5,
    );
    const rows = within(screen.getByTestId('projector-offers')).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows.slice(1, 4).map((r) => r.getAttribute('data-order'))).toEqual(['O1', 'O2', 'O3']);
    expect(screen.getByTestId('projector-offers-more')).toHaveTextContent('还有 9 张');
  });

  it('lists every order when they all fit, with no line for more', () => {
    show([order(1), order(2), order(3)], 4);
    expect(within(screen.getByTestId('projector-offers')).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByTestId('projector-offers-more')).toBeNull();
  });

  it('says the orders are not reported where the backend does not send them', () => {
    show(undefined, 5);
    expect(screen.getByTestId('projector-offers-not-reported')).toHaveTextContent('当前后台未上报可选订单。');
    expect(screen.queryByTestId('projector-offers')).toBeNull();
  });
});
