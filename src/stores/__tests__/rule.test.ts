import { File as NodeFile } from 'node:buffer';
import { createModelStore } from '../../../tests/utils/dva';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { answerNullData } from '../../../tests/utils/nullAnswers';
import ruleModel, { type RuleState } from '../rule';

const backend = useMockBackend();
const last = () => backend.requests[backend.requests.length - 1];
const lastPost = () => backend.requests.filter((r) => r.method === 'POST').at(-1)!;
const db = () => backend.store.db;
const ruleNamed = (name: string) => db().rules.find((r) => r.ruleName === name)!;

function newStore() {
  const store = createModelStore([ruleModel]);
  return { ...store, state: () => store.getState().rule as RuleState };
}

describe('rule model', () => {
  it('stores a page of rules with total and template cases, the base rules and a case’s rules', async () => {
    await loginAs('teacher');
    const store = newStore();
    await store.dispatch({ type: 'rule/fetchRuleList', payload: { current: 1, size: 3, ruleType: 1 } });
    expect(last().url.search).toBe('?current=1&size=3&ruleType=1');
    expect(store.state().ruleList.map((r) => r.ruleName)).toEqual(['标准规则', '快速规则', '紧缩规则']);
    expect(store.state().total).toBe(3);
    expect(store.state().templateCaseList).toHaveLength(2);
    await store.dispatch({ type: 'rule/fetchRuleList', payload: { source: 'estimate', ruleName: '高需求' } });
    expect(last().url.pathname).toBe('/estimate/rule/list');
    expect(last().url.search).toBe('?ruleName=%E9%AB%98%E9%9C%80%E6%B1%82');
    expect(store.state().ruleList.map((r) => r.ruleName)).toEqual(['高需求练习规则']);
    await store.dispatch({ type: 'rule/fetchBaseRules' });
    expect(store.state().baseRuleList.map((r) => r.code)).toEqual(['STANDARD', 'QUICK', 'TIGHT']);
    const dev = db().cases.find((c) => c.caseCode === 'DEV-SMART-HOME')!;
    await store.dispatch({ type: 'rule/fetchModalRules', payload: { caseId: dev.id } });
    expect(last().url.pathname).toBe('/sworld/case/ruleList');
    expect(store.state().modalRuleList.map((r) => r.ruleName)).toEqual(['智能家居低利率规则']);
  });

  it('maintains changed values, saves them where the rule type is saved, and keeps them when the save is refused', async () => {
    await loginAs('teacher');
    const store = newStore();
    const custom = ruleNamed('高需求练习规则');
    await store.dispatch({ type: 'rule/fetchRuleDetail', payload: { ruleId: custom.id } });
    expect(store.state().ruleTableList.find((r) => r.code === 'base.taxRate')!.value).toBe(25);
    store.dispatch({ type: 'rule/editValue', payload: { code: 'base.taxRate', value: '20' } });
    store.dispatch({ type: 'rule/editValue', payload: { code: 'base.managementFee', value: '12' } });
    store.dispatch({ type: 'rule/editValue', payload: { code: 'base.managementFee', value: '10' } });
    expect(store.state().ruleMaintenanceList).toEqual([{ code: 'base.taxRate', value: '20' }]);

    store.dispatch({ type: 'rule/editValue', payload: { code: 'base.maxLines', value: '500' } });
    expect(await store.dispatch({ type: 'rule/saveRule' })).toBeUndefined();
    expect(store.state().ruleMaintenanceList).toHaveLength(2);

    store.dispatch({ type: 'rule/editValue', payload: { code: 'base.maxLines', value: '8' } });
    const saved = await store.dispatch({ type: 'rule/saveRule' });
    expect(saved).toBeTruthy();
    const post = backend.requests.filter((r) => r.method === 'POST').at(-1)!;
    expect(post.url.pathname).toBe('/sworld/swrule/custom/save');
    expect(new URLSearchParams(post.body).get('rows')).toBe('[{"code":"base.taxRate","value":"20"}]');
    // The rule is read again after the save (its answer may be null).
    expect(last().url.pathname).toBe('/sworld/swrule/detail/list');
    expect(store.state().currentRule?.ruleName).toBe('高需求练习规则');
    expect(store.state().ruleMaintenanceList).toEqual([]);
    expect(store.state().ruleTableList.find((r) => r.code === 'base.taxRate')!.value).toBe(20);
    expect(ruleNamed('高需求练习规则').params.taxRate).toBe(20);

    // Preset rules are the administrators' to change.
    await loginAs('admin');
    await store.dispatch({ type: 'rule/fetchRuleDetail', payload: { ruleId: ruleNamed('快速规则').id } });
    store.dispatch({ type: 'rule/editValue', payload: { code: 'menu.pickSeconds', value: 40 } });
    expect(await store.dispatch({ type: 'rule/saveRule' })).toBeTruthy();
    expect(store.state().currentRule?.ruleName).toBe('快速规则');
    expect(lastPost().url.pathname).toBe('/sworld/swrule/save');
    await store.dispatch({ type: 'rule/fetchRuleDetail', payload: { ruleId: ruleNamed('零售企业案例模板规则').id } });
    await store.dispatch({ type: 'rule/saveRule', payload: { ruleName: '零售模板规则' } });
    expect(lastPost().url.pathname).toBe('/sworld/swrule/updateTemplateRule');
    expect(store.state().currentRule!.ruleName).toBe('零售模板规则');
  });

  it('deletes each rule type at its own endpoint', async () => {
    await loginAs('admin');
    const store = newStore();
    const std = db().cases.find((c) => c.caseCode === 'STD-MFG')!;
    const preset = await store.dispatch({
      type: 'rule/createRule',
      payload: { ruleName: '临时预设', caseId: std.id, preset: true },
    });
    expect(last().url.pathname).toBe('/sworld/swrule/save');
    const copy = await store.dispatch({ type: 'rule/copyRule', payload: { ruleId: preset.id } });
    expect(last().url.pathname).toBe('/sworld/swrule/copy');
    const tplCase = db().cases.find((c) => c.caseCode === 'TPL-MFG')!;
    backend.store.db.rules.push({
      ...ruleNamed('临时预设'),
      id: 'T1',
      ruleType: 3,
      ruleName: '模板副规则',
      caseId: tplCase.id,
    });
    const paths: string[] = [];
    for (const rule of [
      { id: preset.id, ruleType: 1 },
      { id: copy.id, ruleType: 2 },
      { id: 'T1', ruleType: 3 },
    ]) {
      expect(await store.dispatch({ type: 'rule/deleteRule', payload: { rule } })).toBe(true);
      paths.push(last().url.pathname);
    }
    expect(paths).toEqual([
      '/sworld/swrule/delete',
      '/sworld/swrule/custom/delete',
      '/sworld/swrule/deleteTemplateRule',
    ]);
  });

  it('exports the open rule as a file offered to the user', async () => {
    await loginAs('teacher');
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (b: Blob) => {
        created.push(b);
        return 'blob:rule';
      },
      revokeObjectURL: () => undefined,
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const store = newStore();
    expect(await store.dispatch({ type: 'rule/exportRule', payload: { ruleId: ruleNamed('标准规则').id } })).toBe(true);
    expect(last().url.pathname).toBe('/sworld/swrule/export');
    expect(created[0].size).toBeGreaterThan(1000);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('imports dealer orders into the open rule and answers per-row errors', async () => {
    await loginAs('teacher');
    const store = newStore();
    const rule = ruleNamed('高需求练习规则');
    await store.dispatch({ type: 'rule/fetchRuleDetail', payload: { ruleId: rule.id } });
    const csv = (text: string) => new NodeFile([new TextEncoder().encode(text)], 'orders.csv') as unknown as File;
    const ok = await store.dispatch({
      type: 'rule/importDealerOrder',
      payload: { ruleId: rule.id, file: csv('市场,产品,数量,单价,交货季度,回合\n本地,P1,3,48,2,5\n') },
    });
    expect(ok.data.imported).toBe(1);
    expect(store.state().currentRule!.dealerOrders).toEqual([
      {
        round: 5,
        market: 'LOCAL',
        product: 'P1',
        marketName: '本地',
        productName: 'P1产品',
        quantity: 3,
        unitPrice: 48,
        deliveryQuarter: 2,
      },
    ]);
    const bad = await store.dispatch({
      type: 'rule/importDealerOrder',
      payload: { ruleId: rule.id, file: csv('市场,产品,数量,单价,交货季度,回合\n本地,P1,3,48,9,1\n') },
    });
    expect(bad).toEqual({
      ok: false,
      message: '导入失败，第 2 行：交货季度必须是 1 到 4 之间的整数',
      errors: [{ row: 2, field: '交货季度', msg: '交货季度必须是 1 到 4 之间的整数' }],
    });
    expect(store.state().currentRule!.dealerOrderCount).toBe(1);
  });

  it('takes the orders from the rule when the import is accepted with no data, as a Spring backend answers', async () => {
    await loginAs('teacher');
    const store = newStore();
    const rule = ruleNamed('高需求练习规则');
    await store.dispatch({ type: 'rule/fetchRuleDetail', payload: { ruleId: rule.id } });
    answerNullData(backend.server, '*/sworld/swrule/importDealerOrder');
    const csv = new NodeFile(
      [new TextEncoder().encode('市场,产品,数量,单价,交货季度,回合\n本地,P1,3,48,2,5\n')],
      'o.csv',
    );
    const outcome = await store.dispatch({
      type: 'rule/importDealerOrder',
      payload: { ruleId: rule.id, file: csv as unknown as File },
    });
    expect(outcome).toEqual({ ok: true, data: undefined, errors: [] });
    expect(last().url.pathname).toBe('/sworld/swrule/detail/list');
    expect(store.state().currentRule!.dealerOrders).toHaveLength(1);
    expect(store.state().currentRule!.dealerOrderCount).toBe(1);
  });

  it('generates a smart rule without saving it', async () => {
    await loginAs('teacher');
    const store = newStore();
    const before = db().rules.length;
    const smart = await store.dispatch({ type: 'rule/generateSmartRule', payload: { difficulty: 1, teamNum: 8 } });
    expect(smart.ruleName).toBe('智能规则（简单，8 组）');
    expect(db().rules).toHaveLength(before);
  });
});
