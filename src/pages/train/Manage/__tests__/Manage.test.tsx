import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { createHistory } from '@umijs/max';
import { HttpResponse, http } from 'msw';
import trainInfoModel from '@/stores/trainInfo';
import trainManageModel from '@/stores/trainManage';
import { decodeQs } from '@/utils/qs';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { answerNullData } from '../../../../../tests/utils/nullAnswers';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import TrainManage from '../index';

// The back action reads umi's route table, which this render has not: a stand-in without one.
jest.mock('@/components/BackButton', () => () => null);

const backend = useMockBackend();
jest.setTimeout(90_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const db = () => backend.store.db;
const training = (name: string) => db().trainings.find((t) => t.trainName === name)!;
const calls = (path: string) => backend.requests.filter((r) => r.url.pathname === path);
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
const lastPopover = () => [...document.querySelectorAll<HTMLElement>('.ant-popover')].at(-1)!;

async function open() {
  await loginAs('teacher');
  renderScreen(<TrainManage />, {
    models: [trainManageModel, trainInfoModel],
    url: '/train/home/manage',
    path: '/train/home/manage',
  });
  await screen.findByText('2026春季沙盘对抗赛');
}

describe('training management: open to students, record, details', () => {
  it('closes a training to its students after a confirmation, and opens it again at once', async () => {
    await open();
    const running = training('2026春季沙盘对抗赛');
    const toggle = screen.getByRole('switch', { name: '“2026春季沙盘对抗赛”对学生开放' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    // Nothing is sent before the confirmation.
    expect(calls('/sworld/training/isOpen')).toHaveLength(0);
    expect(within(lastPopover()).getByText('关闭后学生将看不到“2026春季沙盘对抗赛”，确定关闭吗？')).toBeInTheDocument();
    await userEvent.click(within(lastPopover()).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('实训已对学生关闭')).toBeInTheDocument();
    const close = calls('/sworld/training/isOpen');
    expect(close).toHaveLength(1);
    expect(close[0].method).toBe('POST');
    expect(close[0].body).toBe(`trainId=${running.id}&isOpen=0`);
    expect(running.isOpen).toBe(0);
    await waitFor(() => expect(toggle).not.toBeChecked());
    await userEvent.click(toggle);
    expect(await screen.findByText('实训已对学生开放')).toBeInTheDocument();
    expect(calls('/sworld/training/isOpen').at(-1)!.body).toBe(`trainId=${running.id}&isOpen=1`);
    expect(running.isOpen).toBe(1);
  });

  it('shows the training record with the rounds settled and the teams', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: /实训记录/ }));
    const dialog = await screen.findByRole('dialog', { name: '实训记录' });
    expect(await within(dialog).findByText('2025秋季沙盘实训')).toBeInTheDocument();
    const record = calls('/sworld/training/record');
    expect(record).toHaveLength(1);
    expect(record[0].method).toBe('GET');
    const row = within(dialog).getByText('2026春季沙盘对抗赛').closest('tr')!;
    expect(row).toHaveTextContent('进行中');
    expect(row).toHaveTextContent('4 / 8');
  });

  it("shows '-' for what a record row without the assumed fields leaves out", async () => {
    const running = training('2026春季沙盘对抗赛');
    // Spec point 3's fields only: no class, rounds settled, teams or creation time.
    const { id, trainName, state, roundNumber, currRound, isOpen, sandTableId } = running;
    backend.server.use(
      http.get('*/sworld/training/record', () =>
        HttpResponse.json({
          code: 200,
          msg: '',
          data: [{ id, trainName, state, roundNumber, currRound, isOpen, sandTableId }],
        }),
      ),
    );
    await open();
    await userEvent.click(screen.getByRole('button', { name: /实训记录/ }));
    const dialog = await screen.findByRole('dialog', { name: '实训记录' });
    const row = (await within(dialog).findByText('2026春季沙盘对抗赛')).closest('tr')!;
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells).toEqual(['2026春季沙盘对抗赛', '-', '进行中', '- / 8', '-', '开放', '-']);
  });

  it('says when the training record did not load, and loads it again on retry', async () => {
    backend.server.use(
      http.get('*/sworld/training/record', () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    await open();
    await userEvent.click(screen.getByRole('button', { name: /实训记录/ }));
    const dialog = await screen.findByRole('dialog', { name: '实训记录' });
    expect(await within(dialog).findByText('数据加载失败，请重试。')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /重\s*试/ }));
    expect(await within(dialog).findByText('2025秋季沙盘实训')).toBeInTheDocument();
    expect(calls('/sworld/training/record')).toHaveLength(2);
  });

  it('shows the information check, the groups and the students, filtered by group and posts', async () => {
    await open();
    const running = training('2026春季沙盘对抗赛');
    const row = screen.getByText('2026春季沙盘对抗赛').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: label('详情') }));
    // Already running: complete, without the 'can start' of a training not started.
    expect(within(await screen.findByTestId('train-check')).getByText('实训信息完整')).toBeInTheDocument();
    expect(await screen.findByTestId('group-count')).toHaveTextContent('共 4 个小组');
    for (const path of [
      '/sworld/training/checkInformation',
      '/sworld/training/getTeacherGroupNum',
      '/sworld/training/getDetailList',
    ]) {
      const sent = calls(path);
      expect({ path, n: sent.length, method: sent[0]?.method }).toEqual({ path, n: 1, method: 'GET' });
      expect(sent[0].url.searchParams.get('trainId')).toBe(running.id);
    }
    const groups = await screen.findByText('第3组');
    expect(groups.closest('tr')).toHaveTextContent('108');

    await userEvent.click(screen.getByRole('tab', { name: '学生名单' }));
    await waitFor(() => expect(calls('/sworld/training/student/list')).toHaveLength(1));
    expect(calls('/sworld/training/student/list')[0].url.search).toBe(`?trainId=${running.id}`);
    await userEvent.click(screen.getByRole('combobox', { name: '按小组筛选' }));
    await userEvent.click(await screen.findByTitle('第2组'));
    await waitFor(() =>
      expect(calls('/sworld/training/student/list').at(-1)!.url.search).toBe(`?trainId=${running.id}&groupNum=2`),
    );
    await userEvent.click(screen.getByRole('combobox', { name: '按岗位筛选' }));
    await userEvent.click(await screen.findByTitle('财务总监'));
    await userEvent.click(await screen.findByTitle('营销总监'));
    await waitFor(() =>
      expect(calls('/sworld/training/student/list').at(-1)!.url.search).toBe(
        `?trainId=${running.id}&groupNum=2&postList=2&postList=3`,
      ),
    );
    const table = screen.getByRole('tabpanel', { name: '学生名单' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByText('第2组', { selector: 'td' })).toHaveLength(2);
  });

  it('lists what stops a training that cannot start yet', async () => {
    db().groupPosts = db().groupPosts.filter((p) => p.trainingId !== training('会计2班经营模拟').id);
    await open();
    const row = screen.getByText('会计2班经营模拟').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: label('详情') }));
    const check = await screen.findByTestId('train-check');
    expect(check).toHaveTextContent('实训信息不完整，暂不能开始：');
    expect(check.querySelectorAll('li').length).toBeGreaterThan(0);
  });

  it('leads from a started training to its debrief, and offers none before it starts', async () => {
    const history = createHistory({ type: 'memory' });
    history.push('/train/home/manage');
    await open();
    const notStarted = screen.getByText('会计2班经营模拟').closest('tr')!;
    expect(within(notStarted).queryByRole('button', { name: label('课堂复盘') })).toBeNull();
    const running = screen.getByText('2026春季沙盘对抗赛').closest('tr')!;
    await userEvent.click(within(running).getByRole('button', { name: label('课堂复盘') }));
    expect(history.location.pathname).toBe('/train/home/debrief');
    expect(decodeQs(history.location.search)).toEqual({ trainId: training('2026春季沙盘对抗赛').id });
  });
});

/** A training as the Java backend lists it: its long ids are bare numbers in the JSON text. */
const ID = '1234567890123456789';
const javaRow = (isOpen: number) =>
  `{"id":${ID},"trainName":"长编号实训","caseId":9007199254740993,"caseName":"案例","ruleId":1,"ruleName":"规则",` +
  `"classId":9007199254740995,"className":"班级","roundNumber":8,"currRound":0,"groupNum":4,"state":0,` +
  `"stateName":"未开始","sandTableId":"1","selectVersion":1,"postList":[1,2],"version":1,` +
  `"createTime":"2026-03-01 08:00:00","isOpen":${isOpen}}`;
const javaJson = (text: string) =>
  new HttpResponse(text, { headers: { 'Content-Type': 'application/json;charset=UTF-8' } });

it('a training with a long id: its console link and its open switch carry the exact digits', async () => {
  const history = createHistory({ type: 'memory' });
  history.push('/train/home/manage');
  backend.server.use(
    http.get('*/sworld/training/list', () =>
      javaJson(`{"code":200,"msg":"","data":{"total":1,"records":[${javaRow(0)}]}}`),
    ),
    http.post('*/sworld/training/isOpen', () => javaJson(`{"code":200,"msg":"","data":${javaRow(1)}}`)),
  );
  await loginAs('teacher');
  renderScreen(<TrainManage />, {
    models: [trainManageModel, trainInfoModel],
    url: '/train/home/manage',
    path: '/train/home/manage',
  });
  const line = (await screen.findByText('长编号实训')).closest('tr')!;

  await userEvent.click(within(line).getByRole('switch', { name: '“长编号实训”对学生开放' }));
  expect(await screen.findByText('实训已对学生开放')).toBeInTheDocument();
  const opened = backend.requests.filter((r) => r.url.pathname === '/sworld/training/isOpen');
  expect(opened.map((r) => r.body)).toEqual([`trainId=${ID}&isOpen=1`]);

  await userEvent.click(within(line).getByRole('button', { name: label('控制台') }));
  expect(history.location.pathname).toBe('/train/home/console');
  expect(history.location.search).toBe(`?qs=${encodeURIComponent(`{"trainId":"${ID}"}`)}`);
});

it('saving a training answered with data: null (Spring’s Result.success()) closes the dialog once and shows the saved name', async () => {
  // Any sandbox version's save path (/sworld/, /sworldgz/, /sworldrelease/).
  const saves = answerNullData(backend.server, '*/training/save');
  await loginAs('teacher');
  renderScreen(<TrainManage />, {
    models: [trainManageModel, trainInfoModel],
    url: '/train/home/manage',
    path: '/train/home/manage',
  });
  const row = (await screen.findByText('会计2班经营模拟')).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: label('编辑') }));
  const dialog = await screen.findByRole('dialog', { name: '编辑实训' });
  const name = within(dialog).getByLabelText('实训名称');
  await userEvent.clear(name);
  await userEvent.type(name, '会计2班（空答复）');
  await userEvent.click(within(dialog).getByRole('button', { name: label('确定') }));

  expect(await screen.findByText('实训已保存')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑实训' })).toBeNull());
  expect(await screen.findByText('会计2班（空答复）')).toBeInTheDocument();
  expect(saves).toHaveLength(1);
  expect(backend.store.db.trainings.filter((t) => t.trainName === '会计2班（空答复）')).toHaveLength(1);
});
