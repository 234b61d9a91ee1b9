import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { resolvers } from '../../../mock/handlers';
import { API_PREFIXES, buildHandlers, buildRouteTable, concretePaths } from '../../../mock/handlers/build';
import { createStore } from '../../../mock/db/store';
import { allEndpoints, endpoints, resolvePath } from '../endpoints';

/** Spec point 7's spelled-out paths: [method or '' where the spec gives none, path]. */
const SPELLED: [string, string][] = [
  ['POST', '/sworld/user/pwd/change'],
  ['GET', '/sworld/user/list'],
  ['POST', '/sworld/user/save'],
  ['POST', '/sworld/user/delete'],
  ['POST', '/sworld/user/personal/change'],
  ['GET', '/sworld/user/getById'],
  ['POST', '/sworld/classSummary/score'],
  ['GET', '/sworld/teacherRating/list'],
  ['POST', '/sworld/teacherRating/score'],
  ['GET', '/sworldShunt/gmInfo/publicMes'],
  ['POST', '/login'],
  ['POST', '/logout'],
  ['GET', '/sworld/permission/code'],
  ['', '/sworld/teachingclass/save'],
  ['GET', '/sworld/teachingclass/list'],
  ['POST', '/sworld/teachingclass/delete'],
  ['GET', '/sworldShunt/training/list'],
  ['POST', '/sworld/training/save'],
  ['POST', '/sworldrelease/training/save'],
  ['POST', '/sworldgz/training/save'],
  ['POST', '/sworldShunt/training/changeState'],
  ['', '/sworldShunt/training/getById'],
  ['POST', '/sworldShunt/training/changeRound'],
  ['', '/sworld/training/record'],
  ['', '/sworld/training/isOpen'],
  ['GET', '/sworld/training/getTeamScoreList'],
  ['GET', '/sworld/training/getPlatformConstruction'],
  ['GET', '/sworld/training/getPDCA'],
  ['GET', '/sworld/training/getCountScore'],
  ['POST', '/sworld/training/inputScore'],
  ['POST', '/sworld/training/clickBankruptcy'],
  ['POST', '/sworld/training/delMaterialOrder'],
  ['', '/sworld/training/supplementaryOrder'],
  ['', '/sworld/training/getTeacherGroupNum'],
  ['GET', '/sworld/training/checkSupplementaryOrder'],
  ['', '/sworld/training/getDetailList'],
  ['', '/sworld/training/checkInformation'],
  ['', '/sworld/training/getList'],
  ['GET', '/sworld/training/getNetWorkTeam'],
  ['GET', '/sworld/training/getNetWorkList'],
  ['POST', '/sworldShunt/training/student/import'],
  ['', '/sworldShunt/training/post/relList'],
  ['', '/sworldShunt/training/post/transfer'],
  ['GET', '/sworld/training/student/getPostId'],
  ['GET', '/sworldShunt/trainingRound/findList'],
  ['POST', '/sworldShunt/trainingRound/updateList'],
  ['GET', '/sworldShunt/swrule/detail/list'],
  ['GET', '/sworldShunt/swrule/detail/check'],
  ['POST', '/sworldShunt/swrule/custom/delete'],
  ['POST', '/sworldShunt/swrule/custom/save'],
  ['POST', '/sworldShunt/swrule/intelligence/data'],
  ['POST', '/sworldShunt/swrule/import'],
  ['GET', '/sworldShunt/swrule/export'],
  ['POST', '/sworldShunt/swrule/copy'],
  ['POST', '/sworldShunt/swrule/delete'],
  ['GET', '/sworldShunt/swrule/basecase/list'],
  ['GET', '/sworldShunt/swrule/listForCaseAndTemplate'],
  ['POST', '/sworldShunt/swrule/updateTemplateRule'],
  ['POST', '/sworldShunt/swrule/importDealerOrder'],
  ['POST', '/sworld/swrule/save'],
  ['', '/sworld/swrule/deleteTemplateRule'],
  ['GET', '/sworld/evaluate/list'],
  ['POST', '/sworld/evaluate/save'],
  ['GET', '/sworld/classSummary/classSummary'],
  ['GET', '/sworld/classSummary/list'],
  ['POST', '/sworld/classSummary/saveClassSummary'],
  ['POST', '/sworld/teachingplan/upload'],
  ['GET', '/sworld/teachingplan/list'],
  ['POST', '/sworld/teachingplan/delete'],
  ['GET', '/sworldShunt/case/list'],
  ['', '/sworldShunt/case/add'],
  ['POST', '/sworldShunt/case/delete'],
  ['', '/sworldShunt/case/check'],
  ['', '/sworldShunt/case/ruleList'],
  ['', '/sworldShunt/case/timeLine'],
  ['', '/sworldShunt/case/getTimeLineList'],
  ['', '/sworld/case/getBaseTemplate'],
  ['GET', '/sworld/case/combobox'],
  ['GET', '/sworldShunt/coursecase/casemodule/list'],
  ['POST', '/sworldShunt/coursecase/casemodule/save'],
  ['', '/sworldShunt/gm/findProductAndMaterial'],
  ['', '/sworldShunt/gm/findTeamList'],
  ['', '/sworldShunt/gm/updateData'],
  ['', '/sworldShunt/gm/capitalInjection'],
  ['', '/sworldShunt/gm/getGoodwillTeam'],
  ['', '/sworldShunt/gmOrder/getOrderRuleByRound'],
  ['', '/sworldShunt/gmOrder/getGmOrder'],
  ['', '/sworldShunt/gmOrder/saveOrder'],
  ['', '/sworldShunt/gmOrder/updateState'],
  ['', '/sworldShunt/gmSpecialEvent/find'],
  ['', '/sworldShunt/gmSpecialEvent/save'],
  ['', '/sworldShunt/gmSpecialEvent/start'],
  ['POST', '/sworldShunt/gmMenu/getMenuPhase'],
  ['POST', '/sworldShunt/gmMenu/checkMenuIsOpen'],
  ['POST', '/sworldShunt/gmMenu/saveMenu'],
  ['POST', '/sworldShunt/gmMenu/getTeamPutAdvertising'],
  ['POST', '/sworldShunt/gmMenu/updateMenuState'],
  ['POST', '/sworldShunt/gmMenu/sendAdvertising'],
  ['POST', '/sworldShunt/gmSys/sendMessage'],
  ['POST', '/sworldShunt/gmSys/selectReport'],
  ['POST', '/sworldShunt/gmSys/issuedAnnouncement'],
  ['POST', '/sworldShunt/gmSys/getSystemBulletin'],
  ['GET', '/sworldShunt/gmSys/oneKeyExport'],
  ['GET', '/sworldShunt/gmSys/checkReport'],
  ...[
    'openAll',
    'getMarketShare',
    'getCostProfit',
    'getTeamList',
    'getMarket',
    'getQuarter',
    'getProduct',
    'getOrderTeam',
    'getOrderDetail',
    'getCfoTeam',
    'getDataBanlance',
    'getMenuDetail',
  ].map((name): [string, string] => ['GET', `/sworldShunt/intelligentAnalysis/${name}`]),
];

/** The catalogue's endpoint at this path (token form), if any. */
const byPath = (path: string) => allEndpoints.find((e) => e.path === path);

describe('the endpoint catalogue', () => {
  it('holds every endpoint once: no duplicate method and path, no duplicate key', () => {
    const ids = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(allEndpoints.map((e) => e.key)).size).toBe(allEndpoints.length);
  });

  it.each(SPELLED)('holds the spelled-out %s %s', (method, path) => {
    const endpoint = byPath(path);
    expect(endpoint?.path).toBe(path);
    if (method) expect(endpoint?.method).toBe(method);
  });

  it('flags as methodAssumed exactly the calls whose method spec point 7 does not give', () => {
    for (const [method, path] of SPELLED) {
      const endpoint = byPath(path);
      expect({ path, methodAssumed: !!endpoint?.methodAssumed }).toEqual({ path, methodAssumed: method === '' });
    }
    // Paths the spec names by purpose: these come without a method too (docs/ASSUMPTIONS.md lists them all).
    const byPurpose = allEndpoints.filter(
      (e) => e.methodAssumed && !e.beyondSpec && !SPELLED.some(([, path]) => path === e.path),
    );
    expect(byPurpose.map((e) => e.key)).toEqual([
      'class.updateTrainingRecord',
      'case.pictureImport',
      'orderMeeting.get',
      'orderMeeting.canStart',
      'orderMeeting.start',
      'orderMeeting.end',
      'gmSys.groupInfoReport',
      ...[
        'presetDomain',
        'presetIndustry',
        'organization',
        'score',
        'teacherShowField',
        'developerData',
        'module',
      ].flatMap((family) => [`ste.${family}List`, `ste.${family}Save`]),
      'project.list',
      'experiment.list',
      'experiment.sandTableList',
      'experiment.realTimeDesk',
      'experiment.realTimeCompare',
      'experiment.loanList',
      'experiment.cooReplay',
      'experiment.cfoReplay',
    ]);
    // A call with no basis in the spec has no method from it either.
    for (const endpoint of allEndpoints.filter((e) => e.beyondSpec)) expect(endpoint.methodAssumed).toBe(true);
    expect(allEndpoints.filter((e) => e.encodingAssumed).map((e) => e.key)).toEqual([
      'case.timeLineUpload',
      'case.pictureImport',
    ]);
  });

  it('holds every full path written in the spec (parsed from the spec itself)', () => {
    const specPath = resolve(__dirname, '../../../../shared/spec/product-spec.md');
    expect(existsSync(specPath)).toBe(true);
    const spec = readFileSync(specPath, 'utf8');
    const found = [
      ...spec.matchAll(/(?<![\w/])\/(?:sworld(?:Shunt|gz|release)?\/[A-Za-z][\w/]*|login\b|logout\b)/g),
    ].map((m) => m[0]);
    expect(found.length).toBeGreaterThan(30);
    for (const path of found) {
      const trimmed = path.replace(/\/$/, '');
      const known = allEndpoints.some((e) => e.path === trimmed || e.path.startsWith(`${trimmed}/`));
      expect({ path, known }).toEqual({ path, known: true });
    }
  });

  it('marks variant paths and resolves them to the three services', () => {
    const e = endpoints.training.list;
    expect(e.variant).toBe(true);
    expect(['', 'gz', 'release'].map((v) => resolvePath(e.path, v))).toEqual([
      '/sworld/training/list',
      '/sworldgz/training/list',
      '/sworldrelease/training/list',
    ]);
    expect(endpoints.training.save.variant).toBe(false);
    expect(endpoints.gmSys.selectReport.platform).toBe(true);
    expect(endpoints.gmSys.issuedAnnouncement.platform).toBe(true);
    expect(endpoints.caseModule.save).toMatchObject({ method: 'POST', encoding: 'query' });
    expect(endpoints.teachingPlan.upload.encoding).toBe('multipart');
  });
});

describe('catalogue and mock handlers', () => {
  it('every catalogue entry has exactly one resolver, and every resolver an entry', () => {
    const resolverKeys = Object.entries(resolvers).flatMap(([family, entries]) =>
      Object.keys(entries).map((name) => `${family}.${name}`),
    );
    expect(resolverKeys.sort()).toEqual(allEndpoints.map((e) => e.key).sort());
    Object.values(resolvers).forEach((family) =>
      Object.values(family).forEach((r) => expect(typeof r).toBe('function')),
    );
  });

  it('routes every endpoint at each concrete path, and nothing else', () => {
    const table = buildRouteTable(resolvers);
    const expected = allEndpoints.flatMap((e) => concretePaths(e).map((p) => `${e.method} ${p.path}`));
    expect([...table.keys()]).toEqual(expected);
    for (const [key, route] of table) expect(key.startsWith(`${route.endpoint.method} `)).toBe(true);
  });

  it('registers one dispatching handler per API prefix, plus /login and /logout', () => {
    const handlers = buildHandlers(createStore(), resolvers);
    expect(handlers.map((h) => String((h.info as any).path))).toEqual([
      '*/login',
      '*/logout',
      ...API_PREFIXES.map((p) => `*${p}*`),
    ]);
  });
});
