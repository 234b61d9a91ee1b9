/**
 * The statement tables' item keys and shapes, shared by the app (services/analysis) and the mock
 * engine, so both list the same items in the same order. No imports: the mock imports this file.
 * Key spellings are the real backend's (fixedAssestsTotal, longTermLiabilites, deprecition…).
 */

/** Balance-sheet items, in table order. */
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
/** Income-statement items, in table order. */
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
/** Expense items, in table order. */
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
/** The posts of a team, in the order of the cash-limit list. */
export const POST_CODES = ['CEO', 'CFO', 'CMO', 'COO', 'CPO'] as const;

export type BalanceKey = (typeof BALANCE_KEYS)[number];
export type IncomeKey = (typeof INCOME_KEYS)[number];
export type ExpenseKey = (typeof EXPENSE_KEYS)[number];
export type PostCode = (typeof POST_CODES)[number];

/** One figure per balance-sheet item. */
export type BalanceValues = Record<BalanceKey, number>;
/** One figure per expense item. */
export type Expenses = Record<ExpenseKey, number>;

/** Balance data: beginning and end of the round, and the student's input when entered. */
export type BalanceSheet = Record<BalanceKey, { beginning: number; end: number; input?: number }>;
export type IncomeStatement = Record<IncomeKey, { end: number; input?: number }>;
export type ExpenseTable = Record<ExpenseKey, { end: number; input?: number }>;
/** A post's cash limit for the round, and the student's input when entered. */
export interface CashLimitRow {
  posCode: PostCode;
  cashLimit: number;
  input?: number;
}
