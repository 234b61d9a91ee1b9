import { endpoints } from '@/services/endpoints';
import * as estimateService from '@/services/estimate';
import * as gmOrderServiceTyped from '@/services/gmOrder';
import * as menuServiceTyped from '@/services/menu';
import * as meetingServiceTyped from '@/services/orderMeeting';
import * as ruleService from '@/services/rule';
import * as studentServiceTyped from '@/services/student';
import * as trainingServiceTyped from '@/services/training';
import * as templateService from '@/services/template';
import { loginAs, useMockBackend, anyCalls } from '../../../tests/utils/mockServer';
import { flattenRule, getPresetRule, playScriptedGame, validateRule } from '../../engine';
import {
  asUpload,
  bytesFile,
  expectRefused,
  lastRequest,
  PNG_BYTES,
  sheetRows,
  textFile,
  xlsxFile,
} from './authoringKit';

const gmOrderService = anyCalls(gmOrderServiceTyped);
const menuService = anyCalls(menuServiceTyped);
const meetingService = anyCalls(meetingServiceTyped);
const studentService = anyCalls(studentServiceTyped);
const trainingService = anyCalls(trainingServiceTyped);

const backend = useMockBackend();
const e = endpoints.rule;
const db = () => backend.store.db;
const ruleByCode = (code: string) => db().rules.find((r) => r.params.code === code)!;
const ruleByName = (name: string) => db().rules.find((r) => r.ruleName === name)!;
const standardCase = () => db().cases.find((c) => c.caseCode === 'STD-MFG')!;
const customRule = () => ruleByName('高需求练习规则');
/** A student import file with the template's columns (登录账号, 姓名, 组号, 岗位编号). */
const studentSheet = (rows: (string | number)[][]) =>
  xlsxFile('学生名单.xlsx', [['登录账号', '姓名', '组号', '岗位编号'], ...rows]);

describe('rule lists and details', () => {
  it('lists the rules a teacher sees with paging, the template cases, and filters by case and type', async () => {
    await loginAs('teacher');
    const page = await ruleService.listForCaseAndTemplate({ current: 1, size: 5 });
    expect(lastRequest(backend).method).toBe('GET');
    expect(lastRequest(backend).url.pathname).toBe('/sworld/swrule/listForCaseAndTemplate');
    expect(lastRequest(backend).url.search).toBe('?current=1&size=5');
    // 3 presets, 2 template rules, 2 custom rules of the teacher
    expect(page!.total).toBe(7);
    expect(page!.records).toHaveLength(5);
    expect(page!.templateCaseList!.map((c) => c.caseCode)).toEqual(['TPL-MFG', 'TPL-RETAIL']);

    const presets = await ruleService.listForCaseAndTemplate({ ruleType: 1, caseId: standardCase().id });
    expect(presets!.records!.map((r) => [r.ruleName, r.ruleType, r.code, r.isDefault, r.caseName])).toEqual([
      ['标准规则', 1, 'STANDARD', true, '智能制造企业经营'],
    ]);
  });

  it('hides one teacher’s custom rules from another', async () => {
    await loginAs('teacher2');
    const page = await ruleService.listForCaseAndTemplate({ ruleType: 2 });
    expect(page!.total).toBe(0);
    await expectRefused(backend, e.detailList, { ruleId: customRule().id }, 404, '规则不存在');
  });

  it('answers the detail rows the engine flattens the rule to, and the base rules of standard cases', async () => {
    await loginAs('student');
    const detail = await ruleService.detailList({ ruleId: ruleByCode('QUICK').id });
    expect(detail!.rows).toEqual(flattenRule(getPresetRule('QUICK')!));
    expect(detail!.editable).toBe(false);
    const base = await ruleService.basecaseList();
    expect(base!.map((r) => r.code)).toEqual(['STANDARD', 'QUICK', 'TIGHT']);
  });

  it('checks a rule with the engine', async () => {
    await loginAs('teacher');
    expect(await ruleService.detailCheck({ ruleId: ruleByCode('TIGHT').id })).toEqual({
      ruleId: ruleByCode('TIGHT').id,
      passed: true,
      msg: '规则“紧缩规则”检查通过，可以用于实训',
    });
    customRule().params.lineTypes[0].capacity = 0;
    expect(await ruleService.detailCheck({ ruleId: customRule().id })).toMatchObject({
      passed: false,
      msg: '生产线“手工线”的产能至少为 1',
    });
  });

  it('lists rules through the estimate service under the sandbox variant', async () => {
    await loginAs('teacher');
    window.localStorage.setItem('sandboxVersion', '3');
    const page = await estimateService.ruleList({ ruleName: '紧缩' });
    expect(lastRequest(backend).url.pathname).toBe('/estimaterelease/rule/list');
    expect(page!.records!.map((r) => r.ruleName)).toEqual(['紧缩规则']);
  });
});

describe('export and import round trip', () => {
  it('exports a rule as a real .xlsx of its detail rows and imports it back to the same parameters', async () => {
    await loginAs('teacher');
    const source = ruleByCode('TIGHT');
    const file = await ruleService.exportRule({ ruleId: source.id });
    expect(lastRequest(backend).url.pathname).toBe('/sworld/swrule/export');
    expect(lastRequest(backend).url.search).toBe(`?ruleId=${source.id}`);
    expect(file!.fileName).toBe('紧缩规则.xlsx');
    const rows = await sheetRows(file!.blob);
    expect(rows[0]).toEqual(['参数编码', '分类', '名称', '数值', '单位']);
    expect(rows).toContainEqual(['loan.shortMultiple', '贷款', '短期贷款额度（所有者权益倍数）', '0.5', '倍']);
    expect(rows).toHaveLength(flattenRule(source.params).length + 1);

    const imported = await ruleService.importRule({
      file: await asUpload(file!.blob, file!.fileName),
      caseId: standardCase().id,
    });
    const sent = lastRequest(backend);
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/sworld/swrule/import');
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body).toContain('filename="紧缩规则.xlsx"');
    expect(imported).toMatchObject({
      imported: 1,
      errors: [],
      rule: { ruleName: '紧缩规则', ruleType: 2, caseId: standardCase().id },
    });
    const copy = db().rules.find((r) => r.id === imported!.rule!.id)!;
    expect(copy.params).toEqual(source.params);
    expect(JSON.stringify(copy.params)).toBe(JSON.stringify(source.params));
  });

  it('round-trips an edited custom rule (decimals, text and booleans)', async () => {
    await loginAs('teacher');
    const rule = customRule();
    await ruleService.customSave({
      ruleId: rule.id,
      rows: JSON.stringify([
        { code: 'loan.longMultiple', value: '1.5' },
        { code: 'base.description', value: '  需求更高的练习规则  ' },
        { code: 'base.advertisingPerRound', value: 1 },
      ]),
    });
    const file = await ruleService.exportRule({ ruleId: rule.id });
    const again = await ruleService.importRule({
      file: await asUpload(file!.blob, 'again.xlsx'),
      caseId: rule.caseId,
      ruleName: '再次导入',
    });
    const copy = db().rules.find((r) => r.id === again!.rule!.id)!;
    expect(copy.params).toEqual(customRule().params);
    expect(copy.params).toMatchObject({
      description: '需求更高的练习规则',
      advertisingPerRound: true,
      loan: { longMultiple: 1.5 },
    });
  });

  it('takes parameters a file leaves out from the base rule: the one-row template imports', async () => {
    await loginAs('admin');
    const template = await templateService.download({ name: 'rule' });
    expect(await sheetRows(template!.blob)).toEqual([
      ['参数编码', '分类', '名称', '数值', '单位'],
      ['base.managementFee', '基本参数', '管理费（每季）', '10', '万元'],
    ]);
    const edited = await xlsxFile('fee.xlsx', [
      ['参数编码', '数值'],
      ['base.managementFee', 12],
    ]);
    const result = await ruleService.importRule({ file: edited, caseId: standardCase().id, ruleName: '管理费 12' });
    // an administrator's import is a preset unless asked otherwise
    expect(result!.rule!.ruleType).toBe(1);
    const params = db().rules.find((r) => r.id === result!.rule!.id)!.params;
    expect(params).toEqual({ ...getPresetRule('STANDARD')!, managementFee: 12 });
  });

  it('reports every bad row of a rule file and imports nothing', async () => {
    await loginAs('teacher');
    const file = await xlsxFile('bad.xlsx', [
      ['参数编码', '分类', '名称', '数值', '单位'],
      ['base.taxRate', '基本参数', '所得税率', 150, '%'],
      ['base.nothing', '', '', 1, ''],
      ['base.maxLines', '基本参数', '最大生产线数', 2.5, '条'],
      ['', '', '', '', ''],
      ['base.maxLines', '基本参数', '最大生产线数', 3, '条'],
      ['market.LOCAL.devCost', '市场', '本地市场开拓费用（每季）', 'abc', '万元'],
    ]);
    const errors = [
      { row: 2, field: '数值', msg: '“所得税率”必须在 0 到 100 之间' },
      { row: 3, field: '参数编码', msg: '规则参数“base.nothing”不存在' },
      { row: 4, field: '数值', msg: '“最大生产线数”必须是整数' },
      { row: 6, field: '参数编码', msg: '规则参数“base.maxLines”重复' },
      { row: 7, field: '数值', msg: '“本地市场开拓费用（每季）”必须是数字' },
    ];
    await expectRefused(
      backend,
      e.importRule,
      { file, caseId: standardCase().id },
      400,
      '导入失败，第 2 行：“所得税率”必须在 0 到 100 之间（共 5 处错误）',
      errors,
    );
  });

  it('refuses files the engine cannot play, malformed files and wrong types, writing nothing', async () => {
    await loginAs('teacher');
    const caseId = standardCase().id;
    const unplayable = await xlsxFile('r.xlsx', [
      ['参数编码', '数值'],
      ['order.LOCAL.P1.priceMin', 90],
    ]);
    await expectRefused(
      backend,
      e.importRule,
      { file: unplayable, caseId },
      400,
      '导入失败，订单规则“LOCAL.P1”的下限不能大于上限',
      [{ row: 0, field: '规则', msg: '订单规则“LOCAL.P1”的下限不能大于上限' }],
    );
    const fileError = (msg: string) => [{ row: 0, field: '文件', msg }];
    await expectRefused(
      backend,
      e.importRule,
      { file: bytesFile('picture.xlsx', PNG_BYTES), caseId },
      400,
      '导入失败，文件内容不是有效的 .xlsx 表格',
      fileError('文件内容不是有效的 .xlsx 表格'),
    );
    // A legacy Excel 97–2003 file (its OLE2 signature): ExcelJS reads Office Open XML only.
    await expectRefused(
      backend,
      e.importRule,
      { file: bytesFile('old.xls', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), caseId },
      400,
      '导入失败，模拟后台无法读取旧版 .xls 表格，请在 Excel 中另存为 .xlsx 后重新上传',
      fileError('模拟后台无法读取旧版 .xls 表格，请在 Excel 中另存为 .xlsx 后重新上传'),
    );
    await expectRefused(
      backend,
      e.importRule,
      { file: textFile('rule.csv', '编码,值\nbase.taxRate,20\n'), caseId },
      400,
      '导入失败，缺少列：参数编码、数值',
      fileError('缺少列：参数编码、数值'),
    );
    await expectRefused(
      backend,
      e.importRule,
      { file: textFile('header.csv', '参数编码,数值\n'), caseId },
      400,
      '导入失败，文件中没有数据行',
      fileError('文件中没有数据行'),
    );
    await expectRefused(
      backend,
      e.importRule,
      { file: textFile('rule.txt', 'x'), caseId },
      400,
      '规则文件格式不正确，仅支持 .xlsx、.xls、.csv',
    );
    await expectRefused(backend, e.importRule, { caseId }, 400, '请选择要上传的规则文件');
    await expectRefused(
      backend,
      e.importRule,
      { file: textFile('r.csv', '参数编码,数值\nbase.taxRate,20\n') },
      400,
      '所属案例不能为空',
    );
    await expectRefused(
      backend,
      e.importRule,
      { file: textFile('r.csv', '参数编码,数值\nbase.taxRate,20\n'), caseId: '99999' },
      404,
      '所属案例不存在',
    );
    await expectRefused(
      backend,
      e.importRule,
      { file: textFile('r.csv', '参数编码,数值\nbase.taxRate,20\n'), caseId, ruleName: '标准规则' },
      409,
      '该案例下已有名为“标准规则”的规则',
    );
  });

  it('reads a CSV saved by a Chinese Excel (GB18030) as well as UTF-8 with BOM', async () => {
    await loginAs('teacher');
    // '参数编码,数值\nbase.taxRate,20\n' in GB18030
    const gbk = bytesFile('gbk.csv', [
      178,
      206,
      202,
      253,
      177,
      224,
      194,
      235,
      44,
      202,
      253,
      214,
      181,
      10,
      ...Array.from(new TextEncoder().encode('base.taxRate,20\n')),
    ]);
    const viaBom = textFile('bom.csv', '\uFEFF参数编码,数值\nbase.taxRate,20\n');
    for (const [file, name] of [
      [gbk, 'gbk'],
      [viaBom, 'bom'],
    ] as const) {
      const result = await ruleService.importRule({ file, caseId: standardCase().id, ruleName: name });
      expect(db().rules.find((r) => r.id === result!.rule!.id)!.params.taxRate).toBe(20);
    }
  });
});

describe('a rule changed here changes the game', () => {
  it('plays the same seeded game differently after the management fee and demand are edited', async () => {
    await loginAs('teacher');
    const rule = customRule();
    const before = JSON.parse(JSON.stringify(rule.params));
    const saved = (
      await ruleService.customSave({
        ruleId: rule.id,
        rows: JSON.stringify([
          { code: 'base.managementFee', value: 25 },
          { code: 'order.LOCAL.P1.demandPerTeam', value: 30 },
        ]),
      })
    )?.data;
    expect(lastRequest(backend).body).toBe(
      `ruleId=${rule.id}&rows=${encodeURIComponent(
        JSON.stringify([
          { code: 'base.managementFee', value: 25 },
          { code: 'order.LOCAL.P1.demandPerTeam', value: 30 },
        ]),
      )}`,
    );
    expect(saved!.rows!.find((r) => r.code === 'base.managementFee')!.value).toBe(25);
    expect(saved!.updatedBy).toBe('王老师');
    const after = customRule().params;
    expect(validateRule(after)).toBeNull();

    const teams = [1, 2, 3, 4].map((n) => ({ teamId: `T${n}`, teamName: `第${n}组` }));
    const play = (rule: typeof after) => playScriptedGame({ rule, seed: 7, teams, rounds: 4 });
    const old = play(before);
    const edited = play(after);
    const q1 = (s: typeof old) => s.history[0].teams[0];
    expect(q1(old).expenses.administrative).toBe(10);
    expect(q1(edited).expenses.administrative).toBe(25);
    const yearRevenue = (s: typeof old) =>
      s.history[3].teams.reduce((sum, t) => sum + t.incomeStatement.netRevenues.end, 0);
    expect(yearRevenue(edited)).not.toBe(yearRevenue(old));
  });
});

describe('saving, copying and deleting', () => {
  it('creates a custom rule from a base rule with changes, and refuses a duplicate name', async () => {
    await loginAs('teacher');
    const created = (
      await ruleService.customSave({
        ruleName: '我的规则',
        caseId: standardCase().id,
        baseRuleId: ruleByCode('QUICK').id,
        rows: JSON.stringify([{ code: 'base.taxRate', value: 20 }]),
      })
    )?.data;
    expect(created).toMatchObject({ ruleName: '我的规则', ruleType: 2, editable: true, isDefault: false });
    expect(db().rules.find((r) => r.id === created!.id)!.params).toEqual({ ...getPresetRule('QUICK')!, taxRate: 20 });
    await expectRefused(
      backend,
      e.customSave,
      { ruleName: '我的规则', caseId: standardCase().id },
      409,
      '该案例下已有名为“我的规则”的规则',
    );
  });

  it.each([
    ['no name', { caseId: 'CASE' }, 400, '规则名称不能为空'],
    ['no case', { ruleName: 'x' }, 400, '所属案例不能为空'],
    ['an unknown case', { ruleName: 'x', caseId: '99999' }, 404, '所属案例不存在'],
    ['an unknown rule', { ruleId: '99999', rows: '[]' }, 404, '规则不存在'],
    ['a preset rule', { ruleId: 'PRESET', rows: '[]' }, 400, '规则“标准规则”不是自定义规则'],
    ['nothing to save', { ruleId: 'CUSTOM' }, 400, '没有要保存的修改'],
    ['rows that are not JSON', { ruleId: 'CUSTOM', rows: '{' }, 400, '规则明细格式不正确'],
    [
      'an unknown parameter',
      { ruleId: 'CUSTOM', rows: '[{"code":"base.speed","value":1}]' },
      400,
      '规则参数“base.speed”不存在',
    ],
    [
      'a value out of range',
      { ruleId: 'CUSTOM', rows: '[{"code":"base.taxRate","value":101}]' },
      400,
      '“所得税率”必须在 0 到 100 之间',
    ],
    [
      'a negative value',
      { ruleId: 'CUSTOM', rows: '[{"code":"material.R1.price","value":-1}]' },
      400,
      '“R1原料单价”必须在 0 到 100000 之间',
    ],
    [
      'a fraction where whole numbers count',
      { ruleId: 'CUSTOM', rows: '[{"code":"lineType.AUTO.capacity","value":2.5}]' },
      400,
      '“全自动线每季产能”必须是整数',
    ],
    ['an empty value', { ruleId: 'CUSTOM', rows: '[{"code":"base.name","value":" "}]' }, 400, '“规则名称”不能为空'],
    [
      'a rule the engine refuses',
      { ruleId: 'CUSTOM', rows: '[{"code":"lineType.MANUAL.resale","value":60}]' },
      400,
      '生产线“手工线”的残值不能高于价格',
    ],
    [
      'a bad switch',
      { ruleId: 'CUSTOM', rows: '[{"code":"base.advertisingPerRound","value":2}]' },
      400,
      '“每季投放广告（1 是，0 否）”只能是 0 或 1',
    ],
  ])('refuses a custom save with %s', async (_, raw, code, msg) => {
    await loginAs('teacher');
    const ids: Record<string, string> = {
      CASE: standardCase().id,
      PRESET: ruleByCode('STANDARD').id,
      CUSTOM: customRule().id,
    };
    const params = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, ids[v as string] ?? v]));
    await expectRefused(backend, e.customSave, params, code, msg);
  });

  it('lets a student only read', async () => {
    await loginAs('student');
    await expectRefused(
      backend,
      e.customSave,
      { ruleId: customRule().id, rows: '[]' },
      403,
      '无权限：仅教师可以执行此操作',
    );
    await expectRefused(backend, e.copy, { ruleId: customRule().id }, 403, '无权限：仅教师可以执行此操作');
    await expectRefused(backend, e.importDealerOrder, { ruleId: customRule().id }, 403, '无权限：仅教师可以执行此操作');
  });

  it('copies a rule as the teacher’s custom rule with a free name', async () => {
    await loginAs('teacher');
    const first = (await ruleService.copy({ ruleId: ruleByCode('STANDARD').id }))?.data;
    const second = (await ruleService.copy({ ruleId: ruleByCode('STANDARD').id }))?.data;
    expect([first!.ruleName, second!.ruleName]).toEqual(['标准规则（副本）', '标准规则（副本）2']);
    expect(first).toMatchObject({ ruleType: 2, caseId: standardCase().id, editable: true });
    expect(db().rules.find((r) => r.id === first!.id)!.params).toEqual(ruleByCode('STANDARD').params);
    await expectRefused(backend, e.copy, { ruleId: '99999' }, 404, '规则不存在');
  });

  it('deletes custom rules, but never a case’s default rule or another teacher’s rule', async () => {
    await loginAs('teacher');
    expect((await ruleService.customDelete({ ruleId: customRule().id }))?.data).toBe(true);
    expect(db().rules.some((r) => r.ruleName === '高需求练习规则')).toBe(false);
    const devDefault = ruleByName('智能家居低利率规则');
    await expectRefused(
      backend,
      e.customDelete,
      { ruleId: devDefault.id },
      409,
      '规则“智能家居低利率规则”是案例“智能家居创业公司”的默认规则，不能删除',
    );
    await expectRefused(
      backend,
      e.remove,
      { ruleId: ruleByCode('STANDARD').id },
      403,
      '无权限：预设规则只能由管理员删除',
    );
    await expectRefused(
      backend,
      e.remove,
      { ruleId: db().rules.find((r) => r.ruleType === 3)!.id },
      400,
      '模板规则请通过“删除模板规则”删除',
    );
    await expectRefused(
      backend,
      e.customDelete,
      { ruleId: ruleByCode('QUICK').id },
      400,
      '规则“快速规则”不是自定义规则',
    );
    await loginAs('teacher2');
    await expectRefused(backend, e.customDelete, { ruleId: devDefault.id }, 404, '规则不存在');
  });

  it('never deletes a rule a training plays', async () => {
    await loginAs('teacher');
    const copy = (await ruleService.copy({ ruleId: ruleByCode('STANDARD').id, ruleName: '实训用规则' }))?.data;
    db().trainings[0].ruleId = String(copy!.id);
    await expectRefused(
      backend,
      e.customDelete,
      { ruleId: copy!.id },
      409,
      `规则“实训用规则”正在被实训“${db().trainings[0].trainName}”使用，不能删除`,
    );
  });

  it('lets an administrator delete a preset that is no case’s default', async () => {
    await loginAs('admin');
    const extra = (
      await ruleService.savePreset({
        ruleName: '考试用预设',
        caseId: standardCase().id,
        rows: JSON.stringify([{ code: 'base.name', value: '考试规则' }]),
      })
    )?.data;
    expect(extra).toMatchObject({ ruleType: 1, ruleName: '考试用预设' });
    expect((await ruleService.remove({ ruleId: extra!.id! }))?.data).toBe(true);
    await expectRefused(
      backend,
      e.remove,
      { ruleId: ruleByCode('STANDARD').id },
      409,
      '规则“标准规则”是案例“智能制造企业经营”的默认规则，不能删除',
    );
  });

  it('saves a preset rule’s changes and renames it (administrators)', async () => {
    await loginAs('admin');
    const preset = ruleByCode('QUICK');
    const saved = (
      await ruleService.savePreset({
        ruleId: preset.id,
        ruleName: '快速规则（修订）',
        rows: JSON.stringify([{ code: 'menu.pickSeconds', value: 45 }]),
      })
    )?.data;
    expect(lastRequest(backend).url.pathname).toBe('/sworld/swrule/save');
    expect(saved).toMatchObject({ ruleName: '快速规则（修订）', ruleType: 1 });
    expect(ruleByCode('QUICK').params.menu.pickSeconds).toBe(45);
    await expectRefused(
      backend,
      e.savePreset,
      { ruleId: customRule().id, rows: '[]' },
      400,
      '规则“高需求练习规则”不是预设规则',
    );
    await expectRefused(backend, e.savePreset, { ruleId: '99999', rows: '[]' }, 404, '规则不存在');
    await expectRefused(
      backend,
      e.savePreset,
      { caseId: standardCase().id, ruleName: '标准规则' },
      409,
      '该案例下已有名为“标准规则”的规则',
    );
  });

  it('updates and deletes template rules', async () => {
    await loginAs('teacher');
    const template = db().rules.find((r) => r.ruleName === '零售企业案例模板规则')!;
    const updated = (
      await ruleService.updateTemplateRule({
        ruleId: template.id,
        rows: JSON.stringify([{ code: 'base.initialCapital', value: 700 }]),
      })
    )?.data;
    expect(updated!.rows!.find((r) => r.code === 'base.initialCapital')!.value).toBe(700);
    await expectRefused(
      backend,
      e.updateTemplateRule,
      { ruleId: customRule().id, rows: '[]' },
      400,
      '规则“高需求练习规则”不是模板规则',
    );
    await expectRefused(
      backend,
      e.deleteTemplateRule,
      { ruleId: template.id },
      409,
      '规则“零售企业案例模板规则”是案例“零售企业案例模板”的默认规则，不能删除',
    );
    const tplCase = db().cases.find((c) => c.caseCode === 'TPL-RETAIL')!;
    await loginAs('admin');
    const second = (await ruleService.savePreset({ ruleName: 'x', caseId: tplCase.id }))?.data;
    expect(second!.ruleType).toBe(1);
    await loginAs('teacher');
    const extra = await ruleService.importRule({
      file: await xlsxFile('t.xlsx', [
        ['参数编码', '数值'],
        ['base.taxRate', 15],
      ]),
      caseId: tplCase.id,
      ruleType: 3,
      ruleName: '模板第二规则',
    });
    expect(extra!.rule!.ruleType).toBe(3);
    expect((await ruleService.deleteTemplateRule({ ruleId: extra!.rule!.id! }))?.data).toBe(true);
    await expectRefused(
      backend,
      e.importRule,
      {
        file: await xlsxFile('t.xlsx', [
          ['参数编码', '数值'],
          ['base.taxRate', 15],
        ]),
        caseId: standardCase().id,
        ruleType: 3,
      },
      400,
      '模板规则只能属于模板案例',
    );
  });
});

describe('intelligent generation', () => {
  it.each([
    [1, 2],
    [2, 6],
    [3, 20],
  ])(
    'generates valid rule rows for difficulty %p and %p teams, saved as a custom rule',
    async (difficulty, teamNum) => {
      await loginAs('teacher');
      const smart = await ruleService.intelligenceData({ difficulty, teamNum });
      expect(lastRequest(backend).body).toBe(`difficulty=${difficulty}&teamNum=${teamNum}`);
      expect(smart!.code).toBe(`SMART_${difficulty}_${teamNum}`);
      const saved = (
        await ruleService.customSave({
          ruleName: smart!.ruleName,
          caseId: standardCase().id,
          rows: JSON.stringify(smart!.rows!.map(({ code, value }) => ({ code, value }))),
        })
      )?.data;
      const params = db().rules.find((r) => r.id === saved!.id)!.params;
      expect(validateRule(params)).toBeNull();
      expect(flattenRule(params)).toEqual(smart!.rows);
      expect(params.initialCash).toBeGreaterThan(0);
    },
  );

  it('makes easier rules richer and harder rules poorer', async () => {
    await loginAs('teacher');
    const value = async (difficulty: number, code: string) =>
      (await ruleService.intelligenceData({ difficulty, teamNum: 6 }))!.rows!.find((r) => r.code === code)!
        .value as number;
    expect(await value(1, 'base.initialCapital')).toBeGreaterThan(await value(3, 'base.initialCapital'));
    expect(await value(1, 'order.LOCAL.P1.demandPerTeam')).toBeGreaterThan(
      await value(3, 'order.LOCAL.P1.demandPerTeam'),
    );
    expect(await value(1, 'loan.longRate')).toBeLessThan(await value(3, 'loan.longRate'));
  });

  it.each([
    [{ teamNum: 4 }, '难度不能为空'],
    [{ difficulty: 4, teamNum: 4 }, '难度必须在 1 到 3 之间'],
    [{ difficulty: 2, teamNum: 1 }, '小组数必须在 2 到 20 之间'],
    [{ difficulty: 2, teamNum: 'abc' }, '小组数必须是整数'],
  ])('refuses %p', async (params, msg) => {
    await loginAs('teacher');
    await expectRefused(backend, e.intelligenceData, params, 400, msg);
  });
});

describe('dealer orders', () => {
  const header = ['市场', '产品', '数量', '单价', '交货季度', '回合'];

  it('imports a dealer order file into the rule (codes or names), replacing the previous orders', async () => {
    await loginAs('teacher');
    const rule = customRule();
    const result = await ruleService.importDealerOrder({
      ruleId: rule.id,
      file: await xlsxFile('orders.xlsx', [header, ['本地', 'P1产品', 2, 50, 3, 1], ['REGION', 'P2', 1, 70, 4, 5]]),
    });
    expect(lastRequest(backend).url.pathname).toBe('/sworld/swrule/importDealerOrder');
    expect(result).toMatchObject({ imported: 2, errors: [] });
    expect(customRule().dealerOrders).toEqual([
      { round: 1, market: 'LOCAL', product: 'P1', quantity: 2, unitPrice: 50, deliveryQuarter: 3 },
      { round: 5, market: 'REGION', product: 'P2', quantity: 1, unitPrice: 70, deliveryQuarter: 4 },
    ]);
    const detail = await ruleService.detailList({ ruleId: rule.id });
    expect(detail!.dealerOrders![1]).toMatchObject({ round: 5, marketName: '区域', productName: 'P2产品' });
    expect(detail!.dealerOrderCount).toBe(2);
  });

  it('reports every bad row and keeps the rule as it was', async () => {
    await loginAs('teacher');
    // The rule holds its order meeting in the first quarter of each year (rounds 1, 5, 9 …).
    expect(customRule().params.advertisingPerRound).toBe(false);
    const file = await xlsxFile('orders.xlsx', [
      header,
      ['火星', 'P1', 2, 50, 3, 1],
      ['本地', 'P9', 0, 50, 5, 1],
      ['本地', 'P1', 1, 'x', 1, 1],
      ['本地', 'P1', 1, 50, 2, 2],
      ['本地', 'P1', 1, 50, 2, ''],
    ]);
    await expectRefused(
      backend,
      e.importDealerOrder,
      { ruleId: customRule().id, file },
      400,
      '导入失败，第 2 行：市场“火星”不在规则中（共 7 处错误）',
      [
        { row: 2, field: '市场', msg: '市场“火星”不在规则中' },
        { row: 3, field: '产品', msg: '产品“P9”不在规则中' },
        { row: 3, field: '交货季度', msg: '交货季度必须是 1 到 4 之间的整数' },
        { row: 3, field: '数量', msg: '数量必须是 1 到 999 之间的整数' },
        { row: 4, field: '单价', msg: '单价必须是 1 到 10000 之间的整数' },
        { row: 5, field: '回合', msg: '第 2 回合没有订货会（本规则的订货会在每年第 1 季）' },
        { row: 6, field: '回合', msg: '回合必须是 1 到 99 之间的整数' },
      ],
    );
    expect(customRule().dealerOrders).toEqual([]);
    await expectRefused(backend, e.importDealerOrder, { ruleId: '99999', file }, 404, '规则不存在');
  });

  it('offers the imported orders in the order pool of the round they name, in a training on the rule', async () => {
    await loginAs('teacher');
    const rule = customRule();
    await ruleService.importDealerOrder({
      ruleId: rule.id,
      file: await xlsxFile('orders.xlsx', [header, ['本地', 'P1产品', 7, 99, 4, 1], ['本地', 'P1产品', 3, 88, 2, 5]]),
    });
    const klass = db().classes.find((c) => c.className === '2026级会计学2班')!;
    const training = (
      await trainingService.save({
        trainName: '经销商订单实训',
        caseId: rule.caseId,
        ruleId: rule.id,
        classId: klass.id,
        groupNum: 1,
        sandTableId: '1',
      })
    )?.data;
    await studentService.importStudents({ trainId: training.id, file: await studentSheet([['student08', 'x', 1, 1]]) });
    await trainingService.changeState({ id: training.id, state: 1, version: training.version });
    await meetingService.start({ trainId: training.id });
    await loginAs('student08');
    await menuService.putAdvertising({ trainId: training.id, items: [{ market: 'LOCAL', product: 'P1', amount: 10 }] });
    await loginAs('teacher');
    await menuService.sendAdvertising({ trainId: training.id });
    const pool = await gmOrderService.getGmOrder({ trainId: training.id, market: 'LOCAL', product: 'P1', size: 100 });
    expect(lastRequest(backend).url.pathname).toBe('/sworld/gmOrder/getGmOrder');
    const dealers = pool.records.filter((o: { id: string }) => o.id.includes('-D-'));
    // Round 1's order is there as imported; round 5's waits for that round's meeting.
    expect(dealers).toEqual([
      expect.objectContaining({ id: 'O1-D-1', quantity: 7, unitPrice: 99, totalPrice: 693, state: 'open' }),
    ]);
    expect(pool.records.length).toBeGreaterThan(1);
  });
});
