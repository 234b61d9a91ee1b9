/**
 * The contract beside the catalogue: for every read-only (GET) endpoint, the
 * parameters the contract check calls it with and the shape of the `data` the app reads from its
 * answer — the fields its services, models and screens use, with their JSON types. Fields the app
 * never reads are left out, so a backend may send more. scripts/contract-check.ts walks this table
 * against a live backend; a test proves every GET endpoint of the catalogue has an entry.
 *
 * Shapes:
 * - 'string' | 'number' | 'boolean'; 'id' (text or number: a Java Long arrives as a number);
 *   'any' (present, any type); 'file' (a download: a file, not an envelope);
 * - a trailing '?' allows null or absence ('string?');
 * - { field: shape } an object; [shape] an array whose every item has that shape.
 *
 * Parameters: a value, or '$fact' — a value learnt from an earlier answer (`provides`, a path into
 * that answer's data such as 'records.0.id'), or from the login ('$userId'). An endpoint whose fact
 * no earlier answer gave is reported as skipped.
 */
import { BALANCE_KEYS, type BalanceKey } from '@/domain/statements';
import type { UserInfo } from '@/utils/session';
import type { ClassRow } from './class';
import type { Endpoints, Family } from './endpoints';

type Kind = 'string' | 'number' | 'boolean' | 'id' | 'any' | 'file';
export type Shape = Kind | `${Kind}?` | readonly [Shape] | { readonly [field: string]: Shape };

export interface ContractEntry {
  params?: Readonly<Record<string, string | number>>;
  /** Facts for later calls: fact name → path into this answer's data. */
  provides?: Readonly<Record<string, string>>;
  data: Shape;
}

export type EndpointKey = { [F in Family]: `${F}.${keyof Endpoints[F] & string}` }[Family];

/**
 * A shape naming only fields of the app's own type T: renaming a field there breaks this file's
 * build until the contract follows.
 */
const fieldsOf =
  <T>() =>
  <S extends { readonly [K in keyof T]?: Shape }>(shape: S & Record<Exclude<keyof S, keyof T>, never>): Shape =>
    shape;

/** What the app keeps from the login answer's data (the authorization is read where sworld.config.json says). */
export const LOGIN_SHAPE = fieldsOf<UserInfo>()({
  userType: 'number',
  userId: 'id',
  userCode: 'string',
  userName: 'string',
  headImg: 'string?',
  socketHost: 'string?',
  homeUrl: 'string?',
});

const T = { trainId: '$trainId' } as const;

/** Every balance-sheet figure, a number, by the statement keys the app and the mock share. */
const BALANCE_FIGURES = Object.fromEntries(BALANCE_KEYS.map((key) => [key, 'number'])) as Record<BalanceKey, 'number'>;
const TG = { trainId: '$trainId', groupId: '$groupId' } as const;

/** A rule as the rule lists answer it. */
const RULE_ROW = {
  id: 'id',
  ruleName: 'string',
  ruleType: 'number',
  code: 'string',
  caseId: 'id',
  caseName: 'string',
  isDefault: 'boolean',
  ownerId: 'id',
  updatedBy: 'string',
  createTime: 'string',
  updateTime: 'string',
  dealerOrderCount: 'number',
  editable: 'boolean',
} as const;

/** A student at a post in a group, as the training detail and the desk list them. */
const GROUP_MEMBER = {
  id: 'id',
  postId: 'id',
  postName: 'string',
  groupId: 'id',
  groupNum: 'number',
  groupName: 'string',
  studentId: 'id',
  studentName: 'string',
  userCode: 'string',
} as const;

/** A case as the case lists answer it. */
const CASE_ROW = {
  id: 'id',
  caseCode: 'string',
  caseName: 'string',
  description: 'string',
  isTemplate: 'number',
  standard: 'number',
  variant: 'string',
  sandTableId: 'id',
  ruleId: 'id',
  licenseUrl: 'string',
  ownerId: 'id',
  createTime: 'string',
  updateTime: 'string',
  ruleName: 'string',
  ownerName: 'string',
  editable: 'boolean',
} as const;

/** A team's costs and profit: one row of the round's table and of each round of its trend. */
const COST_PROFIT_ROW = {
  teamId: 'id',
  teamName: 'string',
  revenue: 'number',
  directCost: 'number',
  expenses: 'number',
  depreciation: 'number',
  financeCharge: 'number',
  financeCost: 'number',
  incomeTaxes: 'number',
  netIncome: 'number',
} as const;

/** A team's orders: one row of the round's table and of each round of its trend. */
const ORDER_ROW = {
  teamId: 'id',
  teamName: 'string',
  takenCount: 'number',
  takenQuantity: 'number',
  takenValue: 'number',
  deliveredCount: 'number',
  deliveredQuantity: 'number',
  deliveredValue: 'number',
  penalties: 'number',
} as const;

/** A team's capacity: one row of the round's table and of each round of its trend. */
const CAPACITY_ROW = {
  teamId: 'id',
  teamName: 'string',
  lines: 'number',
  capacity: 'number',
  used: 'number',
  utilisation: 'number',
} as const;

/** A team's liabilities: one row of the round's table and of each round of its trend. */
const LIABILITY_ROW = {
  teamId: 'id',
  teamName: 'string',
  longLoans: 'number',
  shortLoans: 'number',
  payables: 'number',
  total: 'number',
  debtRatio: 'number',
} as const;

/** A training as the training lists and getById answer it. */
const TRAINING_ROW = {
  id: 'id',
  trainName: 'string',
  caseId: 'id',
  caseName: 'string',
  caseCode: 'string',
  ruleId: 'id',
  ruleName: 'string',
  ruleType: 'number',
  classId: 'id',
  teacherId: 'id',
  roundNumber: 'number',
  currRound: 'number',
  state: 'number',
  groupNum: 'number',
  isOpen: 'number',
  sandTableId: 'id',
  selectVersion: 'number',
  modules: 'string',
  postList: ['any'],
  seed: 'number',
  version: 'number',
  createTime: 'string',
  stateName: 'string',
  className: 'string',
  year: 'number',
  quarter: 'number',
} as const;

/** A team's desk as team.state and experiment.realTimeDesk both answer it (each adds its own fields). */
const TEAM_DESK = {
  teamId: 'id',
  teamName: 'string',
  round: 'number',
  year: 'number',
  quarter: 'number',
  bankrupt: 'boolean',
  bankruptReason: 'any?',
  balance: BALANCE_FIGURES,
  lines: [
    {
      id: 'id',
      type: 'string',
      product: 'string',
      status: 'string',
      readyRound: 'number',
      bookValue: 'number',
      wip: 'any?',
      typeName: 'string',
      capacity: 'number',
    },
  ],
  materials: [{ code: 'string', name: 'string', stock: 'number', price: 'number' }],
  products: [{ code: 'string', name: 'string', stock: 'number' }],
  materialOrders: [
    { id: 'id', code: 'string', qty: 'number', unitPrice: 'number', orderedRound: 'number', arriveRound: 'number' },
  ],
  longLoans: [{ id: 'id', amount: 'number', takenRound: 'number', dueRound: 'number' }],
  shortLoans: ['any'],
  loanLimits: {
    long: { limit: 'number', used: 'number', available: 'number' },
    short: { limit: 'number', used: 'number', available: 'number' },
  },
  receivables: ['any'],
  openOrders: ['any'],
  orders: [
    {
      id: 'id',
      round: 'number',
      market: 'string',
      product: 'string',
      quantity: 'number',
      unitPrice: 'number',
      totalPrice: 'number',
      deliveryQuarter: 'number',
      dueRound: 'number',
      receivableTerm: 'number',
      requiredQualification: 'any?',
      status: 'string',
      deliveredRound: 'number?',
      penalty: 'number',
    },
  ],
  markets: [{ code: 'string', name: 'string', progress: 'number', required: 'number', done: 'boolean' }],
  productDevelopment: [{ code: 'string', name: 'string', progress: 'number', required: 'number', done: 'boolean' }],
  qualifications: [{ code: 'string', name: 'string', progress: 'number', required: 'number', done: 'boolean' }],
  forecast: {
    cash: 'number',
    receipts: 'number',
    tax: 'number',
    interest: 'number',
    principal: 'number',
    managementFee: 'number',
    maintenance: 'number',
    materials: 'number',
    penalties: 'number',
    payments: 'number',
    net: 'number',
  },
  teacherScore: 'any?',
  groupId: 'id',
  groupNum: 'number',
  groupName: 'string',
} as const;

/**
 * The table, in the order the check calls it: entries that provide a fact come before those that
 * use it. Every GET endpoint of the catalogue has exactly one entry (tests/unit/contractCheck.test.ts).
 */
export const CONTRACT: Partial<Record<EndpointKey, ContractEntry>> = {
  'class.list': {
    provides: { classId: 'records.0.id', studentId: 'records.0.studentIds.0' },
    data: {
      records: [
        fieldsOf<ClassRow>()({
          id: 'id',
          className: 'string',
          teacherId: 'id',
          studentIds: ['id'],
          remark: 'string',
          trainingRecord: 'string',
          createTime: 'string',
          teacherName: 'string',
          studentCount: 'number',
        }),
      ],
      total: 'number',
      current: 'number',
      size: 'number',
    },
  },
  'training.list': {
    provides: { trainId: 'records.0.id' },
    data: {
      records: [TRAINING_ROW],
      total: 'number',
      current: 'number',
      size: 'number',
    },
  },
  'gm.findTeamList': {
    params: T,
    provides: { groupId: '0.groupId' },
    data: [
      {
        teamId: 'id',
        groupId: 'id',
        groupNum: 'number',
        groupName: 'string',
        teamName: 'string',
        cash: 'number',
        equity: 'number',
        assetsTotal: 'number',
        shareholderCapital: 'number',
        otherPayable: 'number',
        longLoans: 'number',
        shortLoans: 'number',
        bankrupt: 'boolean',
        bankruptReason: 'any?',
        openOrders: 'number',
        materialOrders: [
          {
            id: 'id',
            code: 'string',
            qty: 'number',
            unitPrice: 'number',
            orderedRound: 'number',
            arriveRound: 'number',
          },
        ],
        teacherScore: 'any?',
      },
    ],
  },
  'case.combobox': {
    provides: { caseId: 'cases.0.id', caseCode: 'cases.0.caseCode' },
    data: {
      cases: [{ id: 'id', caseCode: 'string', caseName: 'string', sandTableId: 'id', ruleId: 'id' }],
      url: 'string',
    },
  },
  'rule.basecaseList': {
    provides: { ruleId: '0.id' },
    data: [RULE_ROW],
  },
  'ste.caseList': {
    provides: { steCaseId: 'records.0.caseId' },
    data: {
      records: [
        {
          id: 'id',
          caseId: 'id',
          templateCaseId: 'id',
          userId: 'id',
          state: 'number',
          createTime: 'string',
          updateTime: 'string',
          caseCode: 'string',
          caseName: 'string',
          description: 'string',
          isTemplate: 'number',
          standard: 'number',
          variant: 'string',
          sandTableId: 'id',
          ruleId: 'id',
          licenseUrl: 'string',
          ownerId: 'id',
          ruleName: 'string',
          ownerName: 'string',
          editable: 'boolean',
          templateName: 'string',
        },
      ],
      total: 'number',
      current: 'number',
      size: 'number',
    },
  },
  'learning.summary': {
    provides: { learningTrainId: 'attendanceList.0.trainId' },
    data: {
      trainScore: 'number',
      score: 'number',
      trainingTimes: 'number',
      attendanceList: [
        {
          trainId: 'id',
          trainName: 'string',
          classId: 'id',
          className: 'string',
          trainTime: 'string',
          attended: 'number',
          absent: 'number',
          rate: 'number',
        },
      ],
      postList: [{ postId: 'id', postName: 'string', count: 'number', avgScore: 'number' }],
      summaryList: [{ status: 'string', count: 'number' }],
      trainList: [{ trainId: 'id', trainName: 'string', classId: 'id' }],
    },
  },
  'auth.permissionCode': { data: ['string'] },
  'user.list': {
    data: {
      records: [
        {
          id: 'id',
          userCode: 'string',
          userName: 'string',
          userType: 'number',
          socketHost: 'string',
          headImg: 'string',
          email: 'string',
          phone: 'string',
          createTime: 'string',
          classId: 'id',
        },
      ],
      total: 'number',
      current: 'number',
      size: 'number',
    },
  },
  'user.getById': {
    params: { id: '$userId' },
    data: {
      id: 'id',
      userCode: 'string',
      userName: 'string',
      userType: 'number',
      socketHost: 'string',
      headImg: 'string',
      email: 'string',
      phone: 'string',
      createTime: 'string',
    },
  },
  'training.getById': {
    params: T,
    data: {
      ...TRAINING_ROW,
      groupId: 'any?',
      postId: 'any?',
    },
  },
  'training.record': {
    data: [TRAINING_ROW],
  },
  'training.getTeamScoreList': {
    params: T,
    data: [
      {
        teamId: 'id',
        teamName: 'string',
        bankrupt: 'boolean',
        equity: 'number',
        potential: 'number',
        countScore: 'number',
        pdcaScore: 'number',
        platformScore: 'number',
        teacherScore: 'any?',
      },
    ],
  },
  'training.getPlatformConstruction': { params: T, data: [{ teamId: 'id', teamName: 'string', score: 'number' }] },
  'training.getPDCA': { params: T, data: [{ teamId: 'id', teamName: 'string', score: 'number' }] },
  'training.getCountScore': { params: T, data: [{ teamId: 'id', teamName: 'string', score: 'number' }] },
  'training.getTeacherGroupNum': { params: T, data: 'number' },
  'training.checkSupplementaryOrder': { params: T, data: { finished: 'boolean', orders: ['any'] } },
  'training.getDetailList': {
    params: T,
    data: [
      {
        groupId: 'id',
        groupNum: 'number',
        groupName: 'string',
        members: [GROUP_MEMBER],
        cash: 'number',
        bankrupt: 'boolean',
      },
    ],
  },
  'training.checkInformation': { params: T, data: { ready: 'boolean', problems: ['any'] } },
  'training.getList': {
    data: [TRAINING_ROW],
  },
  'training.getNetWorkTeam': {
    params: T,
    data: [
      {
        teamId: 'id',
        teamName: 'string',
        groupNum: 'number',
        advertising: 'number',
        sales: 'number',
        ordersTaken: 'number',
        salesPerAd: 'number',
      },
    ],
  },
  'training.getNetWorkList': {
    params: TG,
    data: [
      {
        round: 'number',
        year: 'number',
        quarter: 'number',
        market: 'string',
        marketName: 'string',
        advertising: 'number',
        sales: 'number',
      },
    ],
  },
  'student.relList': { params: T, data: 'any' },
  'student.getPostId': { params: T, data: 'any?' },
  'student.list': {
    params: T,
    data: [
      {
        id: 'id',
        studentId: 'id',
        userCode: 'string',
        userName: 'string',
        groupId: 'id',
        groupNum: 'number',
        groupName: 'string',
        postId: 'id',
        postName: 'string',
      },
    ],
  },
  'round.findList': {
    params: T,
    data: [
      {
        id: 'id',
        round: 'number',
        duration: 'number',
        startTime: 'number?',
        year: 'number',
        quarter: 'number',
        status: 'string',
      },
    ],
  },
  'rule.detailList': {
    params: { ruleId: '$ruleId' },
    data: {
      id: 'id',
      ruleName: 'string',
      ruleType: 'number',
      code: 'string',
      caseId: 'id',
      caseName: 'string',
      isDefault: 'boolean',
      ownerId: 'id',
      updatedBy: 'string',
      createTime: 'string',
      updateTime: 'string',
      dealerOrderCount: 'number',
      editable: 'boolean',
      rows: [{ code: 'string', category: 'string', name: 'string', value: 'id', unit: 'string?' }],
      dealerOrders: ['any'],
    },
  },
  'rule.detailCheck': { params: { ruleId: '$ruleId' }, data: { ruleId: 'id', passed: 'boolean', msg: 'string' } },
  'rule.exportRule': { params: { ruleId: '$ruleId' }, data: 'file' },
  'rule.listForCaseAndTemplate': {
    data: {
      records: [RULE_ROW],
      total: 'number',
      current: 'number',
      size: 'number',
      templateCaseList: [{ id: 'id', caseCode: 'string', caseName: 'string', ruleId: 'id' }],
    },
  },
  'estimate.ruleList': {
    data: {
      records: [RULE_ROW],
      total: 'number',
      current: 'number',
      size: 'number',
    },
  },
  'evaluate.list': {
    data: [
      {
        id: 'id',
        classId: 'id',
        className: 'string',
        itemCode: 'string',
        itemName: 'string',
        weight: 'number',
        sort: 'number',
        updateTime: 'string',
      },
    ],
  },
  'classSummary.classSummary': {
    params: { classId: '$classId', userId: '$studentId' },
    data: {
      id: 'id',
      classId: 'id',
      className: 'string',
      userId: 'id',
      userCode: 'string',
      userName: 'string',
      content: 'string',
      trainingRecord: 'string',
      score: 'number',
      submitted: 'boolean',
      updateTime: 'string',
    },
  },
  'classSummary.list': {
    data: {
      records: [
        {
          id: 'id',
          classId: 'id',
          className: 'string',
          userId: 'id',
          userCode: 'string',
          userName: 'string',
          content: 'string',
          trainingRecord: 'string',
          score: 'number?',
          submitted: 'boolean',
          updateTime: 'string',
        },
      ],
      total: 'number',
      current: 'number',
      size: 'number',
    },
  },
  'classSummary.teacherSummary': {
    data: [
      {
        id: 'id',
        classId: 'id',
        className: 'string',
        userId: 'id',
        userName: 'string',
        content: 'string',
        trainingRecord: 'string',
        updateTime: 'string',
      },
    ],
  },
  'teacherRating.list': {
    data: {
      records: [
        {
          id: 'id',
          classId: 'id',
          className: 'string',
          studentId: 'id',
          userCode: 'string',
          studentName: 'string',
          score: 'number',
          comment: 'string',
          updateTime: 'string',
        },
      ],
      total: 'number',
      current: 'number',
      size: 'number',
    },
  },
  'teachingPlan.list': {
    data: {
      records: [
        {
          id: 'id',
          planName: 'string',
          fileName: 'string',
          fileType: 'string',
          fileSize: 'number',
          uploaderId: 'id',
          uploaderName: 'string',
          remark: 'string',
          createTime: 'string',
        },
      ],
      total: 'number',
      current: 'number',
      size: 'number',
    },
  },
  'learning.students': {
    data: [{ studentId: 'id', userCode: 'string', userName: 'string', classId: 'id', className: 'string' }],
  },
  'learning.scoreList': {
    params: { trainId: '$learningTrainId' },
    data: {
      records: [
        {
          studentId: 'id',
          userCode: 'string',
          studentName: 'string',
          classId: 'id',
          className: 'string',
          attendanceRate: 'number',
          performance: 'number',
          trainScore: 'number',
          summaryScore: 'number?',
          total: 'number',
          rank: 'number',
        },
      ],
      total: 'number',
      current: 'number',
      size: 'number',
    },
  },
  'case.list': {
    data: {
      records: [CASE_ROW],
      total: 'number',
      current: 'number',
      size: 'number',
    },
  },
  'case.check': { params: { caseId: '$caseId' }, data: { caseId: 'id', passed: 'boolean', problems: ['any'] } },
  'case.ruleList': {
    params: { caseId: '$caseId' },
    data: [RULE_ROW],
  },
  'case.timeLine': {
    params: { caseId: '$caseId' },
    data: [{ id: 'id', caseId: 'id', round: 'number', title: 'string', content: 'string' }],
  },
  'case.getTimeLineList': {
    params: { caseId: '$caseId' },
    data: [{ round: 'number', year: 'number', quarter: 'number', count: 'number' }],
  },
  'case.getBaseTemplate': {
    data: [CASE_ROW],
  },
  'case.pictureList': {
    params: { caseCode: '$caseCode' },
    data: [{ id: 'id', caseCode: 'string', name: 'string', url: 'string', size: 'number', createTime: 'string' }],
  },
  'caseModule.list': {
    params: { caseId: '$caseId' },
    data: [
      {
        id: 'id',
        caseId: 'id',
        moduleName: 'string',
        moduleType: 'string',
        sort: 'number',
        enabled: 'number',
        content: 'string',
      },
    ],
  },
  'caseModule.check': { params: { caseId: '$caseId' }, data: { caseId: 'id', passed: 'boolean', problems: ['any'] } },
  'gm.findProductAndMaterial': {
    params: T,
    data: [
      {
        code: 'string',
        name: 'string',
        type: 'string',
        price: 'number?',
        leadRounds: 'number?',
        processCost: 'number?',
        bom: 'any?',
        devRounds: 'number?',
      },
    ],
  },
  'gm.getGoodwillTeam': {
    params: T,
    data: [{ teamId: 'id', groupNum: 'number', teamName: 'string', equity: 'number', cash: 'number' }],
  },
  'gmOrder.getOrderRuleByRound': {
    params: T,
    data: [
      {
        market: 'string',
        product: 'string',
        fromYear: 'number',
        demandPerTeam: 'number',
        priceMin: 'number',
        priceMax: 'number',
        qtyMin: 'number',
        qtyMax: 'number',
        termMin: 'number',
        termMax: 'number',
        qualPct: 'number',
        marketName: 'string',
        productName: 'string',
        open: 'boolean',
        demandPct: 'number',
        pricePct: 'number',
      },
    ],
  },
  'gmOrder.getGmOrder': { params: T, data: { records: ['any'], total: 'number', current: 'number', size: 'number' } },
  'gmOrder.repairOrderGroups': { params: T, data: ['any'] },
  'orderMeeting.get': {
    params: T,
    data: { id: 'id', round: 'number', duration: 'number', state: 'number', startTime: 'any?', currentTime: 'number' },
  },
  'orderMeeting.canStart': { params: T, data: { canStart: 'boolean', reason: 'any?' } },
  'specialEvent.find': { params: T, data: { list: ['any'], events: ['any'] } },
  'menu.condition': {
    params: T,
    data: {
      trainState: 'number',
      trainVersion: 'number',
      currRound: 'number',
      currentTime: 'number',
      meeting: { id: 'id', state: 'number', duration: 'number', startTime: 'any?' },
      advertising: 'number',
      phase: 'number',
      teamData: [
        {
          teamId: 'id',
          groupNum: 'number',
          teamName: 'string',
          submitted: 'boolean',
          submittedAt: 'any?',
          total: 'number',
          items: ['any'],
        },
      ],
      ranking: ['any'],
      version: 'number',
      list: [{ product: 'string', productName: 'string', current: 'boolean', market: 'any?', time: 'number' }],
      allRounds: 'number',
      allOrder: 'number',
      surplusRounds: 'number',
      surplusOrder: 'number',
      menuState: 'number',
      menuTime: 'number',
      suspended: 'boolean',
      duration: 'number',
      startTime: 'any?',
      current: 'any?',
      currentOrders: ['any'],
      picks: [{ teamId: 'id', teamName: 'string', groupNum: 'number', orders: ['any'] }],
      sessions: ['any'],
    },
  },
  'menu.menuDetail': { params: T, data: { round: 'number', phase: 'number', sessions: ['any'] } },
  'gmSys.oneKeyExport': { params: T, data: 'file' },
  'gmSys.checkReport': {
    params: T,
    data: [
      {
        groupId: 'id',
        groupNum: 'number',
        teamName: 'string',
        round: 'number',
        total: 'number',
        filled: 'number',
        wrong: 'number',
        complete: 'boolean',
      },
    ],
  },
  'gmSys.groupInfoReport': {
    params: { trainId: '$trainId', round: 1, year: 1 },
    data: {
      year: 'number',
      reportYear: 'number',
      round: 'number',
      reportData: [
        {
          teamId: 'id',
          teamName: 'string',
          groupNum: 'number',
          bankrupt: 'boolean',
          cash: 'number',
          assetsTotal: 'number',
          liabilitiesTotal: 'number',
          ownerEquityTotal: 'number',
          netRevenues: 'number',
          netIncome: 'number',
        },
      ],
    },
  },
  'gmInfo.publicMes': {
    params: T,
    data: [
      { id: 'id', groupId: 'any?', content: 'string', createTime: 'string', fromUserName: 'string', groupName: 'any?' },
    ],
  },
  'analysis.openAll': { params: T, data: { open: 'number' } },
  'analysis.getMarketShare': {
    params: T,
    data: {
      round: 'any?',
      markets: [
        {
          market: 'string',
          marketName: 'string',
          total: 'number',
          teams: [{ teamId: 'id', teamName: 'string', revenue: 'number', shareBp: 'number', share: 'number' }],
        },
      ],
    },
  },
  'analysis.getCostProfit': {
    params: T,
    data: {
      round: 'any?',
      rows: [COST_PROFIT_ROW],
      trend: [
        {
          round: 'number',
          year: 'number',
          quarter: 'number',
          rows: [COST_PROFIT_ROW],
        },
      ],
    },
  },
  'analysis.getTeamList': {
    params: T,
    data: [{ teamId: 'id', groupNum: 'number', teamName: 'string', bankrupt: 'boolean', own: 'boolean' }],
  },
  'analysis.advertising': {
    params: T,
    data: {
      round: 'any?',
      rows: [{ teamId: 'id', teamName: 'string', total: 'number', byMarket: 'any', byProduct: 'any' }],
      trend: [
        {
          round: 'number',
          year: 'number',
          quarter: 'number',
          rows: [{ teamId: 'id', teamName: 'string', total: 'number', byMarket: 'any', byProduct: 'any' }],
        },
      ],
    },
  },
  'analysis.order': {
    params: T,
    data: {
      round: 'any?',
      rows: [ORDER_ROW],
      trend: [
        {
          round: 'number',
          year: 'number',
          quarter: 'number',
          rows: [ORDER_ROW],
        },
      ],
    },
  },
  'analysis.capacity': {
    params: T,
    data: {
      round: 'any?',
      rows: [CAPACITY_ROW],
      trend: [
        {
          round: 'number',
          year: 'number',
          quarter: 'number',
          rows: [CAPACITY_ROW],
        },
      ],
    },
  },
  'analysis.earnings': {
    params: T,
    data: {
      round: 'any?',
      rows: [{ teamId: 'id', teamName: 'string', revenue: 'number', grossProfit: 'number', netIncome: 'number' }],
      trend: [
        {
          round: 'number',
          year: 'number',
          quarter: 'number',
          rows: [{ teamId: 'id', teamName: 'string', revenue: 'number', grossProfit: 'number', netIncome: 'number' }],
        },
      ],
    },
  },
  'analysis.liabilities': {
    params: T,
    data: {
      round: 'any?',
      rows: [LIABILITY_ROW],
      trend: [
        {
          round: 'number',
          year: 'number',
          quarter: 'number',
          rows: [LIABILITY_ROW],
        },
      ],
    },
  },
  'analysis.getMarket': { params: T, data: [{ code: 'string', name: 'string' }] },
  'analysis.getQuarter': { params: T, data: [{ round: 'number', year: 'number', quarter: 'number' }] },
  'analysis.getProduct': { params: T, data: [{ code: 'string', name: 'string' }] },
  'analysis.getOrderTeam': {
    params: T,
    data: [
      {
        teamId: 'id',
        teamName: 'string',
        orderCount: 'number',
        openCount: 'number',
        deliveredCount: 'number',
        cancelledCount: 'number',
      },
    ],
  },
  'analysis.getOrderDetail': {
    params: T,
    data: {
      records: [
        {
          teamId: 'id',
          teamName: 'string',
          round: 'number',
          year: 'number',
          quarter: 'number',
          orderId: 'id',
          market: 'string',
          marketName: 'string',
          product: 'string',
          productName: 'string',
          quantity: 'number',
          unitPrice: 'number',
          totalPrice: 'number',
          dueRound: 'number',
          receivableTerm: 'number',
          requiredQualification: 'any?',
          status: 'string',
          deliveredRound: 'number?',
          penalty: 'number',
        },
      ],
      total: 'number',
      current: 'number',
      size: 'number',
    },
  },
  'analysis.getCfoTeam': {
    params: T,
    data: [
      {
        teamId: 'id',
        teamName: 'string',
        round: 'number',
        cash: 'number',
        receivable: 'number',
        longLoans: 'number',
        shortLoans: 'number',
        otherPayable: 'number',
        tax: 'number',
        cfoCashLimit: 'number',
      },
    ],
  },
  'analysis.getDataBanlance': {
    params: T,
    data: [
      {
        round: 'number',
        year: 'number',
        quarter: 'number',
        ...BALANCE_FIGURES,
      },
    ],
  },
  'analysis.getMenuDetail': {
    params: T,
    data: {
      round: 'number',
      meetingRounds: [{ round: 'number', year: 'number', quarter: 'number' }],
      rows: [
        {
          key: 'string',
          round: 'number',
          year: 'number',
          quarter: 'number',
          market: 'string',
          marketName: 'string',
          product: 'string',
          productName: 'string',
          teamId: 'id',
          teamName: 'string',
          rank: 'number',
          ad: 'number',
          rights: 'number',
          picked: 'number',
          orderIds: ['id'],
          quantity: 'number',
          value: 'number',
        },
      ],
    },
  },
  'analysis.companyMessage': {
    params: T,
    data: [
      {
        teamId: 'id',
        teamName: 'string',
        round: 'number',
        bankrupt: 'boolean',
        bankruptReason: 'any?',
        cash: 'number',
        equity: 'number',
        builtLines: 'number',
        buildingLines: 'number',
        markets: ['string'],
        products: ['string'],
        qualifications: ['any'],
        countScore: 'number',
        pdcaScore: 'number',
        platformScore: 'number',
        teacherScore: 'any?',
      },
    ],
  },
  'analysis.companyMessageOptions': {
    params: T,
    data: { teams: [{ teamId: 'id', groupNum: 'number', teamName: 'string', bankrupt: 'boolean', own: 'boolean' }] },
  },
  'analysis.creditDetail': {
    params: T,
    data: {
      summary: [
        {
          teamId: 'id',
          teamName: 'string',
          longUsed: 'number',
          longLimit: 'number',
          shortUsed: 'number',
          shortLimit: 'number',
        },
      ],
      loans: [
        {
          teamId: 'id',
          teamName: 'string',
          kind: 'string',
          loanId: 'id',
          amount: 'number',
          takenRound: 'number',
          dueRound: 'number',
        },
      ],
    },
  },
  'analysis.creditDetailOptions': {
    params: T,
    data: {
      teams: [{ teamId: 'id', groupNum: 'number', teamName: 'string', bankrupt: 'boolean', own: 'boolean' }],
      kinds: [{ value: 'string', label: 'string' }],
    },
  },
  'analysis.timeList': {
    params: T,
    data: [
      {
        round: 'number',
        year: 'number',
        quarter: 'number',
        settled: 'boolean',
        current: 'boolean',
        duration: 'number',
        startTime: 'number?',
      },
    ],
  },
  'analysis.allInOne': {
    params: T,
    data: [
      {
        teamId: 'id',
        teamName: 'string',
        bankrupt: 'boolean',
        revenue: 'number',
        netIncome: 'number',
        equity: 'number',
        advertising: 'number',
        ordersTaken: 'number',
        utilisation: 'number',
        debtRatio: 'number',
        countScore: 'number',
        markets: [
          {
            market: 'string',
            marketName: 'string',
            developed: 'boolean',
            progress: 'number',
            required: 'number',
            sales: 'number',
            shareBp: 'number',
          },
        ],
      },
    ],
  },
  'analysis.financeTeamSelect': {
    params: T,
    data: [{ teamId: 'id', groupNum: 'number', teamName: 'string', bankrupt: 'boolean', own: 'boolean' }],
  },
  'analysis.dataByCode': {
    params: { trainId: '$trainId', code: 1 },
    data: {
      cash: { beginning: 'number', end: 'number' },
      makingProduct: { beginning: 'number', end: 'number' },
      receivable: { beginning: 'number', end: 'number' },
      finishedProduct: { beginning: 'number', end: 'number' },
      material: { beginning: 'number', end: 'number' },
      liquidAssetsTotal: { beginning: 'number', end: 'number' },
      realEstate: { beginning: 'number', end: 'number' },
      constructProject: { beginning: 'number', end: 'number' },
      fixedAssestsTotal: { beginning: 'number', end: 'number' },
      assetsTotal: { beginning: 'number', end: 'number' },
      longTermLiabilites: { beginning: 'number', end: 'number' },
      shortTermLiabiltes: { beginning: 'number', end: 'number' },
      otherPayable: { beginning: 'number', end: 'number' },
      tax: { beginning: 'number', end: 'number' },
      liabilitiesTotal: { beginning: 'number', end: 'number' },
      shareholderCapital: { beginning: 'number', end: 'number' },
      retainProfits: { beginning: 'number', end: 'number' },
      yearProfits: { beginning: 'number', end: 'number' },
      ownerEquityTotal: { beginning: 'number', end: 'number' },
      liabilitiesEquityTotal: { beginning: 'number', end: 'number' },
    },
  },
  'analysis.retailOrderList': {
    params: T,
    data: {
      records: [
        {
          teamId: 'id',
          teamName: 'string',
          round: 'number',
          year: 'number',
          quarter: 'number',
          orderId: 'id',
          market: 'string',
          marketName: 'string',
          product: 'string',
          productName: 'string',
          quantity: 'number',
          unitPrice: 'number',
          totalPrice: 'number',
          receivableTerm: 'number',
        },
      ],
      total: 'number',
      current: 'number',
      size: 'number',
      byRound: [{ round: 'number', year: 'number', quarter: 'number', quantity: 'number', value: 'number' }],
    },
  },
  'ste.presetDomainList': {
    params: { caseId: '$steCaseId' },
    data: [{ id: 'id', caseId: 'id', sort: 'number', domainName: 'string', description: 'string' }],
  },
  'ste.presetIndustryList': {
    params: { caseId: '$steCaseId' },
    data: [
      { id: 'id', caseId: 'id', sort: 'number', industryName: 'string', industryCode: 'string', description: 'string' },
    ],
  },
  'ste.organizationList': {
    params: { caseId: '$steCaseId' },
    data: [
      {
        id: 'id',
        caseId: 'id',
        sort: 'number',
        postCode: 'string',
        postName: 'string',
        duty: 'string',
        headcount: 'number',
      },
    ],
  },
  'ste.scoreList': {
    params: { caseId: '$steCaseId' },
    data: [{ id: 'id', caseId: 'id', sort: 'number', itemName: 'string', weight: 'number' }],
  },
  'ste.teacherShowFieldList': {
    params: { caseId: '$steCaseId' },
    data: [{ id: 'id', caseId: 'id', sort: 'number', fieldKey: 'string', fieldName: 'string', visible: 'number' }],
  },
  'ste.developerDataList': {
    params: { caseId: '$steCaseId' },
    data: [{ id: 'id', caseId: 'id', sort: 'number', dataKey: 'string', dataValue: 'string', remark: 'string' }],
  },
  'ste.moduleList': {
    params: { caseId: '$steCaseId' },
    data: [{ id: 'id', caseId: 'id', sort: 'number', moduleCode: 'string', moduleName: 'string', enabled: 'number' }],
  },
  'tool.list': { params: { trainId: '$trainId', groupId: '$groupId', type: 1 }, data: ['any'] },
  'tool.checkVote': { params: { trainId: '$trainId', groupId: '$groupId', userId: '$userId' }, data: 'number' },
  'team.state': {
    params: TG,
    data: {
      ...TEAM_DESK,
      postId: 'any?',
      postName: 'any?',
      trainState: 'number',
      cashLimits: [{ posCode: 'string', cashLimit: 'number' }],
      options: {
        lineTypes: [{ code: 'string', name: 'string', price: 'number', buildRounds: 'number', capacity: 'number' }],
        loanUnit: 'number',
        maxLines: 'number',
      },
    },
  },
  'project.list': {
    params: T,
    data: {
      materialList: [{ code: 'string', name: 'string', price: 'number', leadRounds: 'number' }],
      productList: [
        {
          code: 'string',
          name: 'string',
          processCost: 'number',
          devRounds: 'number',
          bom: [{ code: 'string', name: 'string', qty: 'number' }],
        },
      ],
      teams: [{ teamId: 'id', groupId: 'id', groupNum: 'number', groupName: 'string', bankrupt: 'boolean' }],
    },
  },
  'experiment.list': {
    data: {
      records: [
        {
          id: 'id',
          trainName: 'string',
          caseId: 'id',
          caseName: 'string',
          caseCode: 'string',
          ruleId: 'id',
          ruleName: 'string',
          ruleType: 'number',
          classId: 'id',
          teacherId: 'id',
          roundNumber: 'number',
          currRound: 'number',
          state: 'number',
          groupNum: 'any?',
          isOpen: 'number',
          sandTableId: 'id',
          selectVersion: 'number',
          modules: 'string',
          postList: ['any'],
          seed: 'number',
          version: 'number',
          createTime: 'string',
          stateName: 'string',
          className: 'string',
          year: 'number',
          quarter: 'number',
          groupId: 'any?',
          groupName: 'string',
          postId: 'any?',
          postName: 'string',
        },
      ],
      total: 'number',
      current: 'number',
      size: 'number',
    },
  },
  'experiment.sandTableList': {
    data: [{ sandTableId: 'id', sandTableName: 'string', hasOrderMeeting: 'boolean', caseCount: 'number' }],
  },
  'experiment.realTimeDesk': {
    params: TG,
    data: {
      ...TEAM_DESK,
      members: [GROUP_MEMBER],
    },
  },
  'experiment.realTimeCompare': {
    params: T,
    data: {
      trainId: 'id',
      round: 'number',
      stateName: 'string',
      teams: [
        {
          teamId: 'id',
          groupNum: 'number',
          groupName: 'string',
          bankrupt: 'boolean',
          cash: 'number',
          assetsTotal: 'number',
          liabilitiesTotal: 'number',
          ownerEquityTotal: 'number',
          yearProfits: 'number',
          lines: 'number',
          openOrders: 'number',
          forecastNet: 'number',
        },
      ],
    },
  },
  'experiment.loanList': {
    params: TG,
    data: {
      teamId: 'id',
      groupName: 'string',
      round: 'number',
      loans: [{ id: 'id', amount: 'number', takenRound: 'number', dueRound: 'number', kind: 'string' }],
      longTotal: 'number',
      shortTotal: 'number',
      limits: {
        long: { limit: 'number', used: 'number', available: 'number' },
        short: { limit: 'number', used: 'number', available: 'number' },
      },
      terms: {
        longRate: 'number',
        longTermYears: 'number',
        shortRate: 'number',
        shortTermRounds: 'number',
        loanUnit: 'number',
      },
    },
  },
  'experiment.cooReplay': {
    params: TG,
    data: [
      {
        round: 'number',
        year: 'number',
        quarter: 'number',
        lines: 'number',
        capacity: 'number',
        used: 'number',
        salesQty: 'number',
        ordersTaken: 'number',
        ordersDelivered: 'number',
        material: 'number',
        makingProduct: 'number',
        finishedProduct: 'number',
      },
    ],
  },
  'experiment.cfoReplay': {
    params: TG,
    data: [
      {
        round: 'number',
        year: 'number',
        quarter: 'number',
        cash: 'number',
        receivable: 'number',
        longTermLiabilites: 'number',
        shortTermLiabiltes: 'number',
        liabilitiesTotal: 'number',
        ownerEquityTotal: 'number',
        financeCharge: 'number',
        netIncome: 'number',
        debtRatio: 'number',
      },
    ],
  },
  'study.courseList': {
    data: [
      {
        id: 'id',
        chapterName: 'string',
        sort: 'number',
        progress: 'number',
        sections: [{ id: 'id', sectionName: 'string', duration: 'number', progress: 'number', finished: 'boolean' }],
      },
    ],
  },
  'template.download': { params: { name: 'student' }, data: 'file' },
};

// ---- checking an answer against its shape ----------------------------------------------------

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function kindMatches(kind: Kind, value: unknown): boolean {
  switch (kind) {
    case 'any':
      return true;
    case 'id':
      return typeof value === 'string' || typeof value === 'number';
    case 'file':
      return false;
    default:
      return typeof value === kind;
  }
}

/**
 * Where `value` differs from `shape`: one line per field path ('data.records[].className: missing',
 * 'data.total: expected number, got string'), each path named once however many array items share it.
 */
export function shapeProblems(value: unknown, shape: Shape, path = 'data'): string[] {
  const found = new Map<string, string>();
  const visit = (v: unknown, s: Shape, at: string) => {
    if (found.has(at)) return;
    if (typeof s === 'string') {
      const optional = s.endsWith('?');
      const kind = (optional ? s.slice(0, -1) : s) as Kind;
      if (v === undefined) {
        if (!optional) found.set(at, `${at}: missing`);
      } else if (v === null) {
        if (!optional && kind !== 'any') found.set(at, `${at}: expected ${kind}, got null`);
      } else if (!kindMatches(kind, v)) found.set(at, `${at}: expected ${kind}, got ${typeName(v)}`);
      return;
    }
    if (v === undefined) return void found.set(at, `${at}: missing`);
    if (Array.isArray(s)) {
      if (!Array.isArray(v)) return void found.set(at, `${at}: expected array, got ${typeName(v)}`);
      for (const item of v) visit(item, s[0], `${at}[]`);
      return;
    }
    if (typeName(v) !== 'object') return void found.set(at, `${at}: expected object, got ${typeName(v)}`);
    for (const [field, fieldShape] of Object.entries(s as Record<string, Shape>))
      visit((v as Record<string, unknown>)[field], fieldShape, `${at}.${field}`);
  };
  visit(value, shape, path);
  return [...found.values()];
}

/** The value at a dotted path of an answer's data ('records.0.id'), or undefined. */
export function factAt(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, step) => (at == null ? undefined : (at as any)[step]), data);
}
