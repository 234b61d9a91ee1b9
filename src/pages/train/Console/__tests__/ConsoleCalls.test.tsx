import { configure, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import menuModel from '@/stores/menu';
import trainModel from '@/stores/train';
import trainInfoModel from '@/stores/trainInfo';
import { encodeQs } from '@/utils/qs';
import { consoleKit } from '../../../../../mock/handlers/__tests__/consoleKit';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import Console from '../index';

jest.mock('@/components/BackButton', () => () => null);

// A bound for a hang, not a speed target: the student's console loads its coach's calls beside the
// meeting's, which on a busy machine took up to 11 s.
configure({ asyncUtilTimeout: 30_000 });
const backend = useMockBackend();
const kit = consoleKit(backend);
jest.setTimeout(90_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
const sent = (path: string) => backend.requests.filter((r) => r.url.pathname === path);

function open(path: string) {
  return renderScreen(<Console />, {
    models: [trainModel, menuModel, trainInfoModel],
    url: `${path}?qs=${encodeQs({ trainId: kit.trainId() })}`,
    path,
  });
}

describe("the teacher's capital injection into several companies", () => {
  it('checks the amount, asks for confirmation with the total, then sends one request', async () => {
    await loginAs('teacher');
    open('/train/home/console');
    await userEvent.click(await screen.findByRole('tab', { name: '小组经营' }));
    await userEvent.click(await screen.findByRole('button', { name: '批量注资' }));
    const dialog = await screen.findByRole('dialog', { name: '为多家公司注资' });
    const amount = within(dialog).getByRole('spinbutton', { name: '注资金额（万元）' });
    const next = within(dialog).getByRole('button', { name: label('下一步') });
    await userEvent.click(next);
    expect(await within(dialog).findByText('请填写注资金额')).toBeInTheDocument();
    await userEvent.type(amount, '0');
    await userEvent.click(next);
    expect(await within(dialog).findByText('注资金额须在 1 到 100,000 万元之间')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '2.5');
    await userEvent.click(next);
    expect(await within(dialog).findByText('注资金额必须是整数')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '100001');
    await userEvent.click(next);
    expect(await within(dialog).findByText('注资金额须在 1 到 100,000 万元之间')).toBeInTheDocument();
    // Leave out group 4.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '第4组' }));
    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    await userEvent.click(next);
    expect(await within(dialog).findByTestId('inject-confirm')).toHaveTextContent(
      '将为 3 家公司各注资 20 万元，合计 60 万元，注资后不能撤销。',
    );
    expect(sent('/sworld/company/inject')).toHaveLength(0);
    const cash = kit.game().state.teams.map((t) => t.cash);
    await userEvent.click(within(dialog).getByRole('button', { name: label('确认注资') }));
    expect(await screen.findByText('已为 3 家公司各注资 20 万元')).toBeInTheDocument();
    const [request] = sent('/sworld/company/inject');
    expect(request.method).toBe('POST');
    const [g1, g2, g3] = kit.groups().map((g) => g.groupId);
    expect(request.body).toBe(`trainId=${kit.trainId()}&groupIds=${g1}&groupIds=${g2}&groupIds=${g3}&amount=20`);
    expect(kit.game().state.teams.map((t) => t.cash)).toEqual([cash[0] + 20, cash[1] + 20, cash[2] + 20, cash[3]]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '为多家公司注资' })).toBeNull());
  });
});

describe("the student's post and the menu-open check", () => {
  it("shows the student's post from getPostId", async () => {
    const seat = kit
      .db()
      .groupPosts.find(
        (p) =>
          p.trainingId === kit.trainId() && p.studentId === kit.db().users.find((u) => u.userCode === 'student')!.id,
      )!;
    await loginAs('student');
    open('/experiment/home');
    await waitFor(() => expect(sent('/sworld/training/student/getPostId')).toHaveLength(1));
    const [request] = sent('/sworld/training/student/getPostId');
    expect(request.method).toBe('GET');
    expect(request.url.search).toBe(`?trainId=${kit.trainId()}`);
    expect(seat.postId).toBe(1);
    await waitFor(() => expect(screen.getByTestId('my-post')).toHaveTextContent('总经理'));
  });

  it('asks whether picking is open before a pick, and sends no pick while it is not', async () => {
    await kit.openMenu([20, 10, 15, 11]);
    await loginAs('student');
    open('/experiment/home');
    const pick = (await screen.findAllByRole('button', { name: /^选择订单 / }))[0];
    await waitFor(() => expect(pick).toBeEnabled());
    const orderId = pick.getAttribute('aria-label')!.replace('选择订单 ', '');
    // The teacher suspends between two polls: the check says so, and nothing is picked.
    backend.server.use(
      http.post(
        '*/sworld/gmMenu/checkMenuIsOpen',
        () =>
          HttpResponse.json({ code: 200, msg: '', data: { open: false, phase: 3, suspended: true, meetingState: 1 } }),
        { once: true },
      ),
    );
    await userEvent.click(pick);
    expect(await screen.findByText('选单已暂停，请等待教师恢复')).toBeInTheDocument();
    expect(sent('/sworld/gmMenu/checkMenuIsOpen')).toHaveLength(1);
    expect(sent('/sworld/gmMenu/checkMenuIsOpen')[0].body).toBe(`trainId=${kit.trainId()}`);
    expect(sent('/sworld/gmMenu/selectOrder')).toHaveLength(0);
    // Open again: the pick goes out after the check.
    await userEvent.click(screen.getByRole('button', { name: `选择订单 ${orderId}` }));
    expect(await screen.findByText(`已选订单 ${orderId}`)).toBeInTheDocument();
    expect(sent('/sworld/gmMenu/checkMenuIsOpen')).toHaveLength(2);
    const picks = sent('/sworld/gmMenu/selectOrder');
    expect(picks).toHaveLength(1);
    expect(new URLSearchParams(picks[0].body).get('orderId')).toBe(orderId);
  });
});
