import { endpoints } from '@/services/endpoints';
import * as caseService from '@/services/case';
import * as caseModuleService from '@/services/caseModule';
import * as steService from '@/services/ste';
import * as templateService from '@/services/template';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import {
  asUpload,
  bytesFile,
  envelopeOf,
  expectRefused,
  lastRequest,
  PNG_BYTES,
  sheetRows,
  textFile,
  xlsxFile,
} from './authoringKit';

const backend = useMockBackend();
const db = () => backend.store.db;
const caseBy = (code: string) => db().cases.find((c) => c.caseCode === code)!;
const e = endpoints;

describe('case lists', () => {
  it('lists standard cases and the teacher’s own, without templates, paged', async () => {
    await loginAs('teacher');
    const page = await caseService.list({ current: 1, size: 10 });
    expect(lastRequest(backend).url.pathname).toBe('/sworld/case/list');
    expect(lastRequest(backend).url.search).toBe('?current=1&size=10');
    expect(page!.records!.map((c) => [c.caseCode, c.sandTableId, c.standard, c.editable])).toEqual([
      ['STD-EQUIP-REL', '3', 1, false],
      ['STD-FMCG-GZ', '2', 1, false],
      ['STD-MFG', '1', 1, false],
      ['DEV-SMART-HOME', '1', 0, true],
    ]);
    expect(page!.records![2]).toMatchObject({
      ruleName: '标准规则',
      licenseUrl: 'https://license.sworld.example.cn/case/STD-MFG',
    });
    const templates = await caseService.getBaseTemplate();
    expect(templates!.map((c) => c.caseCode)).toEqual(['TPL-MFG', 'TPL-RETAIL']);
  });

  it('filters by name and sandbox, and hides another teacher’s case', async () => {
    await loginAs('teacher2');
    expect((await caseService.list({ caseName: '快消' }))!.records!.map((c) => c.caseCode)).toEqual(['STD-FMCG-GZ']);
    expect((await caseService.list({ sandTableId: '1' }))!.records!.map((c) => c.caseCode)).toEqual(['STD-MFG']);
    await expectRefused(backend, e.case.check, { id: caseBy('DEV-SMART-HOME').id }, 404, '案例不存在');
  });

  it('answers the combobox with the cases and the licence url', async () => {
    await loginAs('teacher');
    const box = await caseService.combobox({ caseId: caseBy('STD-FMCG-GZ').id });
    expect(box!.cases).toHaveLength(4);
    expect(box!.url).toBe('https://license.sworld.example.cn/case/STD-FMCG-GZ');
  });
});

describe('saving and deleting cases', () => {
  it('creates a case under the sandbox variant with default modules, then updates it', async () => {
    await loginAs('teacher');
    window.localStorage.setItem('sandboxVersion', '2');
    const created = (await caseService.add({ caseCode: 'MY-01', caseName: '我的案例', description: '说明' }))?.data;
    expect(lastRequest(backend).url.pathname).toBe('/sworldgz/case/add');
    expect(lastRequest(backend).body).toBe(
      'caseCode=MY-01&caseName=%E6%88%91%E7%9A%84%E6%A1%88%E4%BE%8B&description=%E8%AF%B4%E6%98%8E',
    );
    expect(created).toMatchObject({
      caseCode: 'MY-01',
      sandTableId: '2',
      variant: 'gz',
      standard: 0,
      editable: true,
      ruleName: '快速规则',
    });
    expect(
      db()
        .caseModules.filter((m) => m.caseId === created!.id)
        .map((m) => m.moduleType),
    ).toEqual([
      'basic',
      'presetDomain',
      'presetIndustry',
      'organization',
      'module',
      'score',
      'teacherShowField',
      'developerData',
    ]);
    const updated = (await caseService.add({ id: created!.id, caseCode: 'MY-02', caseName: '我的案例（改）' }))?.data;
    expect(updated).toMatchObject({ id: created!.id, caseCode: 'MY-02', caseName: '我的案例（改）', sandTableId: '2' });
  });

  it.each([
    ['no code', { caseName: 'x' }, 400, '案例编码不能为空'],
    ['no name', { caseCode: 'X-1' }, 400, '案例名称不能为空'],
    ['a bad code', { caseCode: '中文', caseName: 'x' }, 400, '案例编码只能包含 2 到 32 位字母、数字、“-”或“_”'],
    ['a long name', { caseCode: 'X-1', caseName: '名'.repeat(51) }, 400, '案例名称长度不能超过 50 个字符'],
    ['a duplicate code', { caseCode: 'std-mfg', caseName: 'x' }, 409, '案例编码“std-mfg”已存在'],
    ['an unknown case', { id: '99999', caseCode: 'X-1', caseName: 'x' }, 404, '案例不存在'],
    ['a standard case', { id: 'STD', caseCode: 'X-1', caseName: 'x' }, 403, '无权限：不能修改案例“智能制造企业经营”'],
    ['an unknown rule', { caseCode: 'X-1', caseName: 'x', ruleId: '99999' }, 404, '规则不存在'],
    [
      'a bad licence url',
      { caseCode: 'X-1', caseName: 'x', licenseUrl: 'javascript:alert(1)' },
      400,
      '授权地址必须以 http:// 或 https:// 开头',
    ],
  ])('refuses a save with %s', async (_, raw, code, msg) => {
    await loginAs('teacher');
    const params: Record<string, string> = { ...raw };
    if (params.id === 'STD') params.id = caseBy('STD-MFG').id;
    await expectRefused(backend, e.case.add, params, code, msg);
  });

  it('deletes an own case with its modules, rules, rows and pictures; never a standard one for a teacher', async () => {
    await loginAs('teacher');
    const dev = caseBy('DEV-SMART-HOME');
    await expectRefused(
      backend,
      e.case.remove,
      { id: caseBy('STD-MFG').id },
      403,
      '无权限：不能修改案例“智能制造企业经营”',
    );
    await expectRefused(backend, e.case.remove, { id: '99999' }, 404, '案例不存在');
    expect((await caseService.remove({ id: dev.id }))?.data).toBe(true);
    expect(db().cases.some((c) => c.id === dev.id)).toBe(false);
    expect(db().caseModules.some((m) => m.caseId === dev.id)).toBe(false);
    expect(db().rules.some((r) => r.caseId === dev.id)).toBe(false);
    expect(db().steOrganization.some((r) => r.caseId === dev.id)).toBe(false);
    expect(db().steCase.some((r) => r.caseId === dev.id)).toBe(false);
  });

  it('lets an administrator delete a standard case, but not one a training plays or a template still in use', async () => {
    await loginAs('admin');
    await caseService.importCase({
      file: await xlsxFile('c.xlsx', [
        ['案例编码', '案例名称'],
        ['STD-OLD', '旧标准案例'],
      ]),
    });
    await caseService.pictureImport({ caseCode: 'STD-OLD', file: bytesFile('a.png', PNG_BYTES) });
    const old = caseBy('STD-OLD');
    expect((await caseService.remove({ id: old.id }))?.data).toBe(true);
    expect(db().cases.some((c) => c.id === old.id)).toBe(false);
    expect(db().casePictures.some((p) => p.caseCode === 'STD-OLD')).toBe(false);
    expect(db().caseModules.some((m) => m.caseId === old.id)).toBe(false);
    await expectRefused(
      backend,
      e.case.remove,
      { id: caseBy('STD-EQUIP-REL').id },
      409,
      '案例“装备制造企业经营（正式版）”正在被实训“市场营销班实训（暂停中）”使用，不能删除',
    );
    await expectRefused(
      backend,
      e.case.remove,
      { id: caseBy('TPL-MFG').id },
      409,
      '模板“制造企业案例模板”已被 1 个开发中的案例使用，不能删除',
    );
  });

  it('checks a case: a ready one passes, a broken one lists its problems', async () => {
    await loginAs('teacher');
    expect(await caseService.check({ caseId: caseBy('STD-MFG').id })).toEqual({
      caseId: caseBy('STD-MFG').id,
      passed: true,
      problems: [],
    });
    const dev = caseBy('DEV-SMART-HOME');
    db().steScore.filter((s) => s.caseId === dev.id)[0].weight = 10;
    db()
      .caseModules.filter((m) => m.caseId === dev.id)
      .forEach((m) => (m.enabled = 0));
    expect(await caseService.check({ caseId: dev.id })).toMatchObject({
      passed: false,
      problems: ['至少需要启用一个案例模块', '评分设置的权重合计为 60，应为 100'],
    });
  });
});

describe('case import', () => {
  const header = ['案例编码', '案例名称', '案例说明', '默认规则'];

  it.each([
    ['', '/sworld/case/import', '1'],
    ['2', '/sworldgz/case/import', '2'],
    ['3', '/sworldrelease/case/import', '3'],
  ])('imports for sandbox version %p at %s', async (version, path, sandTableId) => {
    await loginAs('teacher');
    if (version) window.localStorage.setItem('sandboxVersion', version);
    const file = await xlsxFile('cases.xlsx', [
      header,
      ['IMP-1', '导入案例一', '说明', 'TIGHT'],
      ['IMP-2', '导入案例二', '', ''],
    ]);
    const call =
      version === '2'
        ? caseService.importCaseGz
        : version === '3'
          ? caseService.importCaseRelease
          : caseService.importCase;
    const result = await call({ file });
    expect(lastRequest(backend).url.pathname).toBe(path);
    expect(result).toMatchObject({ imported: 2, errors: [] });
    const [one, two] = ['IMP-1', 'IMP-2'].map(caseBy);
    expect([one.sandTableId, two.sandTableId]).toEqual([sandTableId, sandTableId]);
    expect(db().rules.find((r) => r.id === one.ruleId)!.params.code).toBe('TIGHT');
    expect(db().caseModules.filter((m) => m.caseId === two.id)).toHaveLength(8);
  });

  it('imports standard cases when an administrator imports', async () => {
    await loginAs('admin');
    await caseService.importCase({ file: await xlsxFile('cases.xlsx', [header, ['STD-NEW', '新标准案例', '', '']]) });
    expect(caseBy('STD-NEW')).toMatchObject({ standard: 1, ownerId: '' });
  });

  it('reports every bad row and imports nothing', async () => {
    await loginAs('teacher');
    const file = await xlsxFile('cases.xlsx', [
      header,
      ['STD-MFG', '重复', '', ''],
      ['A', '', '', 'NOPE'],
      ['OK-1', '好的', '', ''],
      ['ok-1', '又一个', '', ''],
    ]);
    await expectRefused(
      backend,
      e.case.importCase,
      { file },
      400,
      '导入失败，第 2 行：案例编码“STD-MFG”已存在（共 5 处错误）',
      [
        { row: 2, field: '案例编码', msg: '案例编码“STD-MFG”已存在' },
        { row: 3, field: '案例编码', msg: '案例编码只能包含 2 到 32 位字母、数字、“-”或“_”' },
        { row: 3, field: '案例名称', msg: '案例名称不能为空' },
        { row: 3, field: '默认规则', msg: '预设规则“NOPE”不存在' },
        { row: 5, field: '案例编码', msg: '案例编码“ok-1”在文件中重复' },
      ],
    );
    await expectRefused(
      backend,
      e.case.importCase,
      { file: bytesFile('x.xlsx', PNG_BYTES) },
      400,
      '导入失败，文件内容不是有效的 .xlsx 表格',
      [{ row: 0, field: '文件', msg: '文件内容不是有效的 .xlsx 表格' }],
    );
    await expectRefused(
      backend,
      e.case.importCase,
      { file: textFile('x.csv', '编码,名称\nA1,B\n') },
      400,
      '导入失败，缺少列：案例编码、案例名称',
      [{ row: 0, field: '文件', msg: '缺少列：案例编码、案例名称' }],
    );
    await loginAs('student');
    await expectRefused(backend, e.case.importCase, { file }, 403, '无权限：仅教师可以执行此操作');
  });
});

describe('pictures', () => {
  it('lists a case’s pictures by caseCode and imports a new one as a data URL', async () => {
    await loginAs('teacher');
    const seeded = await caseService.pictureList({ caseCode: 'STD-MFG' });
    expect(lastRequest(backend).url.search).toBe('?caseCode=STD-MFG');
    expect(seeded!.map((p) => p.name)).toEqual(['厂区平面图.svg', '产品示意图.svg']);
    expect(seeded![0].url).toMatch(/^data:image\/svg\+xml;base64,/);
    const picture = (
      await caseService.pictureImport({
        caseCode: 'DEV-SMART-HOME',
        file: bytesFile('logo.png', PNG_BYTES),
      })
    )?.data;
    expect(picture).toMatchObject({
      caseCode: 'DEV-SMART-HOME',
      name: 'logo.png',
      size: PNG_BYTES.length,
      url: `data:image/png;base64,${Buffer.from(PNG_BYTES).toString('base64')}`,
    });
    expect((await caseService.pictureList({ caseCode: 'DEV-SMART-HOME' }))!.map((p) => p.name)).toEqual(['logo.png']);
  });

  it('refuses a wrong type, a fake image, a duplicate name, an unknown or foreign case', async () => {
    await loginAs('teacher');
    const caseCode = 'DEV-SMART-HOME';
    await expectRefused(
      backend,
      e.case.pictureImport,
      { caseCode, file: textFile('a.txt', 'x') },
      400,
      '案例图片格式不正确，仅支持 .png、.jpg、.jpeg、.gif、.svg、.webp',
    );
    await expectRefused(
      backend,
      e.case.pictureImport,
      { caseCode, file: textFile('a.png', 'not a png') },
      400,
      '案例图片的内容与文件类型不符',
    );
    await expectRefused(
      backend,
      e.case.pictureImport,
      { caseCode: 'NOPE', file: bytesFile('a.png', PNG_BYTES) },
      404,
      '案例不存在',
    );
    await expectRefused(
      backend,
      e.case.pictureImport,
      { file: bytesFile('a.png', PNG_BYTES) },
      400,
      '案例编码不能为空',
    );
    await expectRefused(
      backend,
      e.case.pictureImport,
      { caseCode: 'STD-MFG', file: bytesFile('a.png', PNG_BYTES) },
      403,
      '无权限：不能修改案例“智能制造企业经营”',
    );
    await caseService.pictureImport({ caseCode, file: bytesFile('a.png', PNG_BYTES) });
    await expectRefused(
      backend,
      e.case.pictureImport,
      { caseCode, file: bytesFile('a.png', PNG_BYTES) },
      409,
      '图片“a.png”已存在',
    );
  });
});

describe('timelines', () => {
  it('answers TimelineList and TimeList of a case and replaces the timeline from a file', async () => {
    await loginAs('teacher');
    const std = caseBy('STD-MFG');
    const events = await caseService.timeLine({ caseId: std.id });
    expect(events!.map((t) => t.round)).toEqual([1, 1, 2, 3, 4, 5, 7, 8]);
    const rounds = await caseService.getTimeLineList({ caseId: std.id });
    expect(rounds).toHaveLength(8);
    expect(rounds![4]).toEqual({ round: 5, year: 2, quarter: 1, count: 1 });

    const dev = caseBy('DEV-SMART-HOME');
    const result = await caseService.timeLineUpload({
      caseId: dev.id,
      file: await xlsxFile('t.xlsx', [
        ['轮次', '标题', '内容'],
        [1, '创业', '三位同学创办公司'],
        [6, '扩张', ''],
      ]),
    });
    expect(lastRequest(backend).url.pathname).toBe('/sworld/case/timeLine/upload');
    expect(result).toEqual({ imported: 2, errors: [] });
    expect((await caseService.timeLine({ caseId: dev.id }))!.map((t) => t.title)).toEqual(['创业', '扩张']);
    expect((await caseService.getTimeLineList({ caseId: dev.id }))!.map((n) => n.count)).toEqual([
      1, 0, 0, 0, 0, 1, 0, 0,
    ]);
  });

  it('reports bad timeline rows and keeps the old timeline', async () => {
    await loginAs('teacher');
    const dev = caseBy('DEV-SMART-HOME');
    const file = await xlsxFile('t.xlsx', [
      ['轮次', '标题', '内容'],
      [0, '早了', ''],
      [2, '', 'x'],
    ]);
    await expectRefused(
      backend,
      e.case.timeLineUpload,
      { caseId: dev.id, file },
      400,
      '导入失败，第 2 行：轮次必须是 1 到 40 之间的整数（共 2 处错误）',
      [
        { row: 2, field: '轮次', msg: '轮次必须是 1 到 40 之间的整数' },
        { row: 3, field: '标题', msg: '标题不能为空' },
      ],
    );
    await expectRefused(
      backend,
      e.case.timeLineUpload,
      { caseId: caseBy('STD-MFG').id, file },
      403,
      '无权限：不能修改案例“智能制造企业经营”',
    );
  });
});

describe('case modules', () => {
  it('lists a case’s modules in order and saves the whole list from the query string', async () => {
    await loginAs('teacher');
    const dev = caseBy('DEV-SMART-HOME');
    const modules = (await caseModuleService.list({ caseId: dev.id }))!;
    expect(modules.map((m) => m.sort)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const reordered = [modules[0], modules[3], modules[1], modules[2], ...modules.slice(4)].map((m, i) => ({
      ...m,
      enabled: i === 7 ? 0 : 1,
      moduleName: i === 1 ? '岗位与分工' : m.moduleName,
    }));
    const list = JSON.stringify(
      reordered.map(({ id, moduleName, enabled, content }) => ({ id, moduleName, enabled, content })),
    );
    const saved = (await caseModuleService.save({ caseId: dev.id, caseModuleList: list }))?.data;
    const sent = lastRequest(backend);
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/sworld/coursecase/casemodule/save');
    expect(sent.url.searchParams.get('caseModuleList')).toBe(list);
    expect(sent.body).toBe('');
    expect(saved!.map((m) => [m.moduleType, m.sort, m.enabled])).toEqual([
      ['basic', 1, 1],
      ['organization', 2, 1],
      ['presetDomain', 3, 1],
      ['presetIndustry', 4, 1],
      ['module', 5, 1],
      ['score', 6, 1],
      ['teacherShowField', 7, 1],
      ['developerData', 8, 0],
    ]);
    expect((await caseModuleService.list({ caseId: dev.id }))![1].moduleName).toBe('岗位与分工');
    expect(await caseModuleService.check({ caseId: dev.id })).toEqual({ caseId: dev.id, passed: true, problems: [] });
  });

  it('refuses bad module lists and writes nothing', async () => {
    await loginAs('teacher');
    const dev = caseBy('DEV-SMART-HOME');
    const modules = db().caseModules.filter((m) => m.caseId === dev.id);
    const list = (change: (m: (typeof modules)[number], i: number) => object) =>
      JSON.stringify(modules.map((m, i) => ({ ...m, ...change(m, i) })));
    const save = (caseModuleList: string) => ({ caseId: dev.id, caseModuleList });
    await expectRefused(backend, e.caseModule.save, { caseId: dev.id }, 400, '案例模块列表不能为空');
    await expectRefused(backend, e.caseModule.save, save('[{"id":"1"}]'), 400, '案例模块列表必须包含全部 8 个模块');
    await expectRefused(
      backend,
      e.caseModule.save,
      save(list(() => ({ enabled: 0 }))),
      400,
      '至少需要启用一个案例模块',
    );
    await expectRefused(
      backend,
      e.caseModule.save,
      save(list((_m, i) => (i === 2 ? { moduleName: '' } : {}))),
      400,
      '第 3 个模块的模块名称不能为空',
    );
    await expectRefused(
      backend,
      e.caseModule.save,
      save(list(() => ({ moduleName: '同名' }))),
      400,
      '模块名称“同名”重复',
    );
    await expectRefused(
      backend,
      e.caseModule.save,
      save(list((_m, i) => (i === 0 ? { id: '99999' } : {}))),
      404,
      '第 1 个案例模块不存在',
    );
    await expectRefused(
      backend,
      e.caseModule.save,
      save(list((_m, i) => (i === 0 ? { content: '长'.repeat(201) } : {}))),
      400,
      '模块“基本信息”的说明不能超过 200 个字符',
    );
    await expectRefused(
      backend,
      e.caseModule.save,
      { caseId: caseBy('STD-MFG').id, caseModuleList: '[]' },
      403,
      '无权限：不能修改案例“智能制造企业经营”',
    );
    await expectRefused(backend, e.caseModule.save, { caseId: '99999', caseModuleList: '[]' }, 404, '案例不存在');
  });
});

describe('edit-case families', () => {
  it('lists and saves organization rows (new rows get ids, the order is kept)', async () => {
    await loginAs('teacher');
    const dev = caseBy('DEV-SMART-HOME');
    const rows = (await steService.organizationList({ caseId: dev.id }))!;
    expect(lastRequest(backend).url.pathname).toBe('/sworld/steOrganization/list');
    expect(rows.map((r) => r.postCode)).toEqual(['CEO', 'CFO', 'CMO', 'COO', 'CPO']);
    const next = [
      rows[1],
      { ...rows[0], headcount: 2 },
      { postCode: 'CPO', postName: '采购经理', duty: '', headcount: 1 },
    ];
    const saved = (await steService.organizationSave({
      caseId: dev.id,
      rows: JSON.stringify(next.filter((r) => r.postCode !== 'CPO' || !r.id)),
    }))!.data!;
    expect(lastRequest(backend).url.pathname).toBe('/sworld/steOrganization/save');
    expect(saved.map((r) => [r.postCode, r.headcount, r.sort])).toEqual([
      ['CFO', 1, 1],
      ['CEO', 2, 2],
      ['CPO', 1, 3],
    ]);
    expect(saved[2].id).toMatch(/^\d+$/);
    expect((await steService.organizationList({ caseId: dev.id }))!).toEqual(saved);
  });

  it('keeps fixed families fixed: only values change', async () => {
    await loginAs('teacher');
    const dev = caseBy('DEV-SMART-HOME');
    const fields = (await steService.teacherShowFieldList({ caseId: dev.id }))!;
    const saved = (
      await steService.teacherShowFieldSave({
        caseId: dev.id,
        rows: JSON.stringify(fields.map((f) => ({ ...f, fieldKey: 'hacked', visible: 1 }))),
      })
    )?.data;
    expect(saved!.map((f) => f.fieldKey)).toEqual(fields.map((f) => f.fieldKey));
    expect(saved!.every((f) => f.visible === 1)).toBe(true);
    await expectRefused(
      backend,
      e.ste.teacherShowFieldSave,
      { caseId: dev.id, rows: JSON.stringify(fields.slice(1)) },
      400,
      '教师可见字段必须包含全部 10 行',
    );
    const modules = db().steModule.filter((m) => m.caseId === dev.id);
    await expectRefused(
      backend,
      e.ste.moduleSave,
      { caseId: dev.id, rows: JSON.stringify([...modules.slice(1), { moduleCode: 'x', moduleName: 'y' }]) },
      400,
      '经营模块不能新增行',
    );
  });

  it.each([
    [
      'scoreSave',
      [
        { itemName: 'A', weight: 60 },
        { itemName: 'B', weight: 30 },
      ],
      400,
      '权重合计必须为 100（当前为 90）',
    ],
    [
      'scoreSave',
      [
        { itemName: 'A', weight: 60 },
        { itemName: 'A', weight: 40 },
      ],
      409,
      '评分项“A”重复',
    ],
    ['scoreSave', [{ itemName: 'A', weight: 101 }], 400, '第 1 行的权重必须是 0 到 100 之间的整数'],
    ['organizationSave', [{ postCode: 'CTO', postName: 'x', headcount: 1 }], 400, '第 1 行的岗位编码的取值不正确'],
    ['organizationSave', [{ postCode: 'CEO', postName: '', headcount: 1 }], 400, '第 1 行的岗位名称不能为空'],
    [
      'organizationSave',
      [{ postCode: 'CEO', postName: 'x', headcount: 0 }],
      400,
      '第 1 行的人数必须是 1 到 10 之间的整数',
    ],
    ['organizationSave', [{ id: '99999', postCode: 'CEO', postName: 'x', headcount: 1 }], 404, '组织架构第 1 行不存在'],
    ['presetDomainSave', [{ domainName: '领'.repeat(31) }], 400, '第 1 行的领域名称不能超过 30 个字符'],
    ['presetIndustrySave', [{ industryName: '制造', industryCode: 'c-38' }], 400, '第 1 行的行业代码格式不正确'],
    ['developerDataSave', [{ dataKey: '1abc' }], 400, '第 1 行的数据键格式不正确'],
    ['developerDataSave', Array.from({ length: 31 }, (_, i) => ({ dataKey: `k${i}` })), 400, '开发者数据最多 30 行'],
  ])('refuses %s with bad rows (%#)', async (name, rows, code, msg) => {
    await loginAs('teacher');
    await expectRefused(
      backend,
      (e.ste as any)[name],
      { caseId: caseBy('DEV-SMART-HOME').id, rows: JSON.stringify(rows) },
      code,
      msg,
    );
  });

  it('refuses rows of a case the teacher may not change, and missing or malformed rows', async () => {
    await loginAs('teacher');
    await expectRefused(
      backend,
      e.ste.scoreSave,
      { caseId: caseBy('STD-MFG').id, rows: '[]' },
      403,
      '无权限：不能修改案例“智能制造企业经营”',
    );
    await expectRefused(backend, e.ste.scoreSave, { caseId: caseBy('DEV-SMART-HOME').id }, 400, '评分设置不能为空');
    await expectRefused(
      backend,
      e.ste.scoreSave,
      { caseId: caseBy('DEV-SMART-HOME').id, rows: '{"a":1}' },
      400,
      '评分设置的格式不正确',
    );
    await expectRefused(backend, e.ste.scoreList, { caseId: '99999' }, 404, '案例不存在');
  });
});

describe('cases in development', () => {
  it('builds a case from a template: modules, rows, timeline and a custom copy of its rule', async () => {
    await loginAs('teacher');
    const template = caseBy('TPL-RETAIL');
    const created = (
      await steService.caseSave({
        caseName: '社区生鲜店',
        caseCode: 'DEV-FRESH',
        templateCaseId: template.id,
      })
    )?.data;
    expect(lastRequest(backend).url.pathname).toBe('/sworld/steCase/save');
    expect(created).toMatchObject({
      caseName: '社区生鲜店',
      caseCode: 'DEV-FRESH',
      templateName: '零售企业案例模板',
      state: 0,
      editable: true,
    });
    const copy = caseBy('DEV-FRESH');
    expect(copy).toMatchObject({ isTemplate: 0, standard: 0, sandTableId: '1' });
    const rule = db().rules.find((r) => r.id === copy.ruleId)!;
    expect(rule).toMatchObject({ ruleName: '社区生鲜店规则', ruleType: 2, caseId: copy.id });
    expect(rule.params).toEqual(db().rules.find((r) => r.id === template.ruleId)!.params);
    expect(
      db()
        .steScore.filter((s) => s.caseId === copy.id)
        .map((s) => s.itemName),
    ).toEqual(['所有者权益', '发展潜力', '课堂表现', '实训总结']);

    const page = await steService.caseList({ current: 1, size: 10 });
    expect(page!.records!.map((r) => r.caseName)).toEqual(['社区生鲜店', '智能家居创业公司']);
  });

  it('marks a case ready only when its check passes, renames it, and deletes it with its case', async () => {
    await loginAs('teacher');
    const row = db().steCase[0];
    const saved = (await steService.caseSave({ id: row.id, caseName: '智能家居公司', state: 1 }))?.data;
    expect(saved).toMatchObject({ state: 1, caseName: '智能家居公司' });
    db().steOrganization = db().steOrganization.filter((o) => o.caseId !== row.caseId);
    await expectRefused(
      backend,
      e.ste.caseSave,
      { id: row.id, caseName: 'x', state: 1 },
      400,
      '案例还不能完成开发：组织架构中至少需要一个岗位',
    );
    expect((await steService.caseRemove({ id: row.id }))?.data).toBe(true);
    expect(db().cases.some((c) => c.id === row.caseId)).toBe(false);
  });

  it('refuses a missing name, a non-template, a duplicate code and someone else’s case', async () => {
    await loginAs('teacher');
    const template = caseBy('TPL-MFG');
    await expectRefused(backend, e.ste.caseSave, { templateCaseId: template.id }, 400, '案例名称不能为空');
    await expectRefused(backend, e.ste.caseSave, { caseName: 'x' }, 404, '案例模板不存在');
    await expectRefused(
      backend,
      e.ste.caseSave,
      { caseName: 'x', templateCaseId: caseBy('STD-MFG').id },
      400,
      '“智能制造企业经营”不是案例模板',
    );
    await expectRefused(
      backend,
      e.ste.caseSave,
      { caseName: 'x', templateCaseId: template.id, caseCode: 'STD-MFG' },
      409,
      '案例编码“STD-MFG”已存在',
    );
    await loginAs('teacher2');
    await expectRefused(backend, e.ste.caseRemove, { id: db().steCase[0].id }, 404, '开发中的案例不存在');
  });
});

describe('import templates', () => {
  it.each([
    [
      'student',
      '学生导入模板.xlsx',
      [
        ['登录账号', '姓名', '组号', '岗位编号'],
        ['student01', '张三', '1', '1'],
      ],
    ],
    [
      'case',
      '案例导入模板.xlsx',
      [
        ['案例编码', '案例名称', '案例说明', '默认规则'],
        ['CASE-001', '新能源汽车零部件企业', '一家生产电池组件的制造企业。', 'STANDARD'],
      ],
    ],
    [
      'dealerOrder',
      '经销商订单导入模板.xlsx',
      [
        ['市场', '产品', '数量', '单价', '交货季度', '回合'],
        ['本地', 'P1产品', '2', '50', '3', '1'],
      ],
    ],
    [
      'timeline',
      '时间轴导入模板.xlsx',
      [
        ['轮次', '标题', '内容'],
        ['1', '公司成立', '股东注资到位，管理层开始组建团队。'],
      ],
    ],
  ])('downloads the %s template as a real .xlsx with a header and one example row', async (name, fileName, rows) => {
    await loginAs('teacher');
    const file = await templateService.download({ name: name as 'student' });
    expect(lastRequest(backend).url.pathname).toBe('/sworld/template/download');
    expect(lastRequest(backend).url.search).toBe(`?name=${name}`);
    expect(file!.fileName).toBe(fileName);
    expect(file!.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await sheetRows(file!.blob)).toEqual(rows);
  });

  it('the case template imports as it is', async () => {
    await loginAs('teacher');
    const file = await templateService.download({ name: 'case' });
    const result = await caseService.importCase({ file: await asUpload(file!.blob, 'case.xlsx') });
    expect(result).toMatchObject({ imported: 1 });
  });

  it('refuses an unknown template name', async () => {
    await loginAs('teacher');
    const answer = await envelopeOf(e.template.download, { name: 'salary' });
    expect([answer.code, answer.msg]).toEqual([400, '模板名称的取值不正确']);
  });
});

describe('every mutating authoring endpoint', () => {
  const timeline = () =>
    xlsxFile('t.xlsx', [
      ['轮次', '标题', '内容'],
      [1, 'x', ''],
    ]);
  it.each([
    ['case.remove', () => ({ id: '99999' }), 404, '案例不存在'],
    ['case.timeLineUpload', async () => ({ caseId: '99999', file: await timeline() }), 404, '案例不存在'],
    ['case.timeLineUpload', () => ({ caseId: caseBy('DEV-SMART-HOME').id }), 400, '请选择要上传的时间轴文件'],
    ['case.pictureImport', () => ({ caseCode: 'DEV-SMART-HOME' }), 400, '请选择要上传的案例图片'],
    ['caseModule.save', () => ({ caseModuleList: '[]' }), 404, '案例不存在'],
    ['rule.customDelete', () => ({ ruleId: '99999' }), 404, '规则不存在'],
    ['rule.remove', () => ({}), 404, '规则不存在'],
    ['rule.updateTemplateRule', () => ({ ruleId: '99999', rows: '[]' }), 404, '规则不存在'],
    ['rule.deleteTemplateRule', () => ({ ruleId: '99999' }), 404, '规则不存在'],
    [
      'rule.savePreset',
      () => ({ caseId: caseBy('STD-MFG').id, ruleName: '教师的预设' }),
      403,
      '无权限：预设规则只能由管理员修改，可以复制为自己的规则后修改',
    ],
    ['rule.intelligenceData', () => ({ difficulty: 2, teamNum: 4, baseRuleId: '99999' }), 404, '规则不存在'],
    [
      'rule.importDealerOrder',
      () => ({ ruleId: db().rules.find((r) => r.ruleName === '高需求练习规则')!.id }),
      400,
      '请选择要上传的经销商订单文件',
    ],
    ['ste.caseSave', () => ({ id: '99999', caseName: 'x' }), 404, '开发中的案例不存在'],
    ['ste.caseRemove', () => ({ id: '99999' }), 404, '开发中的案例不存在'],
    ['ste.presetDomainSave', () => ({ caseId: '99999', rows: '[]' }), 404, '案例不存在'],
    [
      'ste.presetIndustrySave',
      () => ({
        caseId: caseBy('DEV-SMART-HOME').id,
        rows: '[{"industryName":"零售","industryCode":"F51"},{"industryName":"零售","industryCode":"F52"}]',
      }),
      409,
      '行业名称“零售”重复',
    ],
  ])('%s refuses bad input and writes nothing (%#)', async (key, params, code, msg) => {
    await loginAs('teacher');
    const [family, name] = key.split('.');
    await expectRefused(backend, (e as any)[family][name], await params(), code, msg);
  });
});
