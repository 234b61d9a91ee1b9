import {
  createGame,
  endMenu,
  flattenRule,
  getPresetRule,
  presetRules,
  settleRound,
  teamStatements,
  unflattenRule,
  validateRule,
} from '../index';
import type { RuleDetailRow } from '../types';
import { miniRule, unwrap } from './helpers';

describe('preset rules', () => {
  it('has at least three valid presets with Chinese names', () => {
    expect(presetRules.map((r) => r.code)).toEqual(['STANDARD', 'QUICK', 'TIGHT']);
    expect(presetRules.map((r) => r.name)).toEqual(['标准规则', '快速规则', '紧缩规则']);
    for (const r of presetRules) expect(validateRule(r)).toBeNull();
  });

  it('the presets really differ where they say they do', () => {
    const [std, quick, tight] = presetRules;
    expect(std.advertisingPerRound).toBe(false);
    expect(quick.advertisingPerRound).toBe(true);
    expect(quick.lineTypes.find((l) => l.code === 'AUTO')!.buildRounds).toBeLessThan(
      std.lineTypes.find((l) => l.code === 'AUTO')!.buildRounds,
    );
    expect(quick.materials.find((m) => m.code === 'R3')!.leadRounds).toBe(1);
    expect(quick.orderGen[0].demandPerTeam).toBeGreaterThan(std.orderGen[0].demandPerTeam);
    expect(tight.loan.longMultiple).toBeLessThan(std.loan.longMultiple);
    expect(tight.loan.shortRate).toBeGreaterThan(std.loan.shortRate);
    expect(tight.materials[0].price).toBeGreaterThan(std.materials[0].price);
  });

  it('each preset opens the books balanced (initial cash = capital − initial assets)', () => {
    for (const rule of presetRules) {
      const s = createGame({ rule, seed: 1, teams: [{ teamId: 'T1', teamName: 'a' }] });
      expect(s.teams[0].retainProfits).toBe(0);
      expect(s.teams[0].opening.assetsTotal).toBe(rule.initialCapital);
    }
  });

  it('getPresetRule hands out copies', () => {
    const a = getPresetRule('STANDARD')!;
    a.managementFee = 999;
    expect(getPresetRule('STANDARD')!.managementFee).toBe(10);
    expect(getPresetRule('NOPE')).toBeUndefined();
  });

  it('validateRule names the problem in Chinese', () => {
    const r = miniRule();
    r.lineTypes[0].capacity = 0;
    expect(validateRule(r)).toBe('生产线“手工线”的产能至少为 1');
    const r2 = miniRule();
    r2.products[0].bom = { R9: 1 };
    expect(validateRule(r2)).toBe('产品“P1产品”的物料清单必须列出全部原料');
    const r3 = miniRule();
    r3.orderGen[0].priceMin = 50;
    expect(validateRule(r3)).toBe('订单规则“LOCAL.P1”的下限不能大于上限');
    expect(() => createGame({ rule: r3, seed: 1, teams: [{ teamId: 'T1', teamName: 'a' }] })).toThrow(
      '订单规则“LOCAL.P1”的下限不能大于上限',
    );
  });
});

describe('flattenRule / unflattenRule', () => {
  it('round-trips every preset exactly, down to key order', () => {
    for (const rule of [...presetRules, miniRule()]) {
      const rows = flattenRule(rule);
      const back = unflattenRule(rows);
      expect(back).toEqual(rule);
      expect(JSON.stringify(back)).toBe(JSON.stringify(rule));
    }
  });

  it('rows carry code, category, Chinese name, value and unit', () => {
    const rows = flattenRule(presetRules[0]);
    expect(rows.find((r) => r.code === 'base.managementFee')).toEqual({
      code: 'base.managementFee',
      category: '基本参数',
      name: '管理费（每季）',
      value: 10,
      unit: '万元',
    });
    expect(rows.find((r) => r.code === 'market.REGION.devCost')).toEqual({
      code: 'market.REGION.devCost',
      category: '市场',
      name: '区域市场开拓费用（每季）',
      value: 10,
      unit: '万元',
    });
    expect(rows.find((r) => r.code === 'product.P2.bom.R3')).toMatchObject({ category: '产品', value: 1 });
    expect(rows.find((r) => r.code === 'base.advertisingPerRound')!.value).toBe(0);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
  });

  it('accepts values typed into a form as strings', () => {
    const rows: RuleDetailRow[] = flattenRule(presetRules[0]).map((r) =>
      typeof r.value === 'number' ? { ...r, value: String(r.value) } : r,
    );
    expect(unflattenRule(rows)).toEqual(presetRules[0]);
  });

  it('refuses missing or malformed rows with a Chinese message', () => {
    const rows = flattenRule(presetRules[0]);
    expect(() => unflattenRule(rows.filter((r) => r.code !== 'loan.longRate'))).toThrow('缺少规则参数 loan.longRate');
    expect(() => unflattenRule(rows.map((r) => (r.code === 'base.maxLines' ? { ...r, value: 'abc' } : r)))).toThrow(
      '规则参数 base.maxLines 必须是数字',
    );
    expect(() => unflattenRule(rows.map((r) => (r.code === 'base.maxLines' ? { ...r, value: 2.5 } : r)))).toThrow(
      '规则参数 base.maxLines 必须是整数',
    );
  });

  it('an edited row changes play', () => {
    const rows = flattenRule(miniRule()).map((r) => (r.code === 'base.managementFee' ? { ...r, value: 7 } : r));
    const edited = unflattenRule(rows);
    expect(validateRule(edited)).toBeNull();
    const play = (rule = miniRule()) => {
      let s = createGame({ rule, seed: 1, teams: [{ teamId: 'T1', teamName: 'a' }] });
      s = unwrap(endMenu(s, { now: 0 }));
      s = unwrap(settleRound(s));
      return teamStatements(s, 'T1', 1)!;
    };
    expect(play().expenses.administrative).toBe(1);
    expect(play(edited).expenses.administrative).toBe(7);
    expect(play(edited).balanceSheet.cash.end).toBe(100 - 7);
  });
});
