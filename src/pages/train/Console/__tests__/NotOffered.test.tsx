import { configure, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { message } from 'antd';
import { HttpResponse, http } from 'msw';
import { forgetNotOffered } from '@/services/notOffered';
import menuModel from '@/stores/menu';
import trainModel from '@/stores/train';
import { encodeQs } from '@/utils/qs';
import { consoleKit } from '../../../../../mock/handlers/__tests__/consoleKit';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import Console from '../index';

jest.mock('@/components/BackButton', () => () => null);

// A shared, busy machine: answers may take a few seconds.
configure({ asyncUtilTimeout: 20_000 });
const backend = useMockBackend();
const kit = consoleKit(backend);
jest.setTimeout(90_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
const sent = (path: string) => backend.requests.filter((r) => r.url.pathname === path);

beforeEach(async () => {
  forgetNotOffered();
  // destroy() lets a message leave with its animation: the previous test's must be gone before this one looks.
  message.destroy();
  await waitFor(() => expect(document.querySelector('.ant-message-notice')).toBeNull());
});

/** The connected backend has no such path: Spring's whitelabel 404. */
const missing = (method: 'get' | 'post', path: string) =>
  backend.server.use(
    http[method](`*${path}`, () => HttpResponse.json({ status: 404, error: 'Not Found', path }, { status: 404 })),
  );

function openStudentConsole() {
  return renderScreen(<Console />, {
    models: [trainModel, menuModel],
    url: `/experiment/home?qs=${encodeQs({ trainId: kit.trainId() })}`,
    path: '/experiment/home',
  });
}

/** Shows a message of the test's own and waits for it; then no other toast may be on screen. */
async function expectNoToast() {
  message.info('之后的消息');
  await screen.findByText('之后的消息');
  expect([...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent)).toEqual(['之后的消息']);
  expect(screen.queryByText('系统发生错误，请刷新页面重试或联系管理员')).toBeNull();
}

describe("the student's console, on a backend without a team's own calls", () => {
  it('says once that the team state is not offered, asks for it once, and keeps the meeting and the groups', async () => {
    missing('get', '/sworld/team/state');
    await loginAs('student');
    openStudentConsole();
    const notice = await screen.findByText('当前连接的后台不提供「本队经营状态」功能');
    expect(within(screen.getByTestId('team-ops')).getByText(notice.textContent!)).toBe(notice);
    expect(screen.getAllByText(/当前连接的后台不提供/)).toHaveLength(1);
    expect(screen.queryByText('数据加载失败，请重试。')).toBeNull();
    // The rest of the screen: the meeting's state, the post from getPostId.
    expect(await screen.findByText('订货会尚未开始，请等待教师开始订货会。')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('my-post')).toHaveTextContent('总经理'));
    // The meeting opens: the live poll brings the advertising card, still without asking the team again.
    const meeting = kit.db().orderMeetings.find((m) => m.trainingId === kit.trainId() && m.round === 5)!;
    Object.assign(meeting, { state: 1, startTime: Date.now() });
    const ads = await screen.findByTestId('ads-card', undefined, { timeout: 5000 });
    expect(within(ads).getByText(/本组经营状态不可用，无法填写/)).toBeInTheDocument();
    expect(sent('/sworld/team/state')).toHaveLength(1);
    await expectNoToast();
  });

  it('replaces the decision form with the notice after the first refused decision; the team stays on view', async () => {
    missing('post', '/sworld/team/operate');
    await loginAs('student');
    openStudentConsole();
    const ops = await screen.findByTestId('team-ops');
    await within(ops).findByTestId('team-cash');
    await userEvent.click(within(ops).getByRole('combobox', { name: '经营决策' }));
    await userEvent.click(await screen.findByText('应收款贴现（财务总监）'));
    await userEvent.type(await within(ops).findByRole('spinbutton', { name: '金额（万元）' }), '1');
    await userEvent.click(within(ops).getByRole('button', { name: label('提交决策') }));
    expect(await within(ops).findByText('当前连接的后台不提供「本队经营操作」功能')).toBeInTheDocument();
    expect(within(ops).queryByRole('button', { name: label('提交决策') })).toBeNull();
    expect(sent('/sworld/team/operate')).toHaveLength(1);
    // The team's figures and resources are still there.
    expect(within(ops).getByTestId('team-cash')).toBeInTheDocument();
    await expectNoToast();
  });

  it('disables the advertising form after the first refused submission, and keeps the team panel', async () => {
    missing('post', '/sworld/gmMenu/putAdvertising');
    const meeting = kit.db().orderMeetings.find((m) => m.trainingId === kit.trainId() && m.round === 5)!;
    Object.assign(meeting, { state: 1, startTime: Date.now() });
    await loginAs('student');
    openStudentConsole();
    const input = await screen.findByLabelText('本地市场 P1产品 广告额');
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await userEvent.click(screen.getByRole('button', { name: '提交广告' }));
    const ads = screen.getByTestId('ads-card');
    expect(await within(ads).findByText('当前连接的后台不提供「团队投放广告」功能')).toBeInTheDocument();
    expect(within(ads).getByRole('button', { name: '提交广告' })).toBeDisabled();
    expect(within(ads).getByLabelText('本地市场 P1产品 广告额')).toBeDisabled();
    expect(screen.queryByText('广告已提交')).toBeNull();
    expect(within(screen.getByTestId('team-ops')).getByTestId('team-cash')).toBeInTheDocument();
    await expectNoToast();
  });

  it('disables picking after the first refused pick; the menu is still followed', async () => {
    missing('post', '/sworld/gmMenu/selectOrder');
    // Group 2 advertised most: its captain picks first.
    await kit.openMenu([10, 20, 15, 11]);
    await loginAs('student04');
    openStudentConsole();
    const pick = (await screen.findAllByRole('button', { name: /^选择订单 / }))[0];
    await waitFor(() => expect(pick).toBeEnabled());
    await userEvent.click(pick);
    expect(await screen.findByText('当前连接的后台不提供「团队选单」功能')).toBeInTheDocument();
    await waitFor(() =>
      screen.getAllByRole('button', { name: /^选择订单 / }).forEach((button) => expect(button).toBeDisabled()),
    );
    expect(sent('/sworld/gmMenu/selectOrder')).toHaveLength(1);
    expect(screen.getByTestId('menu-turn')).toHaveTextContent('轮到第2组选单');
    expect(screen.getByTestId('team-ops')).toBeInTheDocument();
    await expectNoToast();
  });
});
