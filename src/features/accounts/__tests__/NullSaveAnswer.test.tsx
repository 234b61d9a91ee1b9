import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { ROLE } from '@/constants';
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
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

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
