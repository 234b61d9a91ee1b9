import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { teamScores, teamStatements } from '../../mock/engine';
import { LOW_CASH_SHARE_OF_EQUITY } from '../../src/features/analysis/findings';
import { formatNumber } from '../../src/utils/format';
import { newPage, screenshot } from './app';
import {
  expectScreenBalanced,
  expectStoreBalanced,
  finishTraining,
  nextRound,
  RUNNING,
  roundLine,
  signIn,
  startTraining,
  storedGame,
  storedGroups,
  storedTraining,
  yearQuarter,
} from './consoleKit';
import type { Dialect } from '../../mock/handlers/specDialect';
import { useRealMode } from './realSuite';
import { CASH, EQUITY, printedPageCount, roundShown, teamRow } from './debriefKit';
import { checkBothSizes, axeFindings } from './projectorKit';
import { choose, pick, popupsClosed, toast } from './ui';
import { readWorkbook, rowObjects } from '../utils/sheets';

/**
 * A four-round game played here, then debriefed (real mode: one server whose store the test reads).
 * The teacher runs the seeded 会计2班经营模拟 (two teams, no order meetings) from its console with
 * its buttons only — start, the next round, the end (which settles the last round) — and every team's
 * statements balance, on the result view and in the server's store, for every round played. Its
 * general manager of 第1组 (student08) makes a situation a teacher would point out: three automatic
 * lines bought in round 2 leave the team's cash at a fraction of its equity, and a short loan in
 * round 3 restores it. The debrief must show that finding at round 2 and at no other round, and every
 * figure expected comes from the engine's settled state in the server's store, never from the calls
 * the screen reads. The student's console reviews each settled round in the coach's card (the
 * squeeze at round 2), and the teacher ranks this training with the seeded running one of the same
 * case in a league: its link, its export and its projector view. It runs against the mock as it is, against the mock that sends only what the
 * spec promises (18-digit ids), and against its java dialect: one file each
 * (debriefPlayed.<dialect>.e2e.ts), so that the browser tests' workers play them side by side.
 */
export const debriefPlayedWalk = (dialect: Dialect) =>
  describe(`against the ${dialect} dialect of the mock`, () => {
    const suite = useRealMode(dialect);
    /** The spec dialect's screenshots are kept beside the default ones. */
    const suffix = dialect === 'default' ? '' : `-${dialect}`;
    const NAME = '会计2班经营模拟';
    /** Jest's limit for the whole game and its debrief: a bound for a hang. */
    const RUN_TIMEOUT_MS = 360_000;

    const training = () => storedTraining(suite.real, NAME);
    const state = () => storedGame(suite.real, NAME).state;
    const groups = () =>
      suite.real.store.db.groups.filter((g) => g.trainingId === training().id).sort((a, b) => a.groupNum - b.groupNum);
    const balance = (teamId: string, round: number) => teamStatements(state(), teamId, round)!.balanceSheet;
    const cashNow = (teamId: string) => state().teams.find((t) => t.teamId === teamId)!.cash;

    /** A decision on the student's console, accepted by the server; done once the team's cash shows what the server now holds. */
    async function decide(page: Page, teamId: string, choices: [string, RegExp][], amount?: number) {
      const ops = page.getByTestId('team-ops');
      for (const [label, option] of choices) await pick(page, label, option, ops);
      if (amount !== undefined) await ops.getByRole('spinbutton', { name: '金额（万元）' }).fill(String(amount));
      const before = cashNow(teamId);
      const answered = page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/team/operate'),
      );
      await ops.getByRole('button', { name: '提交决策' }).click();
      expect((await (await answered).json()).code).toBe(200);
      expect(cashNow(teamId)).not.toBe(before);
      await ops
        .getByTestId('team-cash')
        .getByText(formatNumber(cashNow(teamId)), { exact: true })
        .waitFor();
    }

    it(
      'plays a four-round game with a cash squeeze in round 2, every team balanced in every round, then debriefs it round by round',
      async () => {
        const teacher = await newPage(suite.browser);
        const student = await newPage(suite.browser);
        const { page } = teacher;
        expect(training()).toMatchObject({ state: 0, currRound: 0, roundNumber: 4, sandTableId: '2' });
        const [first, second] = groups();
        const qs = encodeURIComponent(JSON.stringify({ trainId: suite.real.wireId(training().id) }));
        await signIn(suite.real, teacher, 'teacher');
        await signIn(suite.real, student, 'student08');

        await page.goto(`${suite.real.url}train/home/console?qs=${qs}`);
        await page.getByRole('button', { name: '开始实训' }).waitFor({ timeout: 30_000 });
        await page.getByTestId('train-state').getByText('未开始').waitFor();
        // Start: round 1 opens. This sand table holds no order meeting.
        await startTraining(page, suite.real, NAME);
        await page.getByText('本回合没有订货会。').waitFor();
        await nextRound(page, suite.real, NAME);
        await page.getByText('本回合没有订货会', { exact: true }).waitFor(); // the header's meeting line

        // Round 2: 第1组's general manager opens the console. Round 1 has settled, so the coach's card
        // reviews it: the team's own round, its cash still ample.
        await student.page.goto(`${suite.real.url}experiment/home?qs=${qs}`);
        await student.page.getByTestId('team-ops').getByTestId('team-cash').waitFor({ timeout: 30_000 });
        const coach = student.page.getByTestId('coach-card');
        await coach.getByText(yearQuarter(1)).first().waitFor({ timeout: 30_000 });
        // Once its findings are drawn (a list, or the words that there are none), cash is not among them.
        await coach
          .getByRole('list', { name: '复盘要点' })
          .or(coach.getByText('本回合没有需要特别指出的情况。'))
          .waitFor();
        expect(await coach.getByTestId('coach-lowCash').count()).toBe(0);
        // Then they buy three automatic lines.
        for (let line = 0; line < 3; line += 1)
          await decide(student.page, first.groupId, [
            ['经营决策', /^新建生产线/],
            ['生产线类型', /^全自动线/],
            ['产品', /^P1/],
          ]);
        await nextRound(page, suite.real, NAME);
        await page.getByText('本回合没有订货会', { exact: true }).waitFor();

        // Round 3, which the student's console follows without a reload. The coach reviews round 2: the
        // cash squeeze made above, with its question for the next round and its way to the statements.
        await student.page.getByTestId('train-round').getByText(roundLine(3, 4)).waitFor({ timeout: 30_000 });
        const squeezeFinding = coach.getByTestId('coach-lowCash');
        await squeezeFinding.waitFor({ timeout: 30_000 });
        await squeezeFinding.getByText('现金低于权益的 10%：下回合的原材料采购和贷款到期，现金够吗？').waitFor();
        await popupsClosed(student.page);
        await coach.scrollIntoViewIfNeeded();
        await screenshot(student.page, `coach-card-round2${suffix}`);
        // A short loan brings the cash back.
        await student.page.getByTestId('team-ops').getByTestId('team-cash').waitFor();
        await decide(
          student.page,
          first.groupId,
          [
            ['经营决策', /^申请贷款/],
            ['贷款类型', /^短期贷款/],
          ],
          100,
        );
        await nextRound(page, suite.real, NAME);
        await page.getByText('本回合没有订货会', { exact: true }).waitFor();
        expect(state().settledRound).toBe(3);
        await expect(page.getByRole('button', { name: '进入下一回合' }).isDisabled()).resolves.toBe(true);
        await popupsClosed(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `four-rounds-console-round4${suffix}`);

        // Ending the training settles round 4: every team balances in every round, in the store and on the result view.
        await finishTraining(page, suite.real, NAME);
        expect(student.errors).toEqual([]);
        await student.context.close();
        expectStoreBalanced(suite.real, NAME);
        expect(await expectScreenBalanced(page, suite.real, NAME, [1, 2, 3, 4], `four-rounds-mismatch${suffix}`)).toBe(
          2 * 4,
        );
        await popupsClosed(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `four-rounds-balance-sheet-group2-round4${suffix}`);

        // The situation made, as the engine settled it: cash below the findings' share of equity at round 2 only.
        const squeezed = (round: number) => {
          const b = balance(first.groupId, round);
          return b.ownerEquityTotal.end > 0 && b.cash.end < b.ownerEquityTotal.end * LOW_CASH_SHARE_OF_EQUITY;
        };
        expect([1, 2, 3, 4].map(squeezed)).toEqual([false, true, false, false]);

        // Training management leads to the debrief of the training just played.
        await page.goto(`${suite.real.url}train/home/manage`);
        await page.locator('tr', { hasText: NAME }).getByRole('button', { name: '课堂复盘' }).click();
        await roundShown(page, 4);

        // ← twice: round 2, where both teams' figures are the engine's.
        await page.keyboard.press('ArrowLeft');
        await roundShown(page, 3);
        await page.keyboard.press('ArrowLeft');
        await roundShown(page, 2);
        for (const group of [first, second]) {
          const row = await teamRow(page, group.groupName);
          const b = balance(group.groupId, 2);
          expect([group.groupName, row[EQUITY], row[CASH]]).toEqual([
            group.groupName,
            formatNumber(b.ownerEquityTotal.end),
            formatNumber(b.cash.end),
          ]);
        }

        // The finding at its round, and at no other.
        await page.getByTestId('debrief-teams').getByRole('button', { name: first.groupName }).click();
        const findings = page.locator('.ant-card', { hasText: `要点 · ${first.groupName}` });
        const squeeze = balance(first.groupId, 2);
        await findings
          .getByText(
            `回合末现金 ${formatNumber(squeeze.cash.end)} 万元，低于所有者权益 ${formatNumber(squeeze.ownerEquityTotal.end)} 万元`,
          )
          .waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `debrief-played-round2${suffix}`);
        // Rounds 1, 3 and 4 (← once, then → three times), then back to round 2.
        for (const [key, round] of [
          ['ArrowLeft', 1],
          ['ArrowRight', 2],
          ['ArrowRight', 3],
          ['ArrowRight', 4],
        ] as const) {
          await page.keyboard.press(key);
          await roundShown(page, round);
          expect([round, await findings.getByText('低于所有者权益').count()]).toEqual([round, round === 2 ? 1 : 0]);
        }
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowLeft');
        await roundShown(page, 2);

        // The finding's link goes to the cash chart, its cursor at round 2. A click anywhere in a round's
        // column of the plot goes to that round: the cursor's places at rounds 1 and 2 give the columns.
        await findings.getByRole('button', { name: '看现金走势' }).click();
        const chart = page.locator('#debrief-chart-cash');
        const canvas = chart.locator('canvas').first();
        await canvas.waitFor();
        /** The cursor's place on the canvas at the round (the line is 2 px wide) and the canvas' size. */
        const cursorAt = async (round: number) => {
          const line = chart.locator(`[data-cursor="${yearQuarter(round)}"]`);
          await line.waitFor();
          const [at, box] = [(await line.boundingBox())!, (await canvas.boundingBox())!];
          return { x: at.x + 1 - box.x, width: box.width, middle: box.height / 2 };
        };
        const { x: x2 } = await cursorAt(2);
        await page.keyboard.press('ArrowLeft');
        await roundShown(page, 1);
        const { x: x1, width, middle } = await cursorAt(1);
        const column = x2 - x1;
        expect([x1 > 40, column > 40]).toEqual([true, true]);
        await canvas.click({ position: { x: x2 + 2 * column, y: middle } });
        await roundShown(page, 4);
        await canvas.click({ position: { x: x2 + column / 3, y: middle } });
        await roundShown(page, 2);
        // Clicks on the axis labels left of the plot and in the margin right of it pick nothing: → then
        // goes from round 2 to 3 (after a pick of round 1 it would show 2, after one of round 4 still 4).
        await canvas.click({ position: { x: x1 / 2, y: middle } });
        await canvas.click({ position: { x: width - 8, y: middle } });
        await page.keyboard.press('ArrowRight');
        await roundShown(page, 3);
        await page.keyboard.press('ArrowLeft');
        await roundShown(page, 2);

        // The two teams side by side at round 2: the cash differs, the one with more marked.
        await choose(page, '对比小组', second.groupName);
        const compare = page.getByTestId('debrief-compare');
        const cashRow = compare.locator('tr', { has: page.getByRole('cell', { name: '现金', exact: true }) });
        await cashRow.waitFor();
        const cells = (await cashRow.locator('td').allInnerTexts()).map((x) => x.trim());
        const other = balance(second.groupId, 2);
        expect(cells.slice(1, 3)).toEqual([formatNumber(squeeze.cash.end), formatNumber(other.cash.end)]);
        expect(other.cash.end).toBeGreaterThan(squeeze.cash.end);
        const marked = async (cell: number) => cashRow.locator('td').nth(cell).locator('[data-ahead]').count();
        expect([await marked(1), await marked(2)]).toEqual([0, 1]);
        await page.mouse.move(0, 0);
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `debrief-played-compare${suffix}`);

        // 复制链接 copies the view: round 2, 第1组 compared with 第2组; the link opens the same view.
        await teacher.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: new URL(suite.real.url).origin,
        });
        await page.getByRole('button', { name: '复制链接' }).click();
        await toast(page, '链接已复制');
        const link = await page.evaluate(() => navigator.clipboard.readText());
        const asked = decodeURIComponent(new URL(link).search);
        expect([link.startsWith(`${suite.real.url}train/home/debrief?qs=`), asked]).toEqual([
          true,
          `?qs=${JSON.stringify({ trainId: suite.real.wireId(training().id), round: 2, teams: [first.groupId, second.groupId] })}`,
        ]);
        // Opened in a new tab of the same signed-in browser, as a teacher pastes it.
        const copy = await teacher.context.newPage();
        const copyErrors: string[] = [];
        copy.on('pageerror', (e) => copyErrors.push(e.message));
        copy.on('console', (m) => m.type() === 'error' && copyErrors.push(m.text()));
        await copy.goto(link);
        await roundShown(copy, 2);
        const copied = copy.getByTestId('debrief-compare');
        await copied.waitFor();
        expect(await copied.getByRole('columnheader').allInnerTexts()).toEqual(
          await compare.getByRole('columnheader').allInnerTexts(),
        );
        expect(copyErrors).toEqual([]);
        await copy.close();

        // The print buttons: what the document holds when Chromium is about to print (headless, it prints
        // nothing, but fires the same event) is every team's page, then the shown team's page alone.
        await page.evaluate(() => {
          const log: string[][] = [];
          Object.assign(window, { printedPages: log });
          window.addEventListener('beforeprint', () =>
            log.push(
              [...document.querySelectorAll('[data-testid="debrief-print"] section h2')].map(
                (h) => h.textContent ?? '',
              ),
            ),
          );
        });
        await page.getByRole('button', { name: '打印全部小组' }).click();
        await page.getByRole('button', { name: '打印本组' }).click();
        expect(await page.evaluate(() => (window as unknown as { printedPages: string[][] }).printedPages)).toEqual([
          [`${first.groupName} · 课堂复盘`, `${second.groupName} · 课堂复盘`],
          [`${first.groupName} · 课堂复盘`],
        ]);

        // Printed to PDF by Chromium: one A4 page per team.
        expect(await printedPageCount(page)).toBe(groups().length);

        // The league of this training and the seeded running one, of the same case and rule, picked in
        // training management: every team of both, ranked by 经营得分 and then owner equity as the
        // engine scored them.
        const spring = storedTraining(suite.real, RUNNING);
        expect([spring.caseId, spring.ruleId]).toEqual([training().caseId, training().ruleId]);
        await page.goto(`${suite.real.url}train/home/manage`);
        for (const name of [RUNNING, NAME])
          await page.getByRole('checkbox', { name: `选择实训“${name}”参加联赛` }).check();
        await page.getByRole('button', { name: '联赛排名（已选 2）' }).click();
        const leagueRows = async (where: Page) => {
          const body = where.getByTestId('league-table').locator('tbody tr.ant-table-row');
          await body.nth(groups().length + storedGroups(suite.real, spring).length - 1).waitFor();
          return (await body.evaluateAll((rows) =>
            rows.map((r) =>
              [...r.querySelectorAll('td')]
                .slice(0, 3)
                .map((td) => td.textContent!.trim())
                .join('|'),
            ),
          )) as string[];
        };
        const scored = [
          ...teamScores(storedGame(suite.real, RUNNING).state).map((s) => ({ ...s, trainName: RUNNING })),
          ...teamScores(state()).map((s) => ({ ...s, trainName: NAME })),
        ];
        const ranked = [...scored]
          .sort((a, b) => b.countScore - a.countScore || b.equity - a.equity)
          .map((s, i) => `${i + 1}|${s.teamName}|${s.trainName}`);
        expect(await leagueRows(page)).toEqual(ranked);
        expect(await page.getByTestId('league-differ').count()).toBe(0);
        expect(await page.getByTestId('league-unranked').count()).toBe(0);
        await expect(axeFindings(page, 'AA')).resolves.toEqual([]);
        await screenshot(page, `league${suffix}`);

        // Its link opens the same league in a new tab.
        await page.getByRole('button', { name: '复制链接' }).click();
        await toast(page, '链接已复制');
        const leagueLink = await page.evaluate(() => navigator.clipboard.readText());
        expect(leagueLink).toBe(page.url());
        const linked = await teacher.context.newPage();
        await linked.goto(leagueLink);
        expect(await leagueRows(linked)).toEqual(ranked);
        await linked.close();

        // The export: one row per team, in the league's order.
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: /导出 Excel/ }).click();
        const [sheet] = await readWorkbook(readFileSync((await (await download).path())!));
        expect(rowObjects(sheet.rows).map((r) => `${r.排名}|${r.小组}|${r.实训}`)).toEqual(ranked);

        // The projector view, in a window of its own, read from the back of a room.
        const [leagueProjector] = await Promise.all([
          teacher.context.waitForEvent('page'),
          page.getByRole('button', { name: '投影视图' }).click(),
        ]);
        await leagueProjector.getByTestId('league-projector-table').waitFor();
        await expect(leagueProjector.getByRole('button').count()).resolves.toBe(0);
        await checkBothSizes(leagueProjector, 'league', suffix);
        await leagueProjector.close();

        expect(teacher.errors).toEqual([]);
        await teacher.context.close();
      },
      RUN_TIMEOUT_MS,
    );
  });
