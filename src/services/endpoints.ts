/**
 * The catalogue: every endpoint of spec point 7 exactly once. Services (src/services/<family>.ts)
 * and the mock's handlers (mock/handlers/<family>.ts) are both built from it, and a test proves the
 * two agree. Paths with the /sworldShunt/ or /estimateShunt/ token are variant paths: the request
 * layer resolves the token from the stored sandbox version (2 gz, 3 release, else default).
 * Entries marked `assumed` have a path the spec names only by purpose, `methodAssumed` and
 * `encodingAssumed` a method or body encoding spec point 7 does not give: see docs/ASSUMPTIONS.md.
 */
export type Method = 'GET' | 'POST';
/** query: parameters in the URL; form: x-www-form-urlencoded body; multipart: FormData body. */
export type Encoding = 'query' | 'form' | 'multipart';

export interface EndpointOptions {
  /** Path chosen by this project because the spec names the call only by purpose. */
  assumed?: boolean;
  /** Method chosen by this project: spec point 7 names the call without one. */
  methodAssumed?: boolean;
  /** Body encoding chosen by this project (an upload the spec does not call form data). */
  encodingAssumed?: boolean;
  /**
   * A call with no basis in the spec at all: a backend may not offer it, and a 404 or 405 answer
   * means it does not (the screens say so instead of failing).
   */
  beyondSpec?: boolean;
  /** Flagged as a platform call by the spec (select report, issue announcement). */
  platform?: boolean;
  /** Answers a file, not an envelope. */
  download?: boolean;
  /** Needs no authorization (login). */
  open?: boolean;
  /** Administrators only. */
  admin?: boolean;
  /** Overrides the encoding implied by the method (e.g. a POST whose data goes in the query). */
  encoding?: Encoding;
}

export interface Endpoint extends Readonly<EndpointOptions> {
  readonly key: string;
  readonly family: string;
  readonly method: Method;
  readonly path: string;
  readonly encoding: Encoding;
  readonly summary: string;
  readonly variant: boolean;
}

export const SHUNT_TOKEN = '/sworldShunt/';
export const ESTIMATE_TOKEN = '/estimateShunt/';

type Draft = Omit<Endpoint, 'key' | 'family'>;

function make(method: Method, path: string, summary: string, options: EndpointOptions = {}): Draft {
  const encoding = options.encoding ?? (method === 'GET' ? 'query' : 'form');
  const variant = path.startsWith(SHUNT_TOKEN) || path.startsWith(ESTIMATE_TOKEN);
  return { method, path, summary, encoding, variant, ...options };
}
const get = (path: string, summary: string, o?: EndpointOptions) => make('GET', path, summary, o);
const post = (path: string, summary: string, o?: EndpointOptions) => make('POST', path, summary, o);
const upload = (path: string, summary: string, o?: EndpointOptions) =>
  make('POST', path, summary, { ...o, encoding: 'multipart' });

const S = SHUNT_TOKEN;
const A = { assumed: true } as const;
/** A method the spec does not give. */
const M = { methodAssumed: true } as const;
/** A path the spec names only by purpose, and no method. */
const AM = { assumed: true, methodAssumed: true } as const;
/** Assumed, method included, and with no basis in the spec: see `beyondSpec`. */
const B = { assumed: true, methodAssumed: true, beyondSpec: true } as const;

const catalogue = {
  auth: {
    login: upload('/login', '登录（表单数据）', { open: true }),
    logout: post('/logout', '退出登录'),
    permissionCode: get('/sworld/permission/code', '权限码'),
  },
  user: {
    changePassword: post('/sworld/user/pwd/change', '修改本人密码'),
    list: get('/sworld/user/list', '用户列表'),
    save: post('/sworld/user/save', '新建或编辑用户'),
    remove: post('/sworld/user/delete', '删除用户'),
    changePersonal: post('/sworld/user/personal/change', '修改本人用户名'),
    getById: get('/sworld/user/getById', '用户详情'),
    resetPassword: post('/sworld/user/pwd/reset', '重置用户密码', B),
  },
  class: {
    save: post('/sworld/teachingclass/save', '新建或更新班级', M),
    list: get('/sworld/teachingclass/list', '班级列表'),
    remove: post('/sworld/teachingclass/delete', '删除班级'),
    maintain: post('/sworld/teachingclass/maintain', '维护班级学生', A),
    removeBatch: post('/sworld/teachingclass/deleteClass', '批量移出班级学生', A),
    updateTrainingRecord: post('/sworld/teachingclass/updateTrainingRecord', '更新实训记录', AM),
  },
  training: {
    list: get(`${S}training/list`, '实训列表'),
    save: post('/sworld/training/save', '保存实训'),
    saveRelease: post('/sworldrelease/training/save', '保存实训（release 版）'),
    saveGz: post('/sworldgz/training/save', '保存实训（gz 版）'),
    changeState: post(`${S}training/changeState`, '修改实训状态'),
    getById: get(`${S}training/getById`, '实训详情', M),
    changeRound: post(`${S}training/changeRound`, '切换当前轮次'),
    record: get('/sworld/training/record', '实训记录', M),
    isOpen: post('/sworld/training/isOpen', '设置实训是否开放', M),
    getTeamScoreList: get('/sworld/training/getTeamScoreList', '团队成绩列表'),
    getPlatformConstruction: get('/sworld/training/getPlatformConstruction', '平台建设得分'),
    getPDCA: get('/sworld/training/getPDCA', 'PDCA 得分'),
    getCountScore: get('/sworld/training/getCountScore', '汇总得分'),
    inputScore: post('/sworld/training/inputScore', '教师录入成绩'),
    clickBankruptcy: post('/sworld/training/clickBankruptcy', '标记破产'),
    delMaterialOrder: post('/sworld/training/delMaterialOrder', '删除原料订单'),
    supplementaryOrder: post('/sworld/training/supplementaryOrder', '补单', M),
    getTeacherGroupNum: get('/sworld/training/getTeacherGroupNum', '教师可见组数', M),
    checkSupplementaryOrder: get('/sworld/training/checkSupplementaryOrder', '检查可否补单'),
    getDetailList: get('/sworld/training/getDetailList', '实训明细列表', M),
    checkInformation: get('/sworld/training/checkInformation', '检查实训信息', M),
    getList: get('/sworld/training/getList', '我的实训列表', M),
    getNetWorkTeam: get('/sworld/training/getNetWorkTeam', '网络营销团队'),
    getNetWorkList: get('/sworld/training/getNetWorkList', '网络营销列表'),
  },
  student: {
    importStudents: upload(`${S}training/student/import`, '导入学生（文件）'),
    relList: get(`${S}training/post/relList`, '分组岗位列表', M),
    transfer: post(`${S}training/post/transfer`, '调整岗位', M),
    getPostId: get('/sworld/training/student/getPostId', '本人岗位'),
    list: get(`${S}training/student/list`, '学生列表', A),
  },
  round: {
    findList: get(`${S}trainingRound/findList`, '轮次列表'),
    updateList: post(`${S}trainingRound/updateList`, '更新轮次时长'),
  },
  rule: {
    detailList: get(`${S}swrule/detail/list`, '规则明细'),
    detailCheck: get(`${S}swrule/detail/check`, '检查规则'),
    customDelete: post(`${S}swrule/custom/delete`, '删除自定义规则'),
    customSave: post(`${S}swrule/custom/save`, '保存自定义规则'),
    intelligenceData: post(`${S}swrule/intelligence/data`, '智能规则生成'),
    importRule: upload(`${S}swrule/import`, '导入规则（文件）'),
    exportRule: get(`${S}swrule/export`, '导出规则文件', { download: true }),
    copy: post(`${S}swrule/copy`, '复制规则'),
    remove: post(`${S}swrule/delete`, '删除规则'),
    basecaseList: get(`${S}swrule/basecase/list`, '基础案例规则列表'),
    listForCaseAndTemplate: get(`${S}swrule/listForCaseAndTemplate`, '规则与模板案例列表'),
    updateTemplateRule: post(`${S}swrule/updateTemplateRule`, '更新模板规则'),
    importDealerOrder: upload(`${S}swrule/importDealerOrder`, '导入经销商订单（文件）'),
    savePreset: post('/sworld/swrule/save', '保存预设规则'),
    deleteTemplateRule: post('/sworld/swrule/deleteTemplateRule', '删除模板规则', AM),
  },
  estimate: {
    ruleList: get('/estimateShunt/rule/list', '测评服务规则列表', B),
  },
  evaluate: {
    list: get('/sworld/evaluate/list', '评价权重列表'),
    save: post('/sworld/evaluate/save', '保存评价权重'),
  },
  classSummary: {
    score: post('/sworld/classSummary/score', '课堂总结评分'),
    classSummary: get('/sworld/classSummary/classSummary', '学生课堂总结'),
    list: get('/sworld/classSummary/list', '课堂总结列表'),
    saveClassSummary: upload('/sworld/classSummary/saveClassSummary', '保存课堂总结（表单数据）'),
    teacherSummary: get('/sworld/classSummary/teacherSummary', '教师总结', A),
    uploadTrainingRecord: post('/sworld/classSummary/uploadTrainingRecord', '上传实训记录', A),
  },
  teacherRating: {
    list: get('/sworld/teacherRating/list', '教学评分列表'),
    score: post('/sworld/teacherRating/score', '保存教学评分'),
  },
  teachingPlan: {
    upload: upload('/sworld/teachingplan/upload', '上传教学计划'),
    list: get('/sworld/teachingplan/list', '教学计划列表'),
    remove: post('/sworld/teachingplan/delete', '删除教学计划'),
  },
  learning: {
    summary: get('/sworld/learningAnalysis/summary', '学情汇总', A),
    students: get('/sworld/learningAnalysis/students', '学情学生列表', A),
    scoreList: get('/sworld/learningAnalysis/scoreList', '学情成绩列表', A),
  },
  case: {
    list: get(`${S}case/list`, '案例列表'),
    add: post(`${S}case/add`, '保存案例', M),
    remove: post(`${S}case/delete`, '删除案例'),
    check: get(`${S}case/check`, '检查案例', M),
    ruleList: get(`${S}case/ruleList`, '案例规则列表', M),
    timeLine: get(`${S}case/timeLine`, '案例时间轴', M),
    getTimeLineList: get(`${S}case/getTimeLineList`, '时间节点列表', M),
    timeLineUpload: upload(`${S}case/timeLine/upload`, '上传时间轴', { ...A, encodingAssumed: true }),
    getBaseTemplate: get('/sworld/case/getBaseTemplate', '基础模板案例', M),
    combobox: get('/sworld/case/combobox', '案例下拉及授权地址'),
    importCase: upload('/sworld/case/import', '导入案例', A),
    importCaseRelease: upload('/sworldrelease/case/import', '导入案例（release 版）', A),
    importCaseGz: upload('/sworldgz/case/import', '导入案例（gz 版）', A),
    pictureImport: upload(`${S}case/picture/import`, '导入案例图片', { ...AM, encodingAssumed: true }),
    pictureList: get(`${S}case/picture/list`, '案例图片列表', A),
  },
  caseModule: {
    list: get(`${S}coursecase/casemodule/list`, '案例模块列表'),
    check: get(`${S}coursecase/casemodule/check`, '检查案例模块', A),
    save: post(`${S}coursecase/casemodule/save`, '保存案例模块（参数在查询串）', { encoding: 'query' }),
  },
  gm: {
    findProductAndMaterial: get(`${S}gm/findProductAndMaterial`, '产品与原料', M),
    findTeamList: get(`${S}gm/findTeamList`, '团队列表', M),
    updateData: post(`${S}gm/updateData`, '修改团队数据', M),
    capitalInjection: post(`${S}gm/capitalInjection`, '注资', M),
    getGoodwillTeam: get(`${S}gm/getGoodwillTeam`, '商誉团队', M),
    updateCompanyData: post(`${S}company/updateData`, '更新公司数据', A),
    companyInject: post(`${S}company/inject`, '多家公司同额注资', A),
  },
  gmOrder: {
    getOrderRuleByRound: get(`${S}gmOrder/getOrderRuleByRound`, '本轮订单规则', M),
    getGmOrder: get(`${S}gmOrder/getGmOrder`, '订单列表', M),
    saveOrder: post(`${S}gmOrder/saveOrder`, '保存订单', M),
    updateState: post(`${S}gmOrder/updateState`, '修改订单状态', M),
    repairOrderGroups: get(`${S}gmOrder/getRepairOrderGroup`, '可补订单的组', A),
    repairOrder: post(`${S}gmOrder/repairOrder`, '补订单', A),
  },
  orderMeeting: {
    get: get(`${S}orderMeeting/get`, '订货会信息', AM),
    canStart: get(`${S}orderMeeting/canStart`, '检查可否开始订货会', AM),
    start: post(`${S}orderMeeting/start`, '开始订货会', AM),
    end: post(`${S}orderMeeting/end`, '结束订货会', AM),
  },
  specialEvent: {
    find: get(`${S}gmSpecialEvent/find`, '特殊事件列表', M),
    save: post(`${S}gmSpecialEvent/save`, '保存特殊事件', M),
    start: post(`${S}gmSpecialEvent/start`, '启动特殊事件', M),
  },
  menu: {
    getMenuPhase: post(`${S}gmMenu/getMenuPhase`, '选单阶段'),
    checkMenuIsOpen: post(`${S}gmMenu/checkMenuIsOpen`, '检查选单是否开启'),
    saveMenu: post(`${S}gmMenu/saveMenu`, '保存选单'),
    getTeamPutAdvertising: post(`${S}gmMenu/getTeamPutAdvertising`, '各队广告投放'),
    updateMenuState: post(`${S}gmMenu/updateMenuState`, '修改选单状态'),
    sendAdvertising: post(`${S}gmMenu/sendAdvertising`, '发布广告排名'),
    condition: get(`${S}gmMenu/getMenuCondition`, '选单进度', A),
    reMenu: post(`${S}gmMenu/reMenu`, '重新选单', A),
    suspend: post(`${S}gmMenu/suspend`, '暂停选单', A),
    restore: post(`${S}gmMenu/restore`, '恢复选单', A),
    autoCancel: post(`${S}gmMenu/autoCancel`, '超时自动放弃', A),
    menuDetail: get(`${S}gmMenu/getMenuDetail`, '选单明细', A),
    putAdvertising: post(`${S}gmMenu/putAdvertising`, '团队投放广告', B),
    selectOrder: post(`${S}gmMenu/selectOrder`, '团队选单', B),
  },
  gmSys: {
    sendMessage: post(`${S}gmSys/sendMessage`, '发送消息'),
    selectReport: post(`${S}gmSys/selectReport`, '查询报表', { platform: true }),
    issuedAnnouncement: post(`${S}gmSys/issuedAnnouncement`, '发布公告', { platform: true }),
    getSystemBulletin: post(`${S}gmSys/getSystemBulletin`, '系统公告（分页）'),
    oneKeyExport: get(`${S}gmSys/oneKeyExport`, '一键导出', { download: true }),
    checkReport: get(`${S}gmSys/checkReport`, '检查报表'),
    groupInfoReport: get(`${S}gmSys/getGroupInfoReport`, '小组信息报表', AM),
  },
  gmInfo: {
    publicMes: get(`${S}gmInfo/publicMes`, '公开消息'),
  },
  analysis: {
    openAll: get(`${S}intelligentAnalysis/openAll`, '开放全部分析'),
    getMarketShare: get(`${S}intelligentAnalysis/getMarketShare`, '市场占有率'),
    getCostProfit: get(`${S}intelligentAnalysis/getCostProfit`, '成本利润'),
    getTeamList: get(`${S}intelligentAnalysis/getTeamList`, '分析团队列表'),
    advertising: get(`${S}intelligentAnalysis/getAdvertising`, '广告分析'),
    order: get(`${S}intelligentAnalysis/getOrder`, '订单分析'),
    capacity: get(`${S}intelligentAnalysis/getCapacity`, '产能分析'),
    earnings: get(`${S}intelligentAnalysis/getEarnings`, '收益分析'),
    liabilities: get(`${S}intelligentAnalysis/getLiabilities`, '负债分析'),
    getMarket: get(`${S}intelligentAnalysis/getMarket`, '市场选项'),
    getQuarter: get(`${S}intelligentAnalysis/getQuarter`, '季度选项'),
    getProduct: get(`${S}intelligentAnalysis/getProduct`, '产品选项'),
    getOrderTeam: get(`${S}intelligentAnalysis/getOrderTeam`, '订单团队'),
    getOrderDetail: get(`${S}intelligentAnalysis/getOrderDetail`, '订单明细'),
    getCfoTeam: get(`${S}intelligentAnalysis/getCfoTeam`, 'CFO 团队'),
    getDataBanlance: get(`${S}intelligentAnalysis/getDataBanlance`, '资产负债数据'),
    getMenuDetail: get(`${S}intelligentAnalysis/getMenuDetail`, '选单明细分析'),
    companyMessage: get(`${S}intelligentAnalysis/getCompanyMessage`, '公司信息', A),
    companyMessageOptions: get(`${S}intelligentAnalysis/getCompanyMessageOption`, '公司信息选项', A),
    creditDetail: get(`${S}intelligentAnalysis/getCreditDetail`, '信用明细', A),
    creditDetailOptions: get(`${S}intelligentAnalysis/getCreditDetailOption`, '信用明细选项', A),
    timeList: get(`${S}intelligentAnalysis/getTimeList`, '时间列表', A),
    allInOne: get(`${S}intelligentAnalysis/getAllAnalysis`, '综合分析', A),
    financeTeamSelect: get(`${S}intelligentAnalysis/getFinancialSelect`, '财务团队选项', A),
    dataByCode: get(`${S}intelligentAnalysis/getDataByCode`, '按表代码取数据（1-4）', A),
    retailOrderList: get(`${S}intelligentAnalysis/getRetailOrderList`, '零售订单列表', A),
    saveDataInput: post(`${S}intelligentAnalysis/saveDataInput`, '保存报表填写值', B),
  },
  ste: {
    caseList: get(`${S}steCase/list`, '编辑案例列表'),
    caseSave: post(`${S}steCase/save`, '保存编辑案例', B),
    caseRemove: post(`${S}steCase/delete`, '删除编辑案例'),
    presetDomainList: get(`${S}stePresetDomain/list`, '预设领域', AM),
    presetDomainSave: post(`${S}stePresetDomain/save`, '保存预设领域', AM),
    presetIndustryList: get(`${S}stePresetIndustry/list`, '预设行业', AM),
    presetIndustrySave: post(`${S}stePresetIndustry/save`, '保存预设行业', AM),
    organizationList: get(`${S}steOrganization/list`, '组织架构', AM),
    organizationSave: post(`${S}steOrganization/save`, '保存组织架构', AM),
    scoreList: get(`${S}steScore/list`, '评分设置', AM),
    scoreSave: post(`${S}steScore/save`, '保存评分设置', AM),
    teacherShowFieldList: get(`${S}steTeacherShowField/list`, '教师可见字段', AM),
    teacherShowFieldSave: post(`${S}steTeacherShowField/save`, '保存教师可见字段', AM),
    developerDataList: get(`${S}steDeveloperData/list`, '开发者数据', AM),
    developerDataSave: post(`${S}steDeveloperData/save`, '保存开发者数据', AM),
    moduleList: get(`${S}steModule/list`, '模块列表', AM),
    moduleSave: post(`${S}steModule/save`, '保存模块', AM),
  },
  tool: {
    list: get(`${S}tool/list`, '管理工具记录', A),
    save: post(`${S}tool/save`, '保存工具记录', A),
    remove: post(`${S}tool/delete`, '删除工具记录', A),
    vote: post(`${S}tool/vote`, '小组投票', A),
    checkVote: get(`${S}tool/checkVote`, '检查投票', A),
  },
  team: {
    state: get(`${S}team/state`, '本队经营状态', B),
    operate: post(`${S}team/operate`, '本队经营操作', B),
  },
  project: {
    list: get(`${S}project/list`, '项目列表（原料、产品、团队）', AM),
  },
  experiment: {
    list: get(`${S}experiment/list`, '实验列表', AM),
    sandTableList: get(`${S}sandTable/list`, '沙盘列表', AM),
    realTimeDesk: get(`${S}realTime/desk`, '实时盘面', AM),
    realTimeCompare: get(`${S}realTime/compare`, '实时对比', AM),
    loanList: get(`${S}loan/list`, '贷款列表', AM),
    cooReplay: get(`${S}replay/coo`, 'COO 复盘', AM),
    cfoReplay: get(`${S}replay/cfo`, 'CFO 复盘', AM),
  },
  study: {
    courseList: get('/sworld/study/course/list', '课程章节与进度', B),
    saveProgress: post('/sworld/study/progress/save', '保存学习进度', B),
  },
  template: {
    download: get('/sworld/template/download', '下载导入模板', { ...B, download: true }),
  },
} satisfies Record<string, Record<string, Draft>>;

type Catalogue = typeof catalogue;
export type Family = keyof Catalogue;
export type Endpoints = { [F in Family]: { [N in keyof Catalogue[F]]: Endpoint } };

function stamp(source: Catalogue): Endpoints {
  const out: Record<string, Record<string, Endpoint>> = {};
  for (const [family, entries] of Object.entries(source)) {
    out[family] = {};
    for (const [name, draft] of Object.entries(entries as Record<string, Draft>)) {
      out[family][name] = Object.freeze({ ...draft, family, key: `${family}.${name}` });
    }
  }
  return out as Endpoints;
}

export const endpoints: Endpoints = stamp(catalogue);

/** Every endpoint, in catalogue order. */
export const allEndpoints: readonly Endpoint[] = Object.values(endpoints).flatMap(
  (f) => Object.values(f) as Endpoint[],
);

/** The three service variants a token path resolves to (spec point 7). */
export const VARIANT_PREFIXES = {
  [SHUNT_TOKEN]: ['/sworld/', '/sworldgz/', '/sworldrelease/'],
  [ESTIMATE_TOKEN]: ['/estimate/', '/estimategz/', '/estimaterelease/'],
} as const;

/** The concrete path of an endpoint for a variant ('' default, 'gz', 'release'). */
export function resolvePath(path: string, variant: string): string {
  for (const token of [SHUNT_TOKEN, ESTIMATE_TOKEN] as const) {
    if (path.startsWith(token)) {
      const base = token === SHUNT_TOKEN ? 'sworld' : 'estimate';
      return `/${base}${variant}/${path.slice(token.length)}`;
    }
  }
  return path;
}
