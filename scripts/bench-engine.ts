/**
 * Engine speed: median time of one full round — advertising, the whole order meeting with bot
 * picks, every team's operations and the settlement — for 50 and for 200 teams.
 *   npx tsx scripts/bench-engine.ts
 */
import { performance } from 'node:perf_hooks';
import { createGame, getPresetRule, playBotRound } from '../mock/engine';
import type { GameState } from '../mock/engine';

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function roundTimes(ruleCode: string, teamsN: number, seeds: number[], rounds: number): { all: number[]; menu: number[] } {
  const all: number[] = [];
  const menu: number[] = [];
  for (const seed of seeds) {
    const rule = getPresetRule(ruleCode)!;
    const teams = Array.from({ length: teamsN }, (_, i) => ({ teamId: `T${i + 1}`, teamName: `第${i + 1}组` }));
    let s: GameState = createGame({ rule, seed, teams, roundNumber: rounds });
    for (let r = 0; r < rounds; r++) {
      const hasMenu = s.menu !== null;
      const t0 = performance.now();
      s = playBotRound(s, 1_700_000_000_000 + r * 3_600_000);
      const dt = performance.now() - t0;
      all.push(dt);
      if (hasMenu) menu.push(dt);
    }
  }
  return { all, menu };
}

// warm-up so the JIT has compiled the hot paths
roundTimes('STANDARD', 50, [98], 8);
roundTimes('QUICK', 50, [99], 8);

const seeds = [1, 2, 3, 4, 5];
const rounds = 8;
console.log(`每局 ${rounds} 回合，种子 ${seeds.join(',')}；时间为一回合（广告、完整选单、各队经营、结算）的中位数`);
const results: Record<string, Record<number, number>> = {};
for (const code of ['STANDARD', 'QUICK']) {
  results[code] = {};
  for (const n of [50, 200]) {
    const { all, menu } = roundTimes(code, n, seeds, rounds);
    results[code][n] = median(menu);
    console.log(`${code.padEnd(9)} ${String(n).padStart(3)} teams: median round ${median(all).toFixed(2)} ms, median round with order meeting ${median(menu).toFixed(2)} ms`);
  }
}
for (const code of Object.keys(results)) {
  const r = results[code];
  console.log(`${code.padEnd(9)} ratio 200/50 (rounds with order meeting): ${(r[200] / r[50]).toFixed(2)} (linear would be 4.00)`);
}
const ok = results.STANDARD[50] < 20 && results.QUICK[50] < 20;
console.log(`target < 20 ms for 50 teams: ${ok ? 'met' : 'NOT met'}`);
