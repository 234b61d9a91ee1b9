import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import caseModel from '@/stores/case';
import ruleModel from '@/stores/rule';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import PresetRule from '..';

const backend = useMockBackend();
jest.setTimeout(90_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });

const calls = (path: string) => backend.requests.filter((r) => r.url.pathname === path);
const rowOf = async (ruleName: string) => (await screen.findByRole('button', { name: ruleName })).closest('tr')!;

async function openScreen(userCode: string) {
  await loginAs(userCode);
  renderScreen(<PresetRule />, { models: [ruleModel, caseModel], url: '/preset-rule', path: '/preset-rule' });
  return rowOf('标准规则');
}

describe('the preset rule screen', () => {
  it('offers a teacher 复制为我的规则 instead of editing, and opens the copy to edit', async () => {
    const row = await openScreen('teacher');
    expect(screen.getByText(/预设规则由管理员维护/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新建预设规则/ })).not.toBeInTheDocument();
    const actions = within(row);
    expect(actions.getByRole('button', { name: '查看' })).toBeInTheDocument();
    expect(actions.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(actions.queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();

    await userEvent.click(actions.getByRole('button', { name: '复制为我的规则' }));
    const dialog = await screen.findByRole('dialog', { name: '复制为自定义规则' });
    const name = within(dialog).getByLabelText('规则名称');
    expect(name).toHaveValue('标准规则（副本）');
    await userEvent.clear(name);
    await userEvent.type(name, '我的标准规则');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls('/sworld/swrule/copy')).toHaveLength(1));
    const sent = new URLSearchParams(calls('/sworld/swrule/copy')[0].body);
    const standard = backend.store.db.rules.find((r) => r.ruleName === '标准规则')!;
    expect(Object.fromEntries(sent)).toEqual({ ruleId: standard.id, ruleName: '我的标准规则' });
    // The copy opens in the drawer as the teacher's own custom rule, ready to edit.
    const drawer = await screen.findByRole('dialog', { name: '规则明细' });
    expect(await within(drawer).findByRole('heading', { name: '我的标准规则' })).toBeInTheDocument();
    expect(within(drawer).getByText('自定义规则')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /保\s*存/ })).toBeInTheDocument();
    expect(backend.store.db.rules.find((r) => r.ruleName === '我的标准规则')).toMatchObject({ ruleType: 2 });
  });

  it('shows a teacher a preset read-only, saying to copy it', async () => {
    const row = await openScreen('teacher');
    await userEvent.click(within(row).getByRole('button', { name: '查看' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(/可以复制为自己的自定义规则后修改/)).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /保\s*存/ })).not.toBeInTheDocument();
  });

  it('sends an administrator to the admin screen, and lists presets read-only here', async () => {
    const row = await openScreen('admin');
    expect(screen.getByText('预设规则在“规则导入”页面修改和新建。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /去修改预设规则/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /复制/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '查看' })).toBeInTheDocument();
  });
});
