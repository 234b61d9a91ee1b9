/** Statement shapes. Key spellings are the real backend's (fixedAssestsTotal, longTermLiabilites, deprecition…). */
import type { PostCode } from './ruleTypes';

export const BALANCE_KEYS = [
  'cash',
  'makingProduct',
  'receivable',
  'finishedProduct',
  'material',
  'liquidAssetsTotal',
  'realEstate',
  'constructProject',
  'fixedAssestsTotal',
  'assetsTotal',
  'longTermLiabilites',
  'shortTermLiabiltes',
  'otherPayable',
  'tax',
  'liabilitiesTotal',
  'shareholderCapital',
  'retainProfits',
  'yearProfits',
  'ownerEquityTotal',
  'liabilitiesEquityTotal',
] as const;
export type BalanceKey = (typeof BALANCE_KEYS)[number];
export type BalanceValues = Record<BalanceKey, number>;
export type BalanceSheet = Record<BalanceKey, { beginning: number; end: number; input?: number }>;

export const INCOME_KEYS = [
  'netRevenues',
  'directCost',
  'grossProfit',
  'administrativeExpense',
  'ebitda',
  'deprecition',
  'profitBeforeInterest',
  'financeCharge',
  'financeCost',
  'profitBeforeTax',
  'incomeTaxes',
  'netIncome',
] as const;
export type IncomeKey = (typeof INCOME_KEYS)[number];
export type IncomeStatement = Record<IncomeKey, { end: number; input?: number }>;

export const EXPENSE_KEYS = [
  'administrative',
  'conversion',
  'intelligenceFee',
  'productDesign',
  'productDevelop',
  'marketDevelop',
  'qualificationsApply',
  'certificationApply',
  'advertise',
  'terminationBenefits',
  'training',
  'incentive',
  'human',
  'digital',
  'productLineMaintenance',
  'carbonCapsCost',
] as const;
export type ExpenseKey = (typeof EXPENSE_KEYS)[number];
export type Expenses = Record<ExpenseKey, number>;

export interface CashLimitRow {
  posCode: PostCode;
  cashLimit: number;
}
