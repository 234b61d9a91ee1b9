import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ruleModel from '@/stores/rule';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import RuleDetailPanel from '../RuleDetailPanel';

const backend = useMockBackend();
jest.setTimeout(60_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });

const exportButton = () => screen.getByRole('button', { name: /导\s*出/ });

async function openRule() {
  await loginAs('teacher');
  const rule = backend.store.db.rules.find((r) => r.ruleName === '标准规则')!;
  renderScreen(<RuleDetailPanel ruleId={rule.id} readOnly />, { models: [ruleModel], url: '/r', path: '/r' });
  await screen.findByRole('heading', { name: '标准规则' });
}

describe('the rule export button never spins for ever', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    Object.assign(URL, { createObjectURL: () => 'blob:rule', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('saves a file whose GBK filename* cannot be decoded under the default name', async () => {
    backend.server.use(
      http.get(
        '*/sworld/swrule/export',
        () =>
          new HttpResponse(new Blob(['x']), {
            headers: {
              'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'Content-Disposition': "attachment; filename*=GBK''%B9%E6%D4%F2.xlsx",
            },
          }),
      ),
    );
    await openRule();
    await userEvent.click(exportButton());
    await waitFor(() => expect(saved).toEqual(['rule.exportRule.xlsx']));
    await waitFor(() => expect(exportButton()).not.toHaveClass('ant-btn-loading'));
  });

  it('tells the user and stops spinning when saving the file throws', async () => {
    Object.assign(URL, {
      createObjectURL: () => {
        throw new TypeError('blob URLs are not available');
      },
    });
    await openRule();
    await userEvent.click(exportButton());
    expect(await screen.findByText('系统发生错误，请刷新页面重试或联系管理员')).toBeInTheDocument();
    await waitFor(() => expect(exportButton()).not.toHaveClass('ant-btn-loading'));
    expect(exportButton()).toBeEnabled();
    expect(saved).toEqual([]);
  });
});
