/**
 * The Chinese names of the statement items, one table per statement, for the mock's answers and
 * messages (the result tables, the general manager's reports and the export). The app names them
 * through its locale files instead.
 */
import type { BalanceKey, ExpenseKey, IncomeKey } from '../../src/domain/statements';

export const BALANCE_LABELS: Readonly<Record<BalanceKey, string>> = {
  cash: '现金',
  makingProduct: '在制品',
  receivable: '应收款',
  finishedProduct: '产成品',
  material: '原料',
  liquidAssetsTotal: '流动资产合计',
  realEstate: '厂房与设备',
  constructProject: '在建工程',
  fixedAssestsTotal: '固定资产合计',
  assetsTotal: '资产总计',
  longTermLiabilites: '长期贷款',
  shortTermLiabiltes: '短期贷款',
  otherPayable: '其他应付款',
  tax: '应交税费',
  liabilitiesTotal: '负债合计',
  shareholderCapital: '股东资本',
  retainProfits: '未分配利润',
  yearProfits: '本年利润',
  ownerEquityTotal: '所有者权益合计',
  liabilitiesEquityTotal: '负债和所有者权益总计',
};
export const INCOME_LABELS: Readonly<Record<IncomeKey, string>> = {
  netRevenues: '销售收入',
  directCost: '直接成本',
  grossProfit: '毛利',
  administrativeExpense: '综合费用',
  ebitda: '折旧前利润',
  deprecition: '折旧',
  profitBeforeInterest: '支付利息前利润',
  financeCharge: '财务费用',
  financeCost: '其他损益',
  profitBeforeTax: '税前利润',
  incomeTaxes: '所得税',
  netIncome: '净利润',
};
export const EXPENSE_LABELS: Readonly<Record<ExpenseKey, string>> = {
  administrative: '管理费',
  conversion: '转产费',
  intelligenceFee: '智能化费用',
  productDesign: '产品设计费',
  productDevelop: '产品研发费',
  marketDevelop: '市场开拓费',
  qualificationsApply: '资质认证费',
  certificationApply: '认证申请费',
  advertise: '广告费',
  terminationBenefits: '辞退福利',
  training: '培训费',
  incentive: '激励费',
  human: '人力费',
  digital: '数字化费用',
  productLineMaintenance: '设备维护费',
  carbonCapsCost: '碳排放费用',
};
