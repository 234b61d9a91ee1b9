import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { message } from 'antd';
import { HttpResponse, http } from 'msw';
import ImportRules from '@/pages/admin/ImportRules';
import EstRuleList from '@/pages/case/EstRuleList';
import CaseDev from '@/pages/class/CaseDev';
import { forgetNotOffered } from '@/services/notOffered';
import caseModel from '@/stores/case';
import ruleModel from '@/stores/rule';
import { loginAs, useMockBackend } from '../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../tests/utils/renderScreen';

// The back action reads umi's route table, which this render has not: a stand-in without one.
jest.mock('@/components/BackButton', () => () => null);

const backend = useMockBackend();
jest.setTimeout(90_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
const sent = (path: string) => backend.requests.filter((r) => r.url.pathname === path);
const lastPopover = () => [...document.querySelectorAll<HTMLElement>('.ant-popover')].at(-1)!;

beforeEach(async () => {
  forgetNotOffered();
  // destroy() lets a message leave with its animation: the previous test's must be gone before this one looks.
  message.destroy();
  await waitFor(() => expect(document.querySelector('.ant-message-notice')).toBeNull());
});

const missing = (method: 'get' | 'post', path: string, status = 404) =>
  backend.server.use(http[method](`*${path}`, () => new HttpResponse('Not Found', { status })));

/** Shows a message of the test's own and waits for it; then no other toast may be on screen. */
async function expectNoToast() {
  message.info('之后的消息');
  await screen.findByText('之后的消息');
  expect([...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent)).toEqual(['之后的消息']);
}

describe('the import template on a backend without templates', () => {
  it('shows the notice in place of the download, and the import still opens with its own notice', async () => {
    missing('get', '/sworld/template/download');
    const saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await loginAs('admin');
    renderScreen(<ImportRules />, {
      models: [ruleModel, caseModel],
      url: '/admin/import-rules',
      path: '/admin/import-rules',
    });
    await userEvent.click(await screen.findByRole('button', { name: /下载导入模板/ }));
    expect(await screen.findByText('当前连接的后台不提供「下载导入模板」功能')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /下载导入模板/ })).toBeNull();
    expect(saved).not.toHaveBeenCalled();
    await expectNoToast();
    // The import is another call: its dialog opens, with the notice where its template button was.
    await userEvent.click(screen.getByRole('button', { name: /导入规则/ }));
    const dialog = await screen.findByRole('dialog', { name: '导入规则' });
    expect(within(dialog).getByText('当前连接的后台不提供「下载导入模板」功能')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /下载导入模板/ })).toBeNull();
    expect(sent('/sworld/template/download')).toHaveLength(1);
    saved.mockRestore();
  });
});

describe('case development on a backend without saving a developed case', () => {
  it('closes the refused dialog, says so once, leaves out creating and renaming, and keeps the list and delete', async () => {
    missing('post', '/sworld/steCase/save', 405);
    await loginAs('teacher');
    renderScreen(<CaseDev />, { models: [caseModel], url: '/class/case-dev', path: '/class/case-dev' });
    const row = (await screen.findByText('智能家居创业公司')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: label('重命名') }));
    const dialog = await screen.findByRole('dialog', { name: '重命名' });
    const name = within(dialog).getByLabelText('案例名称');
    await userEvent.clear(name);
    await userEvent.type(name, '智能家居二期');
    await userEvent.click(within(dialog).getByRole('button', { name: label('确定') }));

    expect(await screen.findByText('当前连接的后台不提供「保存编辑案例」功能')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '重命名' })).toBeNull());
    expect(screen.getByRole('button', { name: /从模板新建案例/ })).toBeDisabled();
    const still = screen.getByText('智能家居创业公司').closest('tr')!;
    expect(within(still).queryByRole('button', { name: label('重命名') })).toBeNull();
    expect(within(still).queryByRole('button', { name: label('标记完成') })).toBeNull();
    expect(within(still).getByRole('button', { name: label('编辑') })).toBeInTheDocument();
    expect(screen.getAllByText(/当前连接的后台不提供/)).toHaveLength(1);
    await expectNoToast();

    // Deleting is another call and still works.
    await userEvent.click(within(still).getByRole('button', { name: label('删除') }));
    await userEvent.click(within(lastPopover()).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已删除')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('智能家居创业公司')).toBeNull());
    expect(sent('/sworld/steCase/save')).toHaveLength(1);
  });
});

describe("the estimate service's rule list on a backend without it", () => {
  it('says so in place of the table, with no load error and no toast', async () => {
    missing('get', '/estimate/rule/list');
    await loginAs('teacher');
    renderScreen(<EstRuleList />, { models: [ruleModel], url: '/fromEst/rule-list', path: '/fromEst/rule-list' });
    expect(await screen.findByText('当前连接的后台不提供「测评服务规则列表」功能')).toBeInTheDocument();
    expect(screen.getByText('测评规则列表')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('数据加载失败，请重试。')).toBeNull();
    expect(sent('/estimate/rule/list')).toHaveLength(1);
    await expectNoToast();
  });
});
