import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toolModel from '@/stores/tool';
import { encodeQs } from '@/utils/qs';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import Tools from '../index';

const backend = useMockBackend();
// antd screens are heavy in jsdom, and role queries over them slow: queries go by text, label and test id.
jest.setTimeout(60_000);
// The pointer-events check reads computed styles up the tree, which antd's many style tags make slow.
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const db = () => backend.store.db;

function running() {
  const training = db().trainings.find((t) => t.trainName === '2026春季沙盘对抗赛')!;
  const group = db().groups.find((g) => g.trainingId === training.id && g.groupNum === 1)!;
  return { training, group };
}

/** Records other members (or a broken client) left in the store. */
function seed(type: number, userIds: string[], details?: string) {
  const { training, group } = running();
  for (const userId of userIds) {
    const user = db().users.find((u) => u.id === userId)!;
    db().toolRecords.push({
      id: backend.store.nextId(),
      trainingId: training.id,
      groupId: group.groupId,
      round: 5,
      type,
      userId,
      details:
        details ?? JSON.stringify({ userId, userName: user.userName, data: [{ one: `${user.userName}的方案` }] }),
      updateTime: '2026-09-01 08:00:00',
    });
  }
}

async function open() {
  const view = renderScreen(<Tools />, {
    models: [toolModel],
    url: `/experiment/tools?qs=${encodeQs({ trainId: running().training.id })}`,
    path: '/experiment/tools',
  });
  await screen.findByText('年度经营计划', { selector: 'h4' });
  await waitFor(() => expect(backend.requests.some((r) => r.url.pathname === '/sworld/tool/list')).toBe(true));
  return view;
}

const chooseTool = async (name: string) => {
  await userEvent.click(within(document.querySelector<HTMLElement>('.ant-menu')!).getByText(name));
  await screen.findByText(name, { selector: 'h4' });
};
/** antd puts a space between the two characters of a button's Chinese label. */
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
const rows = () => document.querySelectorAll('tbody tr.ant-table-row');
const listRequests = () => backend.requests.filter((r) => r.url.pathname === '/sworld/tool/list');

describe('the tools screen', () => {
  it('shows the vote panel when all four members have proposed and the student has not voted, and hides it after the vote', async () => {
    seed(15, ['4', '6', '7', '8']);
    await loginAs('student');
    await open();
    await chooseTool('小组投票');
    const panel = await screen.findByTestId('vote-panel');
    expect(backend.requests.filter((r) => r.url.pathname === '/sworld/tool/checkVote')).toHaveLength(1);
    await userEvent.click(within(panel).getByText(label('投票')));
    expect(await within(panel).findByText('请选择支持的方案')).toBeInTheDocument();
    await userEvent.click(within(panel).getByLabelText(/钮俊凯/));
    await userEvent.click(within(panel).getByText(label('投票')));
    await waitFor(() => expect(screen.queryByTestId('vote-panel')).toBeNull());
    const vote = backend.requests.find((r) => r.url.pathname === '/sworld/tool/vote')!;
    expect(new URLSearchParams(vote.body).get('userId')).toBe('4');
    expect(db().votes).toHaveLength(1);
  });

  it('names the proposal with the most votes once every member has voted', async () => {
    seed(15, ['4', '6', '7', '8']);
    const { training, group } = running();
    const proposals = db().toolRecords.filter((r) => r.trainingId === training.id && r.type === 15);
    const cast = (userId: string, choice: string) =>
      db().votes.push({
        id: backend.store.nextId(),
        trainingId: training.id,
        groupId: group.groupId,
        round: 5,
        userId,
        choice,
        createTime: '2026-09-01 09:00:00',
      });
    const name = (userId: string) => db().users.find((u) => u.id === userId)!.userName;
    cast('4', proposals[1].id);
    cast('6', proposals[1].id);
    cast('7', proposals[0].id);
    await loginAs('student');
    await open();
    await chooseTool('小组投票');
    await waitFor(() => expect(rows()).toHaveLength(4));
    // Three of four have voted: no outcome yet.
    expect(screen.queryByTestId('vote-outcome')).toBeNull();
    cast('8', proposals[1].id);
    await userEvent.click(screen.getByText(label('刷新')));
    expect(await screen.findByText(`全组已投票：${name('6')} 的方案得票最多（3 票）。`)).toBeInTheDocument();
  });

  it('says a tie is a tie', async () => {
    seed(15, ['4', '6', '7', '8']);
    const { training, group } = running();
    const proposals = db().toolRecords.filter((r) => r.trainingId === training.id && r.type === 15);
    ['4', '6'].forEach((userId) =>
      db().votes.push({
        id: backend.store.nextId(),
        trainingId: training.id,
        groupId: group.groupId,
        round: 5,
        userId,
        choice: proposals[0].id,
        createTime: '2026-09-01 09:00:00',
      }),
    );
    ['7', '8'].forEach((userId) =>
      db().votes.push({
        id: backend.store.nextId(),
        trainingId: training.id,
        groupId: group.groupId,
        round: 5,
        userId,
        choice: proposals[2].id,
        createTime: '2026-09-01 09:00:00',
      }),
    );
    const name = (userId: string) => db().users.find((u) => u.id === userId)!.userName;
    await loginAs('student');
    await open();
    await chooseTool('小组投票');
    expect(
      await screen.findByText(`全组已投票：${name('4')}、${name('7')} 的方案平票（各 2 票），请小组商议决定。`),
    ).toBeInTheDocument();
  });

  it('waits with fewer proposals than members: no check, no panel', async () => {
    seed(15, ['4', '6', '7']);
    await loginAs('student');
    await open();
    await chooseTool('小组投票');
    expect(await screen.findByText('已提交 3/4 份提案，全组提交后开始投票。')).toBeInTheDocument();
    expect(screen.queryByTestId('vote-panel')).toBeNull();
    expect(backend.requests.some((r) => r.url.pathname === '/sworld/tool/checkVote')).toBe(false);
  });

  it('hides the panel when the check answers anything but 0', async () => {
    seed(15, ['4', '6', '7', '8']);
    backend.server.use(http.get('*/sworld/tool/checkVote', () => HttpResponse.json({ code: 200, msg: '', data: 1 })));
    await loginAs('student');
    await open();
    await chooseTool('小组投票');
    await waitFor(() => expect(backend.requests.some((r) => r.url.pathname === '/sworld/tool/checkVote')).toBe(true));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.queryByTestId('vote-panel')).toBeNull();
  });

  it('shows a record with bad details as damaged instead of crashing', async () => {
    seed(1, ['6'], '{"userId":"6", broken');
    await loginAs('student');
    await open();
    const row = (await screen.findByText('赫国强')).closest('tr')!;
    expect(within(row).getByText('这条记录的内容已损坏，无法显示。')).toBeInTheDocument();
    await userEvent.click(within(row).getByText(label('查看')));
    expect(
      within(screen.getByTestId('tool-current')).getByText('这条记录的内容已损坏，无法显示。'),
    ).toBeInTheDocument();
  });

  it('writes a note: Chinese validation naming the field, then the save; the typed text stays when the save is refused', async () => {
    await loginAs('student');
    await open();
    await userEvent.click(await screen.findByTestId('tool-add'));
    await userEvent.click(screen.getByTestId('tool-save'));
    expect(await screen.findByText('请填写第 1 条的内容')).toBeInTheDocument();

    backend.server.use(
      http.post(
        '*/sworld/tool/save',
        () => HttpResponse.json({ code: 409, msg: '实训不在进行中，不能填写工具记录', data: null }),
        { once: true },
      ),
    );
    await userEvent.type(screen.getByLabelText('内容'), '第二年主攻本地市场');
    await userEvent.click(screen.getByTestId('tool-save'));
    await waitFor(() => expect(backend.requests.filter((r) => r.url.pathname === '/sworld/tool/save')).toHaveLength(1));
    expect(await screen.findByLabelText('内容')).toHaveValue('第二年主攻本地市场');

    await userEvent.click(screen.getByTestId('tool-save'));
    await waitFor(() => expect(screen.queryByTestId('tool-save')).toBeNull());
    const saves = backend.requests.filter((r) => r.url.pathname === '/sworld/tool/save');
    expect(saves).toHaveLength(2);
    expect(JSON.parse(new URLSearchParams(saves[1].body).get('details')!).data).toEqual([
      { one: '第二年主攻本地市场' },
    ]);
    expect(within(screen.getByTestId('tool-current')).getByText('第二年主攻本地市场')).toBeInTheDocument();
    expect(db().toolRecords).toHaveLength(1);
  });

  it('deletes the own note only after confirmation', async () => {
    seed(2, ['4']);
    await loginAs('student');
    await open();
    await chooseTool('SWOT 分析');
    const current = await screen.findByTestId('tool-current');
    await within(current).findByText('张同学的方案');
    await userEvent.click(within(current).getByText(label('删除')));
    expect(db().toolRecords).toHaveLength(1);
    await userEvent.click(await screen.findByText(label('确定')));
    await waitFor(() => expect(db().toolRecords).toHaveLength(0));
    expect(listRequests().length).toBeGreaterThanOrEqual(3);
  });

  it('executes a purchase plan on the game after confirmation', async () => {
    await loginAs('student');
    await open();
    await chooseTool('采购计划');
    const team = () =>
      db()
        .games.find((g) => g.trainingId === running().training.id)!
        .state.teams.find((t) => t.teamId === running().group.groupId)!;
    const before = team().materialOrders.length;
    await userEvent.click(await screen.findByTestId('tool-add'));
    await userEvent.click(screen.getByLabelText('原料'));
    await userEvent.click(await screen.findByText(/^R2原料/));
    await userEvent.type(screen.getByLabelText('数量'), '4');
    await userEvent.click(screen.getByTestId('tool-save'));
    await userEvent.click(await screen.findByText(label('确定')));
    await waitFor(() => expect(team().materialOrders).toHaveLength(before + 1));
    expect(team().materialOrders[before]).toMatchObject({ code: 'R2', qty: 4 });
    expect(await screen.findByText('决策记录已执行，不能修改或删除。')).toBeInTheDocument();
  });

  it('is read-only for a teacher, who picks the group', async () => {
    seed(1, ['6']);
    await loginAs('teacher');
    await open();
    expect(await screen.findByText('教师可以查看各组记录，由学生填写。')).toBeInTheDocument();
    expect(await screen.findByText('赫国强')).toBeInTheDocument();
    expect(screen.queryByTestId('tool-add')).toBeNull();
    expect(listRequests()[0].url.searchParams.get('teamId')).toBe(running().group.groupId);
  });
});
