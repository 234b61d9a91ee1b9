import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import menuModel from '@/stores/menu';
import trainModel from '@/stores/train';
import trainInfoModel from '@/stores/trainInfo';
import { encodeQs } from '@/utils/qs';
import { consoleKit } from '../../../../../mock/handlers/__tests__/consoleKit';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import Console from '../index';

jest.mock('@/components/BackButton', () => () => null);

const backend = useMockBackend();
const kit = consoleKit(backend);
jest.setTimeout(90_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const sent = (path: string) => backend.requests.filter((r) => r.url.pathname === path);

// A phone's width: antd's breakpoints (the test set-up's matchMedia) read it.
const desktopWidth = window.innerWidth;
beforeEach(() => {
  window.innerWidth = Number(process.env.W ?? 390);
});
afterEach(() => {
  window.innerWidth = desktopWidth;
});

function open() {
  return renderScreen(<Console />, {
    models: [trainModel, menuModel, trainInfoModel],
    url: `/experiment/home?qs=${encodeQs({ trainId: kit.trainId() })}`,
    path: '/experiment/home',
  });
}

describe("the student's console on a phone", () => {
  it("keeps the training's name and round in one bar, and folds its details away", async () => {
    await loginAs('student');
    open();
    const bar = await screen.findByTestId('phone-bar');
    await waitFor(() => expect(bar).toHaveTextContent(kit.training().trainName));
    expect(within(bar).getByTestId('train-round')).toHaveTextContent(/^第 \d 年第 \d 季度（第 \d+ \/ \d+ 回合）$/);
    // The details are one tap away, not the first screen.
    const details = screen.getByRole('button', { name: /实训详情/ });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('案例')).toBeNull();
    await userEvent.click(details);
    expect(await screen.findByText('案例')).toBeInTheDocument();
    expect(screen.getAllByTestId('train-round')).toHaveLength(1);
  });

  it('shows the open orders as cards, and a pick asks once with its quantity and price before it is sent', async () => {
    await kit.openMenu([20, 10, 15, 11]);
    await loginAs('student');
    open();
    // The console reads the training, its groups and its meeting in turn: a busy machine takes a while.
    await screen.findAllByRole('button', { name: /^选择订单 / }, { timeout: 30_000 });
    const cards = screen.getByRole('list', { name: '可选订单' });
    const pick = within(cards).getAllByRole('button', { name: /^选择订单 / })[0];
    await waitFor(() => expect(pick).toBeEnabled());
    const orderId = pick.getAttribute('aria-label')!.replace('选择订单 ', '');
    const [, quantity, price] = pick.closest('li')!.textContent!.match(/数量 ([\d,]+)单价 ([\d,.]+)/)!;
    await userEvent.click(pick);
    const ask = await screen.findByRole('dialog', { name: `选择订单 ${orderId}` });
    expect(ask).toHaveTextContent(`数量 ${quantity}单价 ${price}`);
    expect(sent('/sworld/gmMenu/selectOrder')).toHaveLength(0);
    await userEvent.click(within(ask).getByRole('button', { name: /^选\s*择$/ }));
    expect(await screen.findByText(`已选订单 ${orderId}`)).toBeInTheDocument();
    const picks = sent('/sworld/gmMenu/selectOrder');
    expect(picks).toHaveLength(1);
    expect(new URLSearchParams(picks[0].body).get('orderId')).toBe(orderId);
  });

  it('lays out the advertising form as a card per market and product, and the bid goes out from it', async () => {
    await kit.startMeeting();
    await loginAs('student');
    open();
    const form = await screen.findByRole('form', { name: '广告投放表' }, { timeout: 30_000 });
    // No table to scroll sideways: each market and product is a card with its own field.
    expect(within(form).queryByRole('table')).toBeNull();
    const field = within(form).getByLabelText('本地市场 P1产品 广告额');
    expect(field.closest('li')).toHaveTextContent(/^本地 · P1产品/);
    await userEvent.clear(field);
    await userEvent.type(field, '12');
    await userEvent.click(within(form).getByRole('button', { name: '提交广告' }));
    expect(await screen.findByText('广告已提交')).toBeInTheDocument();
    const puts = sent('/sworld/gmMenu/putAdvertising');
    expect(puts).toHaveLength(1);
    expect(new URLSearchParams(puts[0].body).get('items')).toContain('{"market":"LOCAL","product":"P1","amount":12}');
  });
});
