/**
 * Plays a scripted game with bot teams through the engine's public API and prints, per round,
 * each team's cash, equity, assets total and liabilities + equity total.
 *   npx tsx scripts/sim.ts --teams 8 --rounds 8 --seed 1 [--rule STANDARD|QUICK|TIGHT]
 */
import { createGame, getPresetRule, playBotRound, presetRules, roundToYearQuarter } from '../mock/engine';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

const teamsN = Number(arg('teams', '8'));
const rounds = Number(arg('rounds', '8'));
const seed = Number(arg('seed', '1'));
const ruleCode = arg('rule', 'STANDARD');
const rule = getPresetRule(ruleCode);
if (
  !rule ||
  !Number.isInteger(teamsN) ||
  teamsN < 1 ||
  !Number.isInteger(rounds) ||
  rounds < 1 ||
  !Number.isInteger(seed)
) {
  console.error(
    `用法: npx tsx scripts/sim.ts --teams N --rounds N --seed N [--rule ${presetRules.map((r) => r.code).join('|')}]`,
  );
  process.exit(1);
}

const teams = Array.from({ length: teamsN }, (_, i) => ({ teamId: `T${i + 1}`, teamName: `第${i + 1}组` }));
let state = createGame({ rule, seed, teams, roundNumber: rounds });
console.log(`规则 ${rule.name}（${rule.code}） 队伍 ${teamsN} 回合 ${rounds} 种子 ${seed}（金额单位：万元）`);
const pad = (v: string | number, n: number) => String(v).padStart(n);
for (let i = 0; i < rounds; i++) state = playBotRound(state, 1_700_000_000_000 + i * 3_600_000);

let balanced = 0;
let total = 0;
for (const rec of state.history) {
  const { year, quarter } = roundToYearQuarter(rec.round);
  console.log(`\n第 ${rec.round} 回合（第 ${year} 年第 ${quarter} 季）`);
  console.log(
    `${'team'.padEnd(6)}${pad('cash', 8)}${pad('equity', 8)}${pad('assetsTotal', 13)}${pad('liabEqTotal', 13)}  status`,
  );
  for (const t of rec.teams) {
    const b = t.balanceSheet;
    const ok =
      b.assetsTotal.end === b.liabilitiesEquityTotal.end &&
      b.assetsTotal.beginning === b.liabilitiesEquityTotal.beginning;
    total++;
    if (ok) balanced++;
    console.log(
      `${t.teamId.padEnd(6)}${pad(b.cash.end, 8)}${pad(b.ownerEquityTotal.end, 8)}${pad(b.assetsTotal.end, 13)}${pad(b.liabilitiesEquityTotal.end, 13)}  ${t.bankrupt ? '破产' : ok ? '正常' : '不平衡'}`,
    );
  }
}
console.log(`balanced: ${balanced}/${total} team-rounds`);
