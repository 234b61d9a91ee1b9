import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import classModel from '@/stores/class';
import userModel from '@/stores/user';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { answerNullData } from '../../../../../tests/utils/nullAnswers';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import ClassHome from '..';

// The back action reads umi's route table, which this render has not: a stand-in without one.
jest.mock('@/components/BackButton', () => () => null);

const backend = useMockBackend();
jest.setTimeout(90_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
const db = () => backend.store.db;
const lastPopover = () => [...document.querySelectorAll<HTMLElement>('.ant-popover')].at(-1)!;

async function open() {
  await loginAs('teacher');
  renderScreen(<ClassHome />, { models: [classModel, userModel], url: '/class/home', path: '/class/home' });
  await screen.findByText('2026级工商管理1班');
}

describe('a class save answered with data: null (a Spring backend’s Result.success())', () => {
  it.each([
    ['data: null', true],
    ['an empty body', false],
  ])('creating a class answered with %s closes the dialog once and lists the class', async (_kind, withBody) => {
    const saves = answerNullData(backend.server, '*/sworld/teachingclass/save', { withBody });
    await open();
    await userEvent.click(screen.getByRole('button', { name: /新建班级/ }));
    const dialog = await screen.findByRole('dialog', { name: '新建班级' });
    await userEvent.type(within(dialog).getByLabelText('班级名称'), '空答复班');
    await userEvent.click(within(dialog).getByRole('button', { name: label('确定') }));

    expect(await screen.findByText('班级已创建')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建班级' })).toBeNull());
    expect(await screen.findByText('空答复班')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(backend.store.db.classes.filter((c) => c.className === '空答复班')).toHaveLength(1);
  });

  it('renaming a class answered with data: null shows the new name', async () => {
    answerNullData(backend.server, '*/sworld/teachingclass/save');
    await open();
    const row = screen.getByText('2026级工商管理1班').closest('tr')!;
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: label('编辑') }));
    const dialog = await screen.findByRole('dialog', { name: '编辑班级' });
    const name = within(dialog).getByLabelText('班级名称');
    await userEvent.clear(name);
    await userEvent.type(name, '改名后的班');
    await userEvent.click(within(dialog).getByRole('button', { name: label('确定') }));

    expect(await screen.findByText('改名后的班')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑班级' })).toBeNull());
    expect(screen.queryByText('2026级工商管理1班')).toBeNull();
  });
});

describe("a class's students: batch removal", () => {
  it('removes the ticked class students after a confirmation, in one request, and keeps the modal open', async () => {
    await loginAs('teacher');
    renderScreen(<ClassHome />, {
      models: [classModel, userModel],
      url: '/class/home',
      path: '/class/home',
    });
    const klass = db().classes.find((c) => c.className === '2026级会计学2班')!;
    const row = (await screen.findByText('2026级会计学2班')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: label('维护学生') }));
    const dialog = await screen.findByRole('dialog', { name: '维护学生：2026级会计学2班' });
    const remove = within(dialog).getByRole('button', { name: /移出所选学生/ });
    expect(remove).toBeDisabled();
    const [first, second] = klass.studentIds.map((id) => db().users.find((u) => u.id === id)!);
    await userEvent.click(await within(dialog).findByText(`${first.userName}（${first.userCode}）`));
    await userEvent.click(within(dialog).getByText(`${second.userName}（${second.userCode}）`));
    expect(remove).toHaveTextContent('移出所选学生（2）');
    await userEvent.click(remove);
    expect(
      within(lastPopover()).getByText('确定将所选的 2 名学生移出“2026级会计学2班”吗？移出后立即生效。'),
    ).toBeInTheDocument();
    expect(backend.requests.some((r) => r.url.pathname === '/sworld/teachingclass/deleteClass')).toBe(false);
    await userEvent.click(within(lastPopover()).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已将 2 名学生移出班级')).toBeInTheDocument();
    const sent = backend.requests.filter((r) => r.url.pathname === '/sworld/teachingclass/deleteClass');
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(sent[0].body).toBe(`id=${klass.id}&studentIds=${first.id}&studentIds=${second.id}`);
    expect(klass.studentIds).toHaveLength(6);
    // They went back to the available side; the list behind shows the new count.
    await waitFor(() => expect(remove).toBeDisabled());
    expect(within(dialog).getByText(`${first.userName}（${first.userCode}）`)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: label('取消') }));
    await waitFor(() => expect(screen.getByText('2026级会计学2班').closest('tr')).toHaveTextContent('6'));
  });
});
