import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { login, newPage, open, openBrowser, requestsSettled, screenshot, type TrackedPage } from './app';
import { consoleFromRow, leaveConsole } from './consoleKit';
import { AREA_WALKS, routesShown } from './walks';
import {
  OK,
  closeDialog,
  confirmModal,
  confirmPopup,
  fillTraining,
  openScreen,
  pick,
  studentSheet,
  toast,
  upload,
  valueShown,
} from './ui';
import { readWorkbook, xlsxBytes } from '../utils/sheets';

/**
 * Case and rule authoring in the browser: every authoring screen opens without a console error
 * (screenshots under test-results/screenshots/authoring-*.png), and a teacher builds a case from a
 * template, walks its editor from the overview to the last step and back, edits its rule, exports
 * the rule and imports the file again, then trains on the case with the edited rule: round 1,
 * settled from the console, charges the edited management fee on the result view.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Each signed-in page's wait for rest (requestsSettled), before visit() leaves its screen. */
const atRest = new WeakMap<Page, () => Promise<void>>();

/** Logs in and lets the session reach the stored mock before the next full page load. */
async function signIn(tracked: TrackedPage, userCode: string) {
  atRest.set(tracked.page, requestsSettled(tracked.page));
  await login(tracked.page, userCode);
  await tracked.page.waitForLoadState('networkidle');
}

async function visit(page: Page, path: string, ready: string) {
  await atRest.get(page)?.();
  await open(page, path);
  await page.getByText(ready, { exact: false }).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

const row = (page: Page, text: string) => page.locator('tr', { hasText: text }).first();

describe('authoring screens', () => {
  it('open for a teacher without a console error', async () => {
    const tracked = await newPage(browser);
    const { page, errors } = tracked;
    const shown = routesShown(page);
    await signIn(tracked, 'teacher');

    await visit(page, '/editor/firstStep', '智能家居创业公司');
    await page.getByTestId('license-url').waitFor();
    await screenshot(page, 'authoring-case-list');
    await page.getByRole('tab', { name: /模板案例/ }).click();
    await page.getByRole('cell', { name: '零售企业案例模板', exact: true }).waitFor();
    await screenshot(page, 'authoring-case-list-templates');

    await page.getByRole('tab', { name: '案例', exact: true }).click();
    await row(page, '智能家居创业公司').getByRole('button', { name: '图片', exact: true }).click();
    await page.getByText('该案例还没有图片').waitFor();
    await closeDialog(page);
    await row(page, '智能家居创业公司').getByRole('button', { name: '编辑', exact: true }).click();
    await page.getByText('案例编辑：智能家居创业公司').waitFor();
    await page.getByRole('heading', { name: '编辑步骤' }).waitFor();
    await screenshot(page, 'authoring-case-edit');

    await visit(page, '/case/model', '模型设置');
    await page.getByText('填写案例名称、案例说明').waitFor();
    await screenshot(page, 'authoring-model');

    await visit(page, '/case/timeline', '时间轴');
    await page.getByText('公司成立').waitFor();
    await screenshot(page, 'authoring-timeline');

    await visit(page, '/case/init-setting', '规则维护');
    await page.getByText('高需求练习规则').waitFor();
    await screenshot(page, 'authoring-rule-maintenance');
    await page.getByRole('button', { name: '高需求练习规则', exact: true }).click();
    await page.getByText('所属案例：智能制造企业经营').waitFor();
    await screenshot(page, 'authoring-rule-list');

    await visit(page, '/case/init-setting/rule-list-test', '规则对比检查');
    await page.getByText('请选择两条规则进行对比').waitFor();
    await screenshot(page, 'authoring-rule-list-test');

    for (const [path, name] of [
      ['/train/home/rule-list', 'authoring-train-rule-list'],
      ['/experiment/rule-list', 'authoring-experiment-rule-list'],
    ]) {
      await visit(page, path, '规则明细');
      await page.getByText('基本参数').first().waitFor();
      await screenshot(page, name);
    }

    await visit(page, '/preset-rule', '预设规则');
    await page.getByText('紧缩规则').waitFor();
    await screenshot(page, 'authoring-preset-rule');

    await visit(page, '/fromEst/rule-list', '测评规则列表');
    await page.getByText('高需求练习规则').waitFor();
    await screenshot(page, 'authoring-est-rule-list');

    await visit(page, '/class/case-dev', '案例开发');
    await page.getByText('制造企业案例模板').waitFor();
    await screenshot(page, 'authoring-case-dev');

    expect(errors).toEqual([]);
    expect(shown()).toEqual(expect.arrayContaining([...AREA_WALKS.teacher['authoring.e2e']]));
    await tracked.context.close();
  });

  it('open for an administrator without a console error', async () => {
    const tracked = await newPage(browser);
    const { page, errors } = tracked;
    const shown = routesShown(page);
    await signIn(tracked, 'admin');
    await visit(page, '/admin/standard-case-management', '标准案例管理');
    await page.getByText('STD-EQUIP-REL').waitFor();
    await screenshot(page, 'authoring-admin-standard-cases');
    await visit(page, '/admin/import-rules', '规则导入');
    await page.getByText('智能家居低利率规则').waitFor();
    await screenshot(page, 'authoring-admin-import-rules');

    // A broken rule file: nothing imported, every bad row listed.
    await page.getByRole('button', { name: '导入规则' }).last().click();
    const dialog = page.getByRole('dialog');
    await pick(page, '所属案例', '智能制造企业经营（STD-MFG）', dialog);
    const bad = await xlsxBytes(
      [
        ['参数编码', '数值'],
        ['base.taxRate', 150],
        ['base.speed', 1],
      ],
      'S',
    );
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'bad.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(bad),
    });
    await dialog.getByTestId('import-submit').click();
    const table = dialog.getByTestId('import-errors');
    await table.getByRole('cell', { name: '“所得税率”必须在 0 到 100 之间' }).waitFor();
    await table.getByRole('cell', { name: '规则参数“base.speed”不存在' }).waitFor();
    await screenshot(page, 'authoring-admin-import-errors');
    expect(errors).toEqual([]);
    expect(shown()).toEqual(expect.arrayContaining([...AREA_WALKS.admin['authoring.e2e']]));
    await tracked.context.close();
  });

  it('a student reads rules but cannot change them', async () => {
    const tracked = await newPage(browser);
    const { page, errors } = tracked;
    await signIn(tracked, 'student');
    await visit(page, '/experiment/rule-list', '规则明细');
    await page.getByText('只读：可以查看和导出规则，不能修改。').waitFor();
    expect(await page.getByRole('button', { name: /保\s*存/ }).count()).toBe(0);
    await visit(page, '/case/init-setting', '规则维护');
    expect(await page.getByRole('button', { name: '新建规则' }).count()).toBe(0);
    await screenshot(page, 'authoring-student-rules');
    expect(errors).toEqual([]);
    await tracked.context.close();
  });
});

describe('authoring flow', () => {
  it('builds a case from a template, edits it step by step, edits its rule, exports and re-imports the rule, then trains on the case: round 1 charges the edited management fee', async () => {
    const tracked = await newPage(browser);
    const { page, errors } = tracked;
    try {
      const templateFee = await buildEditExportImport(tracked);
      await trainOnTheCase(tracked, templateFee);
    } catch (error) {
      await screenshot(page, 'authoring-flow-failure');
      throw error;
    }
    expect(errors).toEqual([]);
    await tracked.context.close();
  }, 360_000);
});

/**
 * Continues from the authored case (same page, same mock store): a training on 社区生鲜便利店 with the
 * edited rule 社区生鲜便利店规则 (管理费 18) on the sand table without order meetings, one group with
 * imported students, started from training management; its console settles round 1, and the result
 * view's expense table shows the management fee charged: 18, not the template's value.
 */
async function trainOnTheCase(tracked: TrackedPage, templateFee: string) {
  const { page } = tracked;
  await openScreen(page, '/train/home/manage');
  await page.getByRole('button', { name: /新建实训/ }).click();
  const dialog = await fillTraining(page, {
    name: '生鲜店经营实训',
    className: '2026级会计学2班',
    caseName: '社区生鲜便利店',
    rule: '社区生鲜便利店规则',
  });
  await pick(page, '规则', /^社区生鲜便利店规则$/);
  await pick(page, '沙盘类型', '简化沙盘（gz 版）');
  await dialog.getByTitle('社区生鲜便利店规则', { exact: true }).waitFor();
  await dialog.getByTitle('简化沙盘（gz 版）', { exact: true }).waitFor();
  await dialog.getByLabel('小组数').fill('1');
  await screenshot(page, 'authoring-flow-training-form');
  await dialog.getByRole('button', { name: OK }).click();
  await toast(page, '实训已创建');
  const row = page.locator('tr.ant-table-row').filter({ hasText: '生鲜店经营实训' });
  await row.getByText('未开始').waitFor();
  await row.getByText('社区生鲜便利店').first().waitFor();

  await row.getByRole('button', { name: '导入学生' }).click();
  await upload(
    page,
    '学生名单.xlsx',
    await studentSheet([
      ['student08', '徐文昊', 1, 1],
      ['fresh01', '生鲜新同学', 1, 2],
    ]),
  );
  await page.getByTestId('import-submit').click();
  await toast(page, /已导入 2 名学生/);

  await row.getByRole('button', { name: '开始' }).click();
  await confirmPopup(page);
  await toast(page, '实训已改为“进行中”');
  await row.getByText('进行中').waitFor();
  await consoleFromRow(row);
  await page.waitForURL(/\/train\/home\/console\?qs=/);
  const qs = new URL(page.url()).searchParams.get('qs')!;
  await page.getByTestId('train-round').getByText('第 1 年第 1 季度（第 1 / 4 回合）').waitFor({ timeout: 30_000 });

  // Round 1 is settled by the console's 进入下一回合.
  await page.getByRole('button', { name: '进入下一回合' }).click();
  await confirmPopup(page, '确定结算本回合并进入第 2 回合吗？');
  await page.getByTestId('train-round').getByText('第 1 年第 2 季度（第 2 / 4 回合）').waitFor();
  // The console's header names the case and the edited rule the training plays.
  await page.getByText('社区生鲜便利店规则', { exact: true }).waitFor();
  await page.waitForFunction(
    () => ![...document.querySelectorAll<HTMLElement>('.ant-popover')].some((el) => el.offsetParent !== null),
  );
  await screenshot(page, 'authoring-flow-training-console');
  await leaveConsole(page);

  // The result view: 第1组, 第1年第1季 (the last settled round); the expense table's 管理费.
  await open(page, `/train/home/result-view?qs=${encodeURIComponent(qs)}`);
  const expenses = page.locator('.ant-card', { hasText: '费用明细表' }).first();
  const feeRow = expenses.locator('tr', { has: page.getByRole('cell', { name: '管理费', exact: true }) }).first();
  await feeRow.waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const cells = (await feeRow.locator('td').allInnerTexts()).map((c) => c.trim());
  expect(cells.slice(0, 2)).toEqual(['管理费', '18']);
  expect(cells[1]).not.toBe(templateFee);
  await screenshot(page, 'authoring-flow-training-expenses');
}

/** Builds the case, edits and round-trips its rule; answers the management fee the template gave the rule. */
async function buildEditExportImport(tracked: TrackedPage): Promise<string> {
  const { page } = tracked;
  let templateFee = '';
  {
    await signIn(tracked, 'teacher');

    // 1. A case from the retail template.
    await visit(page, '/class/case-dev', '案例开发');
    await page.getByRole('button', { name: '从模板新建案例' }).click();
    let dialog = page.getByRole('dialog');
    await pick(page, '来源模板', '零售企业案例模板', dialog);
    await dialog.getByLabel('案例名称').fill('社区生鲜便利店');
    await dialog.getByLabel('案例编码').fill('FRESH-01');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('案例“社区生鲜便利店”已创建').waitFor();
    await row(page, '社区生鲜便利店').getByRole('button', { name: '编辑', exact: true }).click();

    // 2. The editor: overview (-1), then every step to the last, and back.
    await page.getByText('案例编辑：社区生鲜便利店').waitFor();
    await page.getByRole('button', { name: '开始编辑' }).click();
    await page.getByText('第 1/8 步：基本信息').waitFor();
    await page.getByRole('button', { name: /下一步/ }).click();
    await page.getByText('第 2/8 步：业务领域').waitFor();
    const domain = page.getByLabel('第 1 行领域名称');
    await domain.fill('社区零售');
    // Leaving a step with unsaved changes warns, and the typed value survives the round trip.
    await page.getByRole('button', { name: /下一步/ }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: '当前步骤有未保存的修改' }).waitFor();
    await confirmModal(page, '切换步骤');
    await page.getByText('第 3/8 步：所属行业').waitFor();
    await page.getByRole('button', { name: /上一步/ }).click();
    await page.getByText('第 2/8 步：业务领域').waitFor();
    await valueShown(page.getByLabel('第 1 行领域名称'), '社区零售');
    await page.getByRole('button', { name: /保存本步骤/ }).click();
    await page.getByText('本步骤已保存').waitFor();
    for (const title of ['所属行业', '组织架构', '经营模块', '评分设置', '教师可见字段', '开发者数据']) {
      await page.getByRole('button', { name: /下一步/ }).click();
      await page.getByText(new RegExp(`第 \\d/8 步：${title}`)).waitFor();
    }
    await screenshot(page, 'authoring-flow-last-step');
    await page.getByRole('button', { name: /完成并检查/ }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: '案例“社区生鲜便利店”检查通过' }).waitFor();
    await page.getByRole('button', { name: /知道了|OK/ }).click();
    for (let i = 0; i < 7; i += 1) await page.getByRole('button', { name: /上一步/ }).click();
    await page.getByRole('button', { name: /返回概览/ }).click();
    await page.getByRole('heading', { name: '编辑步骤' }).waitFor();
    // Saved and reloaded: the domain is still there.
    await page.reload();
    await page.getByRole('button', { name: '开始编辑' }).click();
    await page.getByRole('button', { name: /下一步/ }).click();
    await valueShown(page.getByLabel('第 1 行领域名称'), '社区零售');

    // 3. Its rule: change the management fee and save.
    await visit(page, '/case/init-setting', '规则维护');
    await page.getByRole('button', { name: '社区生鲜便利店规则', exact: true }).click();
    await page.getByText('所属案例：社区生鲜便利店').waitFor();
    const fee = page.getByLabel('管理费（每季）');
    // The form fills its fields after the rule's first paint.
    await page.waitForFunction((el) => (el as HTMLInputElement).value !== '', await fee.elementHandle());
    templateFee = await fee.inputValue();
    expect(templateFee).not.toBe('18');
    await fee.fill('-3');
    await page.getByText('“管理费（每季）”必须在 0 到 100000 之间').waitFor();
    expect(await page.getByRole('button', { name: /保\s*存/ }).isDisabled()).toBe(true);
    await fee.fill('18');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('规则已保存').waitFor();
    await screenshot(page, 'authoring-flow-rule-saved');

    // 4. Export it, then import the file as a new rule of the same case.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导\s*出/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('社区生鲜便利店规则.xlsx');
    const exported = readFileSync((await download.path())!);
    const book = await readWorkbook(exported);
    const rows = book.find((sheet) => sheet.name === '规则明细')!.rows.map((row) => row.map(String));
    expect(rows).toContainEqual(['base.managementFee', '基本参数', '管理费（每季）', '18', '万元']);

    await visit(page, '/case/init-setting', '规则维护');
    await page.getByRole('button', { name: '导入规则' }).click();
    dialog = page.getByRole('dialog');
    await pick(page, '所属案例', '社区生鲜便利店（FRESH-01）', dialog);
    await dialog.getByLabel('规则名称').fill('生鲜店规则（再导入）');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/octet-stream', buffer: exported });
    await dialog.getByTestId('import-submit').click();
    await page.getByText('规则“生鲜店规则（再导入）”已导入').waitFor();
    await page.getByRole('button', { name: '生鲜店规则（再导入）', exact: true }).click();
    await page.getByText('所属案例：社区生鲜便利店').waitFor();
    await valueShown(page.getByLabel('管理费（每季）'), '18');
    await screenshot(page, 'authoring-flow-reimported');
  }
  return templateFee;
}
