import { File as NodeFile } from 'node:buffer';
import { INITIAL_CASE_EDIT_STEP } from '@/constants';
import { STE_FIELDS } from '@/domain/caseEditing';
import { createModelStore } from '../../../tests/utils/dva';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { xlsxBytes } from '../../../tests/utils/sheets';
import caseModel, { type CaseState } from '../case';

const backend = useMockBackend();
const last = () => backend.requests[backend.requests.length - 1];
const devCase = () => backend.store.db.cases.find((c) => c.caseCode === 'DEV-SMART-HOME')!;

async function xlsx(name: string, rows: unknown[][]): Promise<File> {
  return new NodeFile([await xlsxBytes(rows)], name) as unknown as File;
}

function newStore() {
  const store = createModelStore([caseModel]);
  return { ...store, state: () => store.getState().case as CaseState };
}

describe('case model: lists', () => {
  it('stores one page of cases as caseList and total, the template cases, and the combobox’s licence url', async () => {
    await loginAs('teacher');
    const store = newStore();
    await store.dispatch({ type: 'case/fetchCaseList', payload: { current: 2, size: 2 } });
    expect(last().url.pathname).toBe('/sworld/case/list');
    expect(last().url.search).toBe('?current=2&size=2');
    expect(store.state().caseList.map((c) => c.caseCode)).toEqual(['STD-MFG', 'DEV-SMART-HOME']);
    expect(store.state().total).toBe(4);
    await store.dispatch({ type: 'case/fetchTemplateCases' });
    expect(store.state().templateCaseList.map((c) => c.caseCode)).toEqual(['TPL-MFG', 'TPL-RETAIL']);
    await store.dispatch({ type: 'case/fetchCombobox' });
    expect(last().url.pathname).toBe('/sworld/case/combobox');
    expect(store.state().licenseUrl).toBe('https://license.sworld.example.cn/case/STD-MFG');
    expect(store.state().cases).toHaveLength(4);
  });

  it('imports at the path of the stored sandbox version and answers per-row errors without storing anything', async () => {
    await loginAs('teacher');
    window.localStorage.setItem('sandboxVersion', '3');
    const store = newStore();
    const good = await store.dispatch({
      type: 'case/importCase',
      payload: {
        file: await xlsx('c.xlsx', [
          ['案例编码', '案例名称'],
          ['R-1', '正式版案例'],
        ]),
      },
    });
    expect(last().url.pathname).toBe('/sworldrelease/case/import');
    expect(good).toMatchObject({ data: { imported: 1 }, errors: [] });
    const bad = await store.dispatch({
      type: 'case/importCase',
      payload: {
        file: await xlsx('c.xlsx', [
          ['案例编码', '案例名称'],
          ['R-1', ''],
        ]),
      },
    });
    expect(bad).toEqual({
      ok: false,
      message: '导入失败，第 2 行：案例编码“R-1”已存在（共 2 处错误）',
      errors: [
        { row: 2, field: '案例编码', msg: '案例编码“R-1”已存在' },
        { row: 2, field: '案例名称', msg: '案例名称不能为空' },
      ],
    });
  });

  it('loads TimelineList and TimeList, and reloads them after an upload', async () => {
    await loginAs('teacher');
    const store = newStore();
    await store.dispatch({ type: 'case/fetchTimeline', payload: { caseId: devCase().id } });
    expect(store.state().TimelineList).toEqual([]);
    expect(store.state().TimeList.map((n) => n.round)).toEqual([1, 2, 3, 4]);
    const outcome = await store.dispatch({
      type: 'case/uploadTimeline',
      payload: {
        caseId: devCase().id,
        file: await xlsx('t.xlsx', [
          ['轮次', '标题', '内容'],
          [5, '扩张', '开设第二家门店'],
        ]),
      },
    });
    expect(outcome.data).toEqual({ imported: 1, errors: [] });
    expect(store.state().TimelineList.map((t) => [t.round, t.title])).toEqual([[5, '扩张']]);
    expect(store.state().TimeList.map((n) => n.count)).toEqual([0, 0, 0, 0, 1, 0, 0, 0]);
  });
});

describe('case model: editing a case step by step', () => {
  it('goes from the overview (-1) through every step to the last and back, saving each step, and reloads what was saved', async () => {
    await loginAs('teacher');
    const caseId = devCase().id;
    const store = newStore();
    expect(store.state().step).toBe(INITIAL_CASE_EDIT_STEP);
    await store.dispatch({ type: 'case/fetchCaseModules', payload: { caseId } });
    expect(last().url.search).toBe(`?caseId=${caseId}`);
    const modules = store.state().caseModuleList;
    expect(modules.map((m) => m.moduleType)).toEqual([
      'basic',
      'presetDomain',
      'presetIndustry',
      'organization',
      'module',
      'score',
      'teacherShowField',
      'developerData',
    ]);

    // Forward: every step edits and saves the data it belongs to.
    for (let step = 0; step < modules.length; step += 1) {
      store.dispatch({ type: 'case/setStep', payload: step });
      expect(store.state().step).toBe(step);
      const type = modules[step].moduleType!;
      if (type === 'basic') {
        const saved = await store.dispatch({
          type: 'case/saveCase',
          payload: { id: caseId, caseCode: 'DEV-SMART-HOME', caseName: '智能家居公司（修订）' },
        });
        expect(saved).toBeTruthy();
        expect(backend.store.db.cases.find((c) => String(c.id) === String(caseId))?.caseName).toBe(
          '智能家居公司（修订）',
        );
        continue;
      }
      const rows = await store.dispatch({ type: 'case/fetchSte', payload: { family: type, caseId } });
      const textField = STE_FIELDS[type].fields.find(
        (f) => (f.kind === 'text' || f.kind === 'longText') && !f.readOnly && !f.pattern,
      )!;
      const edited = rows.map((r: Record<string, unknown>, i: number) =>
        i === 0 ? { ...r, [textField.key]: `第${step}步已改` } : r,
      );
      const saved = await store.dispatch({ type: 'case/saveSte', payload: { family: type, caseId, rows: edited } });
      // The rows are read again after the save (its answer may be null).
      expect(`${last().method} ${last().url.pathname}`).toMatch(/^GET .*\/list$/);
      expect(saved[0][textField.key]).toBe(`第${step}步已改`);
      expect(store.state().steRows[type]![0][textField.key]).toBe(`第${step}步已改`);
    }
    expect(store.state().step).toBe(modules.length - 1);

    // The overview: rename a step and switch the last one off, saved through the query string.
    const changed = modules.map((m, i) => ({
      ...m,
      moduleName: i === 3 ? '岗位与分工' : m.moduleName,
      enabled: i === 7 ? 0 : 1,
    }));
    await store.dispatch({
      type: 'case/saveCaseModules',
      payload: { caseId, modules: [changed[0], changed[3], ...changed.filter((_, i) => i !== 0 && i !== 3)] },
    });
    // The list is read again after the save (its answer may be null).
    expect(last().url.pathname).toBe('/sworld/coursecase/casemodule/list');
    const save = backend.requests.filter((r) => r.method === 'POST').at(-1)!;
    expect(save.url.pathname).toBe('/sworld/coursecase/casemodule/save');
    expect(save.body).toBe('');
    expect(JSON.parse(save.url.searchParams.get('caseModuleList')!)[1]).toEqual({
      id: modules[3].id,
      moduleName: '岗位与分工',
      enabled: 1,
      content: modules[3].content,
    });

    // Back to the overview, step by step.
    for (let step = modules.length - 1; step >= INITIAL_CASE_EDIT_STEP; step -= 1)
      store.dispatch({ type: 'case/setStep', payload: step });
    expect(store.state().step).toBe(INITIAL_CASE_EDIT_STEP);

    // Reloaded in a fresh store: everything saved is there.
    store.dispatch({ type: 'case/resetEditor' });
    const fresh = newStore();
    await fresh.dispatch({ type: 'case/fetchCaseModules', payload: { caseId } });
    expect(fresh.state().caseModuleList.map((m) => [m.moduleName, m.sort, m.enabled])).toEqual([
      ['基本信息', 1, 1],
      ['岗位与分工', 2, 1],
      ['业务领域', 3, 1],
      ['所属行业', 4, 1],
      ['经营模块', 5, 1],
      ['评分设置', 6, 1],
      ['教师可见字段', 7, 1],
      ['开发者数据', 8, 0],
    ]);
    for (const [step, module] of modules.entries()) {
      if (module.moduleType === 'basic') continue;
      const rows = await fresh.dispatch({ type: 'case/fetchSte', payload: { family: module.moduleType, caseId } });
      expect(Object.values(rows[0])).toContain(`第${step}步已改`);
    }
    await fresh.dispatch({ type: 'case/fetchCaseList', payload: { caseId } });
    expect(fresh.state().caseList[0].caseName).toBe('智能家居公司（修订）');
  });

  it('keeps the saved rows when a step’s save is refused', async () => {
    await loginAs('teacher');
    const caseId = devCase().id;
    const store = newStore();
    const rows = await store.dispatch({ type: 'case/fetchSte', payload: { family: 'score', caseId } });
    const refused = await store.dispatch({
      type: 'case/saveSte',
      payload: { family: 'score', caseId, rows: rows.map((r: object) => ({ ...r, weight: 10 })) },
    });
    expect(refused).toBeUndefined();
    expect(store.state().steRows.score).toEqual(rows);
  });
});
