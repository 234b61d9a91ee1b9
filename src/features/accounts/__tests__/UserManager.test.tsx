import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { message } from 'antd';
import { HttpResponse, http } from 'msw';
import { ROLE } from '@/constants';
import { forgetNotOffered } from '@/services/notOffered';
import userModel from '@/stores/user';
import { loginAs, useMockBackend } from '../../../../tests/utils/mockServer';
import { answerNullData } from '../../../../tests/utils/nullAnswers';
import { renderScreen } from '../../../../tests/utils/renderScreen';
import UserManager from '../UserManager';

// The back action reads umi's route table, which this render has not: a stand-in without one.
jest.mock('@/components/BackButton', () => () => null);

const backend = useMockBackend();
jest.setTimeout(90_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const posts = (path: string) => backend.requests.filter((r) => r.method === 'POST' && r.url.pathname === path);
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

async function open() {
  await loginAs('admin');
  renderScreen(<UserManager fixedRole={ROLE.student} title="学生账号" />, {
    models: [userModel],
    url: '/class/account',
    path: '/class/account',
  });
}

/** Shows a message of the test's own and waits for it: a message asked for earlier is on screen by then. */
async function afterEarlierMessages() {
  message.info('之后的消息');
  await screen.findByText('之后的消息');
}

const lastPopover = () => [...document.querySelectorAll<HTMLElement>('.ant-popover')].at(-1)!;

beforeEach(async () => {
  // A call one test found not offered is forgotten: the next starts from a backend that offers it.
  forgetNotOffered();
  // destroy() lets a message leave with its animation: the previous test's must be gone before this one looks.
  message.destroy();
  await waitFor(() => expect(document.querySelector('.ant-message-notice')).toBeNull());
});

describe('saving an account handles its own errors', () => {
  it('shows the server’s refusal in the form, not as a toast, keeps the input, and saves once corrected', async () => {
    await open();
    await screen.findByText('student');
    await userEvent.click(screen.getByRole('button', { name: /新建账号/ }));
    const dialog = await screen.findByRole('dialog', { name: '新建账号' });
    await userEvent.type(within(dialog).getByLabelText('登录账号'), 'student');
    await userEvent.type(within(dialog).getByLabelText('姓名'), '重名');
    await userEvent.click(within(dialog).getByRole('button', { name: label('确定') }));

    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('登录账号“student”已存在');
    expect(posts('/sworld/user/save').map((r) => r.body)).toEqual([
      'userCode=student&userName=%E9%87%8D%E5%90%8D&userType=3',
    ]);
    await afterEarlierMessages();
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(1);
    expect(within(dialog).getByLabelText('登录账号')).toHaveValue('student');
    expect(within(dialog).getByLabelText('姓名')).toHaveValue('重名');

    await userEvent.clear(within(dialog).getByLabelText('登录账号'));
    await userEvent.type(within(dialog).getByLabelText('登录账号'), 'stu_new');
    await userEvent.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('账号已创建')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建账号' })).toBeNull());
    expect(backend.store.db.users.filter((u) => u.userCode === 'stu_new')).toHaveLength(1);
    expect(screen.queryByText('登录账号“student”已存在')).toBeNull();
  });

  it('the message goes when the dialog is closed and opened again', async () => {
    await open();
    await screen.findByText('student');
    await userEvent.click(screen.getByRole('button', { name: /新建账号/ }));
    let dialog = await screen.findByRole('dialog', { name: '新建账号' });
    await userEvent.type(within(dialog).getByLabelText('登录账号'), 'student');
    await userEvent.type(within(dialog).getByLabelText('姓名'), '重名');
    await userEvent.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('登录账号“student”已存在');
    await userEvent.click(within(dialog).getByRole('button', { name: label('取消') }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建账号' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: /新建账号/ }));
    dialog = await screen.findByRole('dialog', { name: '新建账号' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

describe('accounts with Java’s long ids', () => {
  /** Two ids that JSON.parse would read as the same number (both round to 1234567890123456768). */
  const FIRST = '1234567890123456789';
  const SECOND = '1234567890123456790';
  const row = (id: string, code: string, name: string) =>
    `{"id":${id},"userCode":"${code}","userName":"${name}","userType":3,"email":"","phone":"","socketHost":"","headImg":"","createTime":"2026-03-01 08:00:00"}`;
  const javaJson = (text: string) =>
    new HttpResponse(text, { headers: { 'Content-Type': 'application/json;charset=UTF-8' } });

  it('edits and deletes each account by its exact id', async () => {
    backend.server.use(
      http.get('*/sworld/user/list', () =>
        javaJson(
          `{"code":200,"msg":"","data":{"total":2,"records":[${row(FIRST, 'long_a', '长甲')},${row(SECOND, 'long_b', '长乙')}]}}`,
        ),
      ),
      http.post('*/sworld/user/save', () => javaJson(`{"code":200,"msg":"","data":${row(FIRST, 'long_a', '长甲改')}}`)),
      http.post('*/sworld/user/delete', () => javaJson('{"code":200,"msg":"","data":null}')),
    );
    await open();
    const first = (await screen.findByText('long_a')).closest('tr')!;
    const second = screen.getByText('long_b').closest('tr')!;

    await userEvent.click(within(first).getByRole('button', { name: label('编辑') }));
    const dialog = await screen.findByRole('dialog', { name: '编辑账号' });
    await userEvent.clear(within(dialog).getByLabelText('姓名'));
    await userEvent.type(within(dialog).getByLabelText('姓名'), '长甲改');
    await userEvent.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('账号已保存')).toBeInTheDocument();
    expect(posts('/sworld/user/save').at(-1)!.body).toBe(
      `userCode=long_a&userName=%E9%95%BF%E7%94%B2%E6%94%B9&email=&phone=&id=${FIRST}&userType=3`,
    );

    await userEvent.click(within(second).getByRole('button', { name: label('删除') }));
    const confirm = lastPopover();
    await userEvent.click(within(confirm).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('账号已删除')).toBeInTheDocument();
    expect(posts('/sworld/user/delete').map((r) => r.body)).toEqual([`id=${SECOND}`]);
  });
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

it('creating an account answered with data: null (Spring’s Result.success()) closes the dialog once and lists the account', async () => {
  const saves = answerNullData(backend.server, '*/sworld/user/save');
  await loginAs('admin');
  renderScreen(<UserManager fixedRole={ROLE.student} title="学生账号" />, {
    models: [userModel],
    url: '/class/account',
    path: '/class/account',
  });
  await screen.findByText('student');
  await userEvent.click(screen.getByRole('button', { name: /新建账号/ }));
  const dialog = await screen.findByRole('dialog', { name: '新建账号' });
  await userEvent.type(within(dialog).getByLabelText('登录账号'), 'stu_null');
  await userEvent.type(within(dialog).getByLabelText('姓名'), '空答复');
  await userEvent.click(within(dialog).getByRole('button', { name: label('确定') }));

  expect(await screen.findByText('账号已创建')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建账号' })).toBeNull());
  expect(saves).toHaveLength(1);
  expect(backend.store.db.users.filter((u) => u.userCode === 'stu_null')).toHaveLength(1);
  // The list is read again after the save: the account is shown from the server, not the answer.
  const saveAt = backend.requests.findIndex((r) => r.method === 'POST' && r.url.pathname === '/sworld/user/save');
  await waitFor(() =>
    expect(backend.requests.slice(saveAt).some((r) => r.url.pathname === '/sworld/user/list')).toBe(true),
  );
});
