import { configure, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import classModel from '@/stores/class';
import userModel from '@/stores/user';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import ClassHome from '../index';

jest.mock('@/components/BackButton', () => () => null);

// A shared, busy machine: answers may take a few seconds.
configure({ asyncUtilTimeout: 8000 });
const backend = useMockBackend();
jest.setTimeout(90_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const db = () => backend.store.db;
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
const lastPopover = () => [...document.querySelectorAll<HTMLElement>('.ant-popover')].at(-1)!;

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
