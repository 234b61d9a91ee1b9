/** Rows several answers share: one definition each. */
import { assumed, bool, id, num, promised, promisedWhen, str, time, z } from './kit';

export const TRAINING_ROW = z.object({
  id: promised(id),
  trainName: promised(str),
  caseId: promised(id),
  caseName: promised(str),
  caseCode: promised(str),
  ruleId: promised(id),
  ruleName: promised(str),
  ruleType: promised(num),
  classId: assumed(id),
  teacherId: assumed(id),
  roundNumber: promised(num),
  currRound: promised(num),
  state: promised(num),
  groupNum: promised(num),
  isOpen: promised(num),
  sandTableId: promised(id),
  selectVersion: promised(num),
  modules: promised(str),
  duration: promisedWhen('the backend keeps one', num),
  groupId: promisedWhen('the caller has a seat', id.nullable()),
  postList: assumed(z.array(num)),
  seed: assumed(num),
  version: assumed(num),
  createTime: assumed(str),
  stateName: assumed(str),
  className: assumed(str),
  year: assumed(num),
  quarter: assumed(num),
});

export const RULE_ROW = z.object({
  id: assumed(id),
  ruleName: assumed(str),
  ruleType: assumed(num),
  code: assumed(str),
  caseId: assumed(id),
  caseName: assumed(str),
  isDefault: assumed(bool),
  ownerId: assumed(id),
  updatedBy: assumed(str),
  createTime: assumed(str),
  updateTime: assumed(str),
  dealerOrderCount: assumed(num),
  editable: assumed(bool),
});

export const GROUP_MEMBER = z.object({
  id: assumed(id),
  postId: assumed(id),
  postName: assumed(str),
  groupId: assumed(id),
  groupNum: assumed(num),
  groupName: assumed(str),
  studentId: assumed(id),
  studentName: assumed(str),
  userCode: assumed(str),
});

export const CASE_ROW = z.object({
  id: assumed(id),
  caseCode: assumed(str),
  caseName: assumed(str),
  description: assumed(str),
  isTemplate: assumed(num),
  standard: assumed(num),
  variant: assumed(str),
  sandTableId: assumed(id),
  ruleId: assumed(id),
  licenseUrl: assumed(str),
  ownerId: assumed(id),
  createTime: assumed(str),
  updateTime: assumed(str),
  ruleName: assumed(str),
  ownerName: assumed(str),
  editable: assumed(bool),
});

export const COST_PROFIT_ROW = z.object({
  teamId: assumed(id),
  teamName: assumed(str),
  revenue: assumed(num),
  directCost: assumed(num),
  expenses: assumed(num),
  depreciation: assumed(num),
  financeCharge: assumed(num),
  financeCost: assumed(num),
  incomeTaxes: assumed(num),
  netIncome: assumed(num),
});

export const ORDER_ROW = z.object({
  teamId: assumed(id),
  teamName: assumed(str),
  takenCount: assumed(num),
  takenQuantity: assumed(num),
  takenValue: assumed(num),
  deliveredCount: assumed(num),
  deliveredQuantity: assumed(num),
  deliveredValue: assumed(num),
  penalties: assumed(num),
});

export const CAPACITY_ROW = z.object({
  teamId: assumed(id),
  teamName: assumed(str),
  lines: assumed(num),
  capacity: assumed(num),
  used: assumed(num),
  utilisation: assumed(num),
});

export const LIABILITY_ROW = z.object({
  teamId: assumed(id),
  teamName: assumed(str),
  longLoans: assumed(num),
  shortLoans: assumed(num),
  payables: assumed(num),
  total: assumed(num),
  debtRatio: assumed(num),
  cash: assumed(num),
  ownerEquityTotal: assumed(num),
});

export const BALANCE_FIGURES = z.object({
  cash: assumed(num),
  makingProduct: assumed(num),
  receivable: assumed(num),
  finishedProduct: assumed(num),
  material: assumed(num),
  liquidAssetsTotal: assumed(num),
  realEstate: assumed(num),
  constructProject: assumed(num),
  fixedAssestsTotal: assumed(num),
  assetsTotal: assumed(num),
  longTermLiabilites: assumed(num),
  shortTermLiabiltes: assumed(num),
  otherPayable: assumed(num),
  tax: assumed(num),
  liabilitiesTotal: assumed(num),
  shareholderCapital: assumed(num),
  retainProfits: assumed(num),
  yearProfits: assumed(num),
  ownerEquityTotal: assumed(num),
  liabilitiesEquityTotal: assumed(num),
});

/** One kind of loan's limit: the ceiling, what is drawn and what is left. */
const LOAN_LIMIT = z.object({ limit: assumed(num), used: assumed(num), available: assumed(num) });
export const LOAN_LIMITS = z.object({ long: assumed(LOAN_LIMIT), short: assumed(LOAN_LIMIT) });

export const FORECAST = z.object({
  cash: assumed(num),
  receipts: assumed(num),
  tax: assumed(num),
  interest: assumed(num),
  principal: assumed(num),
  managementFee: assumed(num),
  maintenance: assumed(num),
  materials: assumed(num),
  penalties: assumed(num),
  payments: assumed(num),
  net: assumed(num),
});

/** Spec point 3's cash-limit row. */
export const CASH_LIMIT_ROW = z.object({ posCode: promised(str), cashLimit: promised(num) });

/** A seat of the group list (spec point 3): its id (group_post), post, group and student. */
export const GROUP_POST = z.object({
  id: promised(id),
  postId: promised(id),
  groupId: promised(id),
  studentId: promised(id.nullable()),
  postName: assumed(str),
  groupNum: assumed(num),
  groupName: assumed(str),
  studentName: assumed(str),
  userCode: assumed(str),
});

/** A market and product, by code and by name: what a bid, an order or a selection is for. */
export const SELECTION = {
  market: assumed(str),
  marketName: assumed(str),
  product: assumed(str),
  productName: assumed(str),
};

/** One market and product of a team's advertising, with its amount. */
const AD_ITEM = z.object({
  ...SELECTION,
  amount: assumed(num),
});

/** A team's advertising (spec point 3's teamData row). */
export const TEAM_ADVERTISING = z.object({
  teamId: assumed(id),
  groupNum: assumed(num),
  teamName: assumed(str),
  submitted: assumed(bool),
  submittedAt: assumed(time.nullable()),
  total: assumed(num),
  items: assumed(z.array(AD_ITEM)),
});

/** An order of the order meeting: offered, picked or won. */
export const MEETING_ORDER = z.object({
  id: assumed(id),
  ...SELECTION,
  quantity: assumed(num),
  unitPrice: assumed(num),
  totalPrice: assumed(num),
  deliveryQuarter: assumed(num),
  receivableTerm: assumed(num),
  requiredQualification: assumed(str.nullable()),
});

/** One product's row of the menu condition's list (spec point 7 names the list, not its fields). */
export const PRODUCT_TIMER = z.object({
  product: assumed(str),
  productName: assumed(str),
  current: assumed(bool),
  market: assumed(str.nullable()),
  /** Seconds left for the pick under way. */
  time: assumed(num),
});

/** A team's place in a selection's queue, by its advertising. */
export const QUEUE_ROW = z.object({
  teamId: assumed(id),
  teamName: assumed(str),
  rank: assumed(num),
  rights: assumed(num),
  picked: assumed(num),
  picksLeft: assumed(num),
  passed: assumed(bool),
  amount: assumed(num),
});

/** The published ranking of one market and product. */
export const RANKING_ROW = z.object({
  ...SELECTION,
  orderCount: assumed(num),
  queue: assumed(z.array(QUEUE_ROW)),
});

/** One selection (market and product) of the meeting, done or to come. */
export const MEETING_SESSION = z.object({
  ...SELECTION,
  done: assumed(bool),
  current: assumed(bool),
  orderCount: assumed(num),
  remainingCount: assumed(num),
});

/** A team's order of raw material, placed in one round and arriving in a later one. */
export const MATERIAL_ORDER = z.object({
  id: assumed(id),
  code: assumed(str),
  qty: assumed(num),
  unitPrice: assumed(num),
  orderedRound: assumed(num),
  arriveRound: assumed(num),
});

/** A loan a team holds. */
const LOAN = z.object({
  id: assumed(id),
  amount: assumed(num),
  takenRound: assumed(num),
  dueRound: assumed(num),
});

/** A team's own view of its company (the team state and the real-time desk answer it alike). */
export const TEAM_VIEW = z.object({
  teamId: assumed(id),
  teamName: assumed(str),
  round: assumed(num),
  year: assumed(num),
  quarter: assumed(num),
  bankrupt: assumed(bool),
  bankruptReason: assumed(str.nullable()),
  balance: assumed(BALANCE_FIGURES),
  lines: assumed(
    z.array(
      z.object({
        id: assumed(id),
        type: assumed(str),
        product: assumed(str),
        status: assumed(str),
        readyRound: assumed(num),
        bookValue: assumed(num),
        /** The lot in production: its product and quantities, null when the line is idle. */
        wip: assumed(
          z.object({ product: assumed(str), lots: assumed(z.array(z.object({ qty: assumed(num) }))) }).nullable(),
        ),
        typeName: assumed(str),
        capacity: assumed(num),
      }),
    ),
  ),
  materials: assumed(
    z.array(
      z.object({
        code: assumed(str),
        name: assumed(str),
        stock: assumed(num),
        price: assumed(num),
      }),
    ),
  ),
  products: assumed(
    z.array(
      z.object({
        code: assumed(str),
        name: assumed(str),
        stock: assumed(num),
      }),
    ),
  ),
  materialOrders: assumed(z.array(MATERIAL_ORDER)),
  longLoans: assumed(z.array(LOAN)),
  shortLoans: assumed(z.array(LOAN)),
  loanLimits: assumed(LOAN_LIMITS),
  receivables: assumed(z.array(z.object({ id: assumed(id), amount: assumed(num), dueRound: assumed(num) }))),
  openOrders: assumed(
    z.array(
      z.object({
        id: assumed(id),
        market: assumed(str),
        product: assumed(str),
        quantity: assumed(num),
        totalPrice: assumed(num),
        dueRound: assumed(num),
      }),
    ),
  ),
  orders: assumed(
    z.array(
      z.object({
        id: assumed(id),
        round: assumed(num),
        market: assumed(str),
        product: assumed(str),
        quantity: assumed(num),
        unitPrice: assumed(num),
        totalPrice: assumed(num),
        deliveryQuarter: assumed(num),
        dueRound: assumed(num),
        receivableTerm: assumed(num),
        requiredQualification: assumed(str.nullable()),
        status: assumed(str),
        deliveredRound: assumed(num.nullable()),
        penalty: assumed(num),
      }),
    ),
  ),
  markets: assumed(
    z.array(
      z.object({
        code: assumed(str),
        name: assumed(str),
        progress: assumed(num),
        required: assumed(num),
        done: assumed(bool),
      }),
    ),
  ),
  productDevelopment: assumed(
    z.array(
      z.object({
        code: assumed(str),
        name: assumed(str),
        progress: assumed(num),
        required: assumed(num),
        done: assumed(bool),
      }),
    ),
  ),
  qualifications: assumed(
    z.array(
      z.object({
        code: assumed(str),
        name: assumed(str),
        progress: assumed(num),
        required: assumed(num),
        done: assumed(bool),
      }),
    ),
  ),
  forecast: assumed(FORECAST),
  teacherScore: assumed(num.nullable()),
  groupId: assumed(id),
  groupNum: assumed(num),
  groupName: assumed(str),
});
