/**
 * Engine speed: median time of one full round — advertising and the whole order meeting with bot
 * picks, every team's operations, and the settlement — for 50 and for 200 teams.
 *   npx tsx scripts/bench-engine.ts
 *
 * The QUICK rule holds an order meeting every round, so each of its rounds includes a full menu;
 * STANDARD meets once a year (its meeting rounds are reported separately). Each configuration is
 * measured twice (interleaved) and the lower median is kept, to damp noise from other processes.
 */
import { performance } from 'node:perf_hooks';
import { botOperate, createGame, getPresetRule, runMenuWithBots, settleRound } from '../mock/engine';
import type { GameState } from '../mock/engine';
import { SMOKE, smokeReady } from './smoke';

interface Sample {
  total: number;
  menu: number;
  settle: number;
  meeting: boolean;
}

function median(xs: number[]): number {
  if (xs.length === 0) return NaN;
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function play(ruleCode: string, teamsN: number, seeds: number[], rounds: number): Sample[] {
  const out: Sample[] = [];
  for (const seed of seeds) {
    const teams = Array.from({ length: teamsN }, (_, i) => ({ teamId: `T${i + 1}`, teamName: `第${i + 1}组` }));
    let s: GameState = createGame({ rule: getPresetRule(ruleCode)!, seed, teams, roundNumber: rounds });
    for (let r = 0; r < rounds; r++) {
      const meeting = s.menu !== null;
      const t0 = performance.now();
      s = runMenuWithBots(s, 1_700_000_000_000 + r * 3_600_000);
      const t1 = performance.now();
      for (const t of s.teams) s = botOperate(s, t.teamId);
      const t2 = performance.now();
      const res = settleRound(s);
      if (!res.ok) throw new Error(res.msg);
      s = res.state;
      const t3 = performance.now();
      out.push({ total: t3 - t0, menu: t1 - t0, settle: t3 - t2, meeting });
    }
  }
  return out;
}

interface Figures {
  round: number;
  meetingRound: number;
  menu: number;
  settle: number;
}

function figures(samples: Sample[]): Figures {
  return {
    round: median(samples.map((x) => x.total)),
    meetingRound: median(samples.filter((x) => x.meeting).map((x) => x.total)),
    menu: median(samples.filter((x) => x.meeting).map((x) => x.menu)),
    settle: median(samples.map((x) => x.settle)),
  };
}

const seeds = [1, 2, 3, 4, 5];
const rounds = 8;
const configs: [string, number][] = [
  ['QUICK', 50],
  ['QUICK', 200],
  ['STANDARD', 50],
  ['STANDARD', 200],
];

// warm-up so the JIT has compiled the hot paths; a smoke run plays one small game and stops there
if (SMOKE) {
  play('QUICK', 2, [1], 1);
  smokeReady('bench:engine');
  process.exit(0);
}
play('QUICK', 50, [99], rounds);
play('STANDARD', 50, [98], rounds);

const best = new Map<string, Figures>();
for (let pass = 0; pass < 2; pass++) {
  for (const [code, n] of configs) {
    const f = figures(play(code, n, seeds, rounds));
    const key = `${code}|${n}`;
    const prev = best.get(key);
    if (!prev || f.round < prev.round) best.set(key, f);
  }
}

const ms = (x: number) => `${x.toFixed(2)} ms`;
console.log(
  `每局 ${rounds} 回合，种子 ${seeds.join(',')}；一回合 = 广告 + 完整选单（机器人）+ 各队经营 + 结算，取中位数`,
);
for (const [code, n] of configs) {
  const f = best.get(`${code}|${n}`)!;
  console.log(
    `${code.padEnd(9)}${String(n).padStart(4)} teams: round ${ms(f.round)}, round with order meeting ${ms(f.meetingRound)} (menu ${ms(f.menu)}), settleRound alone ${ms(f.settle)}`,
  );
}
for (const code of ['QUICK', 'STANDARD']) {
  const a = best.get(`${code}|50`)!;
  const b = best.get(`${code}|200`)!;
  console.log(
    `${code.padEnd(9)} ratio 200/50: round ${(b.round / a.round).toFixed(2)}, settleRound ${(b.settle / a.settle).toFixed(2)} (linear = 4.00)`,
  );
}
const q50 = best.get('QUICK|50')!;
console.log(
  `median round for 50 teams (every round with a full menu): ${ms(q50.round)} — target < 20 ms ${q50.round < 20 ? 'met' : 'NOT met'}`,
);
