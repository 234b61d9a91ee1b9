import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import * as trainingServiceTyped from '@/services/training';
import trainInfoModel from '@/stores/trainInfo';
import trainManageModel from '@/stores/trainManage';
import { anyCalls, loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import TrainManage from '../index';

// The back action reads umi's route table, which this render has not: a stand-in without one.
jest.mock('@/components/BackButton', () => () => null);

const backend = useMockBackend();
jest.setTimeout(120_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const trainingService = anyCalls(trainingServiceTyped);
const db = () => backend.store.db;
const TRANSFER = '/training/post/transfer';
const transfers = () => backend.requests.filter((r) => r.url.pathname.endsWith(TRANSFER));
const sent = (r: { body: string }) => Object.fromEntries(new URLSearchParams(r.body));
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
const lastPopover = () => [...document.querySelectorAll<HTMLElement>('.ant-popover')].at(-1)!;
const seatsOf = (trainId: string) => db().groupPosts.filter((p) => p.trainingId === trainId);
const nameOf = (id: string | null) => db().users.find((u) => u.id === id)?.userName;

/** A class of 40 new students of the teacher and a training of 10 groups for it, nobody seated yet. */
async function fortyStudentsTenGroups() {
  await loginAs('teacher');
  const teacher = db().users.find((u) => u.userCode === 'teacher')!;
  const template = db().users.find((u) => u.userCode === 'student')!;
  const ids = Array.from({ length: 40 }, (_, i) => {
    const id = backend.store.nextId();
    const n = String(i + 1).padStart(2, '0');
    db().users.push({ ...template, id, userCode: `big${n}`, userName: `大班学生${n}` });
    return id;
  });
  const classId = backend.store.nextId();
  db().classes.push({
    id: classId,
    className: '2026级四十人班',
    teacherId: teacher.id,
    studentIds: ids,
    remark: '',
    trainingRecord: '',
    createTime: template.createTime,
  });
  const training = (
    await trainingService.save({
      trainName: '四十人排座',
      caseId: db().cases[0].id,
      ruleId: db().rules[0].id,
      classId,
      groupNum: 10,
    })
  )?.data;
  return { ids, trainId: String(training.id) };
}

/** Training management with the seating drawer of `name` open. */
async function openSeating(name: string) {
  await loginAs('teacher');
  renderScreen(<TrainManage />, {
    models: [trainManageModel, trainInfoModel],
    url: '/train/home/manage',
    path: '/train/home/manage',
  });
  const row = (await screen.findByText(name)).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: label('分配岗位') }));
  return screen.findByRole('dialog', { name: `分配岗位：${name}` });
}

async function confirmApply(drawer: HTMLElement) {
  await userEvent.click(within(drawer).getByRole('button', { name: label('应用方案') }));
  await userEvent.click(within(lastPopover()).getByRole('button', { name: label('确定') }));
}

describe('seating a class in one step', () => {
  it('opens straight on the one-step seating of the training whose row has the button, by keyboard', async () => {
    await loginAs('teacher');
    const trainId = db().trainings.find((t) => t.trainName === '会计2班经营模拟')!.id;
    renderScreen(<TrainManage />, {
      models: [trainManageModel, trainInfoModel],
      url: '/train/home/manage',
      path: '/train/home/manage',
    });
    const row = (await screen.findByText('会计2班经营模拟')).closest('tr')!;
    // Only a training not yet started can be seated: the running one has no such button.
    const running = screen.getByText('2026春季沙盘对抗赛').closest('tr')!;
    expect(within(running).queryByRole('button', { name: label('一键排座') })).toBeNull();
    within(row)
      .getByRole('button', { name: label('一键排座') })
      .focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: '分配岗位：会计2班经营模拟' });
    expect(await within(drawer).findByTestId('proposal-2')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '按班级一键排座' })).toBeNull();
    const read = backend.requests.filter((r) => r.url.pathname.endsWith('/training/post/relList'));
    expect(read.map((r) => r.url.searchParams.get('trainId'))).toEqual([String(trainId)]);
    // Leaving it shows the post list of the same training.
    await userEvent.click(within(drawer).getByRole('button', { name: label('取消') }));
    expect(await within(drawer).findByTestId('group-2')).toBeInTheDocument();
  });

  it('seats 40 students into 10 groups in one step, one transfer per seat', async () => {
    const { ids, trainId } = await fortyStudentsTenGroups();
    const drawer = await openSeating('四十人排座');
    await userEvent.click(await within(drawer).findByRole('button', { name: '按班级一键排座' }));
    expect(await within(drawer).findByText('40 名学生，40 个座位；每组 4–4 人')).toBeInTheDocument();
    expect(within(drawer).getByText('实训设置：10 个小组，每组 4 个岗位')).toBeInTheDocument();
    expect(within(drawer).getByTestId('proposal-1')).toHaveTextContent(
      '总经理大班学生01（big01）财务总监大班学生02（big02）营销总监大班学生03（big03）生产总监大班学生04（big04）',
    );
    expect(within(drawer).getByTestId('proposal-10')).toHaveTextContent('大班学生37（big37）');
    // Nothing goes out before the confirmation, which says how many calls will.
    await userEvent.click(within(drawer).getByRole('button', { name: label('应用方案') }));
    expect(
      within(lastPopover()).getByText(/将逐个发送 40 次岗位调整（先清空 0 个岗位，再安排 40 名学生）/),
    ).toBeInTheDocument();
    expect(transfers()).toHaveLength(0);
    await userEvent.click(within(lastPopover()).getByRole('button', { name: label('确定') }));

    expect(await within(drawer).findByText('排座完成：40 次调整全部成功')).toBeInTheDocument();
    expect(within(drawer).getByText('已完成 40 / 40 次调整')).toBeInTheDocument();
    const calls = transfers().map(sent);
    expect(calls).toHaveLength(40);
    expect(transfers().every((r) => r.method === 'POST')).toBe(true);
    expect(calls.every((c) => c.trainId === trainId)).toBe(true);
    expect(new Set(calls.map((c) => c.studentId))).toEqual(new Set(ids));
    expect(new Set(calls.map((c) => c.id)).size).toBe(40);
    // Every student sits once; groups of four, in class order.
    const seats = seatsOf(trainId);
    expect(seats.map((s) => s.studentId).sort()).toEqual([...ids].sort());
    for (let g = 1; g <= 10; g += 1) {
      const group = seats.filter((s) => s.groupNum === g).sort((a, b) => a.postId - b.postId);
      expect(group.map((s) => s.studentId)).toEqual(ids.slice((g - 1) * 4, g * 4));
    }
    await userEvent.click(within(drawer).getByRole('button', { name: '返回岗位列表' }));
    expect(await within(drawer).findByTestId('group-10')).toHaveTextContent('大班学生40（big40）');
  });

  it('shuffles, swaps two students from the list, and proposes what it will send', async () => {
    const { trainId } = await fortyStudentsTenGroups();
    const drawer = await openSeating('四十人排座');
    await userEvent.click(await within(drawer).findByRole('button', { name: '按班级一键排座' }));
    await within(drawer).findByTestId('proposal-1');
    await userEvent.click(within(drawer).getByText('随机打乱'));
    const shuffledOnce = within(drawer).getByTestId('proposal-1').textContent;
    expect(shuffledOnce).not.toContain('大班学生01（big01）财务总监大班学生02');
    await userEvent.click(within(drawer).getByRole('button', { name: '重新打乱' }));
    expect(within(drawer).getByTestId('proposal-1').textContent).not.toBe(shuffledOnce);
    await userEvent.click(within(drawer).getByText('按班级顺序'));
    await userEvent.click(within(drawer).getByRole('combobox', { name: '要交换的学生' }));
    await userEvent.click(await screen.findByTitle('大班学生01（big01）'));
    // The list is long: typing narrows it, as a keyboard user would.
    await userEvent.type(within(drawer).getByRole('combobox', { name: '与哪位学生交换' }), 'big40');
    await userEvent.click((await screen.findAllByTitle('大班学生40（big40）')).at(-1)!);
    await userEvent.click(within(drawer).getByRole('button', { name: label('交换') }));
    expect(within(drawer).getByTestId('proposal-1')).toHaveTextContent('总经理大班学生40（big40）');
    expect(within(drawer).getByTestId('proposal-10')).toHaveTextContent('生产总监大班学生01（big01）');
    await confirmApply(drawer);
    await within(drawer).findByText('排座完成：40 次调整全部成功');
    const first = seatsOf(trainId).find((s) => s.groupNum === 1 && s.postId === 1)!;
    expect(nameOf(first.studentId)).toBe('大班学生40');
  });

  it('stops at a refusal, lists what was and was not applied, and completes when the rest is retried', async () => {
    await loginAs('teacher');
    const target = db().trainings.find((t) => t.trainName === '会计2班经营模拟')!;
    let count = 0;
    backend.server.use(
      http.post(`*${TRANSFER}`, () => {
        count += 1;
        // The fifth call is refused; the others reach the mock.
        if (count === 5) return HttpResponse.json({ code: 409, msg: '岗位正被他人调整，请稍后重试', data: null });
        return undefined;
      }),
    );
    const drawer = await openSeating('会计2班经营模拟');
    await userEvent.click(await within(drawer).findByRole('button', { name: '按班级一键排座' }));
    await within(drawer).findByTestId('proposal-2');
    // In class order the proposal is the seating already there: nothing to send.
    expect(within(drawer).getByText('方案与现在的岗位相同，无需调整')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: label('应用方案') })).toBeDisabled();
    await userEvent.click(within(drawer).getByText('随机打乱'));
    const proposal = [1, 2].map((g) => within(drawer).getByTestId(`proposal-${g}`).textContent);
    const confirmText = within(drawer).getByRole('button', { name: label('应用方案') });
    await userEvent.click(confirmText);
    const steps = Number(/将逐个发送 (\d+) 次/.exec(lastPopover().textContent ?? '')![1]);
    await userEvent.click(within(lastPopover()).getByRole('button', { name: label('确定') }));

    expect(
      await within(drawer).findByText('第 5 次调整被拒绝：岗位正被他人调整，请稍后重试。后续调整已停止。'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText(`已完成 4 / ${steps} 次调整`)).toBeInTheDocument();
    expect(within(within(drawer).getByTestId('seating-applied')).getAllByRole('listitem')).toHaveLength(4);
    expect(within(within(drawer).getByTestId('seating-not-applied')).getAllByRole('listitem')).toHaveLength(steps - 4);
    expect(within(drawer).getByTestId('seating-applied')).toHaveTextContent('已应用（4）');
    expect(transfers()).toHaveLength(5);
    const refused = sent(transfers()[4]);

    await userEvent.click(within(drawer).getByRole('button', { name: '重试剩余' }));
    expect(await within(drawer).findByText(`排座完成：${steps} 次调整全部成功`)).toBeInTheDocument();
    // The retry sent the refused call and those after it, nothing applied before.
    expect(transfers()).toHaveLength(steps + 1);
    expect(sent(transfers()[5])).toEqual(refused);
    const seats = seatsOf(target.id);
    const seated = seats.map((s) => s.studentId).filter(Boolean);
    expect(seated).toHaveLength(8);
    expect(new Set(seated).size).toBe(8);
    for (const seat of seats) {
      expect(proposal[seat.groupNum - 1]).toContain(nameOf(seat.studentId));
    }
  });
});

describe('seating a late student while the training runs', () => {
  /** The running training with group 1's 生产总监 seat emptied: its student arrives late. */
  function lateStudent() {
    const running = db().trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
    const seat = seatsOf(running.id).find((s) => s.groupNum === 1 && s.postId === 4)!;
    const student = db().users.find((u) => u.id === seat.studentId)!;
    seat.studentId = null;
    return { running, seat, student };
  }

  it('seats a student without a seat on an empty seat after a confirmation', async () => {
    const { running, seat, student } = lateStudent();
    const drawer = await openSeating('2026春季沙盘对抗赛');
    expect(
      within(drawer).getByText('实训进行中：没有座位的学生可以坐到空缺的岗位，已入座的学生不能调换。'),
    ).toBeInTheDocument();
    // No one-step seating of a class once the training runs.
    expect(within(drawer).queryByRole('button', { name: '按班级一键排座' })).toBeNull();
    await userEvent.click(await within(drawer).findByRole('combobox', { name: '第1组生产总监：安排迟到学生' }));
    await userEvent.click(await screen.findByTitle(`${student.userName}（${student.userCode}）`));
    await userEvent.click(within(drawer).getByRole('button', { name: label('入座') }));
    expect(
      within(lastPopover()).getByText(
        `让${student.userName}（${student.userCode}）坐到第1组生产总监吗？实训进行中，入座后不能再调换。`,
      ),
    ).toBeInTheDocument();
    expect(transfers()).toHaveLength(0);
    await userEvent.click(within(lastPopover()).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText(`${student.userName}（${student.userCode}）已入座`)).toBeInTheDocument();
    expect(transfers().map(sent)).toEqual([{ trainId: running.id, id: seat.id, studentId: student.id }]);
    expect(seat.studentId).toBe(student.id);
    await waitFor(() =>
      expect(within(drawer).getByTestId('group-1')).toHaveTextContent(`${student.userName}（${student.userCode}）`),
    );
  });

  it("shows the backend's refusal when the student took a seat meanwhile", async () => {
    const { seat, student } = lateStudent();
    const drawer = await openSeating('2026春季沙盘对抗赛');
    await userEvent.click(await within(drawer).findByRole('combobox', { name: '第1组生产总监：安排迟到学生' }));
    await userEvent.click(await screen.findByTitle(`${student.userName}（${student.userCode}）`));
    // Someone else seats the student on group 1's empty seat before the teacher confirms.
    seat.studentId = student.id;
    await userEvent.click(within(drawer).getByRole('button', { name: label('入座') }));
    await userEvent.click(within(lastPopover()).getByRole('button', { name: label('确定') }));
    expect(
      await within(drawer).findByText(
        `未能入座：实训进行中，不能调换已入座学生的岗位：“${student.userName}”已在第1组担任生产总监`,
      ),
    ).toBeInTheDocument();
    expect(transfers()).toHaveLength(1);
    // The drawer reloads the seats: the student is shown where the backend has them.
    await waitFor(() =>
      expect(within(drawer).getByTestId('group-1')).toHaveTextContent(`${student.userName}（${student.userCode}）`),
    );
  });
});
