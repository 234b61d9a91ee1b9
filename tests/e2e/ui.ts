import type { Locator, Page } from 'playwright-core';
import { open } from './app';
import { xlsxBytes } from '../utils/sheets';

/**
 * antd interactions the browser tests share: the confirm button's label, messages, Popconfirms, dialogs,
 * labelled selects, the upload dialogs' file input and the student list file.
 */
export const OK = /确\s*[定认]/;

/** Waits for the screen in view: its page container and its calls. */
export async function screenReady(page: Page) {
  await page.waitForSelector('.sworld-page', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** Opens a screen of the layout and waits for it (screenReady). */
export async function openScreen(page: Page, path: string) {
  await open(page, path);
  await screenReady(page);
}

/**
 * Waits for a message or notification with this text that the page showed since it loaded (newPage
 * records them all), and takes it: it may have gone before this wait began, and a later wait for
 * the same text needs the page to show it again.
 */
export async function toast(page: Page, text: string | RegExp) {
  const wanted = typeof text === 'string' ? { text } : { source: text.source, flags: text.flags };
  await page.waitForFunction(
    (w) => {
      const win = window as unknown as { __toasts?: string[]; __toastsTaken?: number[] };
      const taken = (win.__toastsTaken ??= []);
      const matches = (shown: string) =>
        w.text !== undefined ? shown.includes(w.text) : new RegExp(w.source!, w.flags).test(shown);
      const at = (win.__toasts ?? []).findIndex((shown, i) => !taken.includes(i) && matches(shown));
      if (at < 0) return false;
      taken.push(at);
      return true;
    },
    wanted as { text?: string; source?: string; flags?: string },
    { timeout: 30_000 },
  );
}

/**
 * Waits until an input shows `value`: a form fills its fields in an effect after the screen's first
 * paint, so a value read at once can be the one before. Fails naming the value it last saw.
 */
export async function valueShown(input: Locator, value: string, timeout = 15_000) {
  await input.waitFor({ timeout });
  const handle = await input.elementHandle();
  try {
    await input.page().waitForFunction(([el, v]) => (el as HTMLInputElement).value === v, [handle, value] as const, {
      timeout,
    });
  } catch {
    throw new Error(`the input shows "${await input.inputValue()}", not "${value}"`);
  }
}

/**
 * Confirms the open Popconfirm (that asks `question`, when given); a closing one may still be in the page.
 * Waits for it to close: a confirm whose action is a call stays open, its button loading, until the
 * call answers (3 s and more in a loaded CI run).
 */
export async function confirmPopup(page: Page, question?: string) {
  const popover = page.locator('.ant-popover:not(.ant-popover-hidden)', question ? { hasText: question } : {}).last();
  const button = popover.getByRole('button', { name: OK });
  await button.click();
  const closed = (timeout?: number) =>
    popover.waitFor({ state: 'hidden', timeout }).then(
      () => true,
      () => false,
    );
  if (await closed(3000)) return;
  // On a screen a poll re-renders, the button can move between Playwright's check and its click:
  // once the click landed on the header's avatar and the popup stayed open (fullYearWalk.ts). Clicked
  // once more then, but only while the popup shows its button idle: not loading (the click landed,
  // its call is pending) and not closing (its leave animation; a click there waits for nothing).
  const idle = await button
    .evaluate(
      (b) => !b.classList.contains('ant-btn-loading') && !b.closest('.ant-zoom-big-leave, .ant-zoom-leave'),
      undefined,
      { timeout: 1000 },
    )
    .catch(() => false);
  if (idle) await button.click({ timeout: 5000 }).catch(() => undefined);
  if (!(await closed())) throw new Error(`the confirmation ${question ?? ''} is still open`);
}

/**
 * Waits until no dialog is in its opening zoom. A click aimed at a dialog's control while it scales
 * can land beside the moving control (the app itself takes a click during the zoom).
 */
export async function dialogsSettled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter'));
}

/** Waits until no drawer is sliding in or out: a tap aimed inside one that moves lands elsewhere. */
export async function drawersSettled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.ant-drawer [class*="-panel-motion-"]'));
}

/**
 * Waits until no select list or popover is shown, nor still fading out: the screen at rest, for axe
 * or a screenshot (a list closing after a choice is still in the page for a moment).
 */
export async function popupsClosed(page: Page) {
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll<HTMLElement>('.ant-popover, .ant-select-dropdown')].some(
        (el) => el.offsetParent !== null,
      ),
  );
}

/**
 * Waits until no side-menu group is opening or closing. The groups below one that moves shift with
 * it, and a click aimed at an entry during that motion landed on another one on a busy machine.
 */
export async function menuSettled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.ant-menu [class*="-motion-collapse"]'));
}

/**
 * Opens the menu group `group` in `scope` (the page's side menu, or the phone's menu drawer) unless
 * it is open, by a click or a tap, and waits until it is seen open and still: an entry aimed at
 * while the group unfolds is missed.
 */
export async function openMenuGroup(scope: Page | Locator, group: string | RegExp, press: 'click' | 'tap' = 'click') {
  const title = scope.getByRole('menuitem', { name: group });
  if ((await title.getAttribute('aria-expanded')) !== 'true') await title[press]();
  await scope.locator('[role="menuitem"][aria-expanded="true"]', { hasText: group }).waitFor();
  await menuSettled('page' in scope ? scope.page() : scope);
}

/** Opens a screen through the side menu: the entry is clicked once its group is open and still. */
export async function openFromMenu(page: Page, group: string, entry: string) {
  await openMenuGroup(page, group);
  await page.getByRole('menuitem', { name: entry }).click();
}

/**
 * Answers an antd confirm (Modal.confirm) with the button named `answer`, once it is past its
 * opening zoom, and waits for it to close. A click that landed during the zoom is lost and the
 * confirm stays open (authoring.e2e on a busy machine): then it is clicked once more.
 */
export async function confirmModal(page: Page, answer: string) {
  const confirm = page.locator('.ant-modal-confirm').last();
  await confirm.waitFor();
  await dialogsSettled(page);
  const button = confirm.getByRole('button', { name: answer });
  await button.click();
  const closed = await confirm.waitFor({ state: 'hidden', timeout: 3000 }).then(
    () => true,
    () => false,
  );
  if (closed) return;
  await button.click({ timeout: 5000 }).catch(() => undefined);
  await confirm.waitFor({ state: 'hidden' });
}

/** Waits for the dialog being opened to be there and past its zoom (dialogsSettled); returns it. */
export async function dialogReady(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor();
  await dialogsSettled(page);
  return dialog;
}

/** Closes the open dialog with its close button and waits for it to be gone. */
export async function closeDialog(page: Page) {
  await dialogsSettled(page);
  await page
    .locator('.ant-modal-wrap:visible .ant-modal')
    .getByRole('button', { name: /close|关闭/i })
    .click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

/**
 * What a select shows as chosen: antd 6 writes a single select's label into its content element
 * (with the label as its title) and a multiple select's into one item per value.
 */
const SHOWN_VALUE = '.ant-select-content-has-value, .ant-select-selection-item';

/**
 * Opens a select's list and clicks its option until the select shows it. In loaded full runs either
 * click was once lost: the option's (the list stayed open, the value unchanged, the option under the
 * pointer) and the one that opens the list (it never opened). Either is made again, three tries in all.
 */
async function selectUntilShown(
  openList: () => Promise<unknown>,
  item: Locator,
  shown: () => Promise<boolean>,
  what: string,
) {
  for (let attempt = 1; ; attempt += 1) {
    if (!(await item.isVisible())) await openList();
    if (
      (await item.click({ timeout: 10_000 }).then(
        () => true,
        () => false,
      )) &&
      (await shown())
    )
      return;
    if (attempt === 3) throw new Error(`${what} is not shown after three tries`);
  }
}

/**
 * Chooses `option` in the select whose combobox is named `label` (a toolbar picker); answers false
 * when it already shows it. The choice is checked (selectUntilShown).
 */
export async function choose(page: Page, label: string, option: string): Promise<boolean> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  const shown = page.locator('.ant-select', { has: box }).locator(SHOWN_VALUE).first();
  if ((await shown.getAttribute('title', { timeout: 5000 }).catch(() => null)) === option) return false;
  // Not a list still closing from the last choice (its leave animation): a click there is lost, and
  // choosing twice in a row in the same select met it (fourRounds.e2e, ten seconds a choice).
  const item = page.locator('.ant-select-dropdown:visible:not([class*="-leave"])').getByTitle(option, { exact: true });
  const chosen = () =>
    shown
      .and(page.locator(`[title="${option}"]`))
      .waitFor({ timeout: 3000 })
      .then(
        () => true,
        () => false,
      );
  await selectUntilShown(() => box.click({ force: true }), item, chosen, `${label}: ${option}`);
  return true;
}

/**
 * Picks an option of a labelled select (an aria-labelled select names its wrapper and its input: the
 * input comes last); the choice is checked (selectUntilShown). `within`: the dialog or drawer the
 * select is in.
 */
export async function pick(page: Page, label: string, option: string | RegExp, within: Page | Locator = page) {
  // A chosen option's label lies over the input: the click goes to the input all the same. A select
  // in a drawer that is still sliding in can be out of the viewport for a moment: then wait until it
  // is in and try again.
  // One in a dialog that is still zooming in moves under the click: wait for the zoom to end, once the
  // select is there (a lazily loaded dialog may not be yet, and then there is no zoom to wait for).
  const input = within.getByLabel(label, { exact: true }).last();
  await input.waitFor({ state: 'attached' });
  await dialogsSettled(page);
  const openList = async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        // A forced click lands on whatever lies there: brought in at the viewport's edge, the select
        // would sit under the app's sticky header.
        await input.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await input.click({ force: true, timeout: 10_000 });
        return;
      } catch (error) {
        if (attempt === 3 || !/outside of the viewport/.test(String(error))) throw error;
        await page.waitForFunction(
          (el) => {
            const r = el.getBoundingClientRect();
            const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
            return x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
          },
          await input.elementHandle(),
          { timeout: 10_000 },
        );
      }
    }
  };
  const item = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: option })
    .first();
  const select = input.locator('xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  const shown = () =>
    select
      .locator(SHOWN_VALUE)
      .filter({ hasText: option })
      .waitFor({ timeout: 3000 })
      .then(
        () => true,
        () => false,
      );
  await selectUntilShown(openList, item, shown, `${label}: ${option}`);
}

/**
 * In the open new-training dialog: the name, the class and the case, then waits until the case's
 * rules have loaded (`rule`: a rule name the dialog shows then). Returns the dialog.
 */
export async function fillTraining(
  page: Page,
  { name, className, caseName, rule }: { name: string; className: string; caseName: string; rule: string },
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('实训名称').fill(name);
  await pick(page, '班级', className, dialog);
  await pick(page, '案例', caseName, dialog);
  await page.waitForFunction((text) => document.querySelector('[role=dialog]')?.textContent?.includes(text), rule);
  return dialog;
}

/** A student list as the template has it: 登录账号, 姓名, 组号, 岗位编号. */
export async function studentSheet(rows: (string | number)[][]): Promise<Buffer> {
  return Buffer.from(await xlsxBytes([['登录账号', '姓名', '组号', '岗位编号'], ...rows]));
}

/** Puts an .xlsx file into the open dialog's file input. */
export async function upload(page: Page, name: string, buffer: Buffer) {
  await page
    .getByRole('dialog')
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
}

/** The messages and notifications the page has shown since it loaded (recorded by newPage). */
export const toastsSeen = (page: Page) => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
