import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { message } from 'antd';
import { HttpResponse, http } from 'msw';
import { ROLE } from '@/constants';
import { forgetNotOffered } from '@/services/notOffered';
import userModel from '@/stores/user';
import { loginAs, useMockBackend } from '../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../tests/utils/renderScreen';
import UserManager from '../UserManager';

// The back action reads umi's route table, which this render has not: a stand-in without one.
jest.mock('@/components/BackButton', () => () => null);

const backend = useMockBackend();
jest.setTimeout(90_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
const posts = (path: string) => backend.requests.filter((r) => r.method === 'POST' && r.url.pathname === path);
const lastPopover = () => [...document.querySelectorAll<HTMLElement>('.ant-popover')].at(-1)!;

beforeEach(async () => {
  forgetNotOffered();
  // destroy() lets a message leave with its animation: the previous test's must be gone before this one looks.
  message.destroy();
  await waitFor(() => expect(document.querySelector('.ant-message-notice')).toBeNull());
});

describe('accounts on a backend without the password reset', () => {
  it('disables every reset after the first refusal, says so once, and keeps editing accounts', async () => {
    backend.server.use(
      http.post(
        '*/sworld/user/pwd/reset',
        () => new HttpResponse('<html><body>404 Not Found</body></html>', { status: 404 }),
      ),
    );
    await loginAs('admin');
    renderScreen(<UserManager fixedRole={ROLE.student} title="学生账号" />, {
      models: [userModel],
      url: '/class/account',
      path: '/class/account',
    });
    const row = (await screen.findByText('student')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: label('重置密码') }));
    await userEvent.click(within(lastPopover()).getByRole('button', { name: label('确定') }));

    expect(await screen.findByText('当前连接的后台不提供「重置用户密码」功能')).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: label('重置密码') })) expect(button).toBeDisabled();
    expect(screen.queryByTestId('account-pwd')).toBeNull();
    expect(screen.getAllByText(/当前连接的后台不提供/)).toHaveLength(1);
    expect(posts('/sworld/user/pwd/reset')).toHaveLength(1);
    message.info('之后的消息');
    await screen.findByText('之后的消息');
    expect([...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent)).toEqual(['之后的消息']);

    // Editing an account is another call and still works.
    const same = screen.getByText('student').closest('tr')!;
    await userEvent.click(within(same).getByRole('button', { name: label('编辑') }));
    // Found by its title: rc-util gives every id 'test-id' under jest, so the popconfirm's left-behind title names it otherwise.
    const dialog = await screen.findByText('编辑账号').then((title) => title.closest<HTMLElement>('[role="dialog"]')!);
    await userEvent.clear(within(dialog).getByLabelText('姓名'));
    await userEvent.type(within(dialog).getByLabelText('姓名'), '改名的学生');
    await userEvent.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('账号已保存')).toBeInTheDocument();
    expect(backend.store.db.users.find((u) => u.userCode === 'student')!.userName).toBe('改名的学生');
  });
});
