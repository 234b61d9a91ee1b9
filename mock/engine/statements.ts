import type {
  BalanceKey,
  BalanceSheet,
  BalanceValues,
  CashLimitRow,
  IncomeStatement,
  Pnl,
  RuleParams,
  TeamMetrics,
  TeamRoundRecord,
  TeamState,
} from './types';
import { BALANCE_KEYS, POST_CODES } from './types';
import { lotsValue } from './ledger';
import { expenseTotal, pnlNet } from './util';

/** The balance of a team right now, with the backend's key spellings. */
export function balanceValues(team: TeamState): BalanceValues {
  let makingProduct = 0;
  let realEstate = 0;
  let constructProject = 0;
  for (const l of team.lines) {
    if (l.wip) makingProduct += lotsValue(l.wip.lots);
    if (l.status === 'building') constructProject += l.bookValue;
    else realEstate += l.bookValue;
  }
  let receivable = 0;
  for (const r of team.receivables) receivable += r.amount;
  let longTermLiabilites = 0;
  for (const l of team.longLoans) longTermLiabilites += l.amount;
  let shortTermLiabiltes = 0;
  for (const l of team.shortLoans) shortTermLiabiltes += l.amount;
  const cash = team.cash;
  const finishedProduct = lotsValue(team.goodsLots);
  const material = lotsValue(team.materialLots);
  const liquidAssetsTotal = cash + makingProduct + receivable + finishedProduct + material;
  const fixedAssestsTotal = realEstate + constructProject;
  const assetsTotal = liquidAssetsTotal + fixedAssestsTotal;
  const otherPayable = team.otherPayable;
  const tax = team.taxPayable;
  const liabilitiesTotal = longTermLiabilites + shortTermLiabiltes + otherPayable + tax;
  const shareholderCapital = team.shareholderCapital;
  const retainProfits = team.retainProfits;
  const yearProfits = pnlNet(team.ytd);
  const ownerEquityTotal = shareholderCapital + retainProfits + yearProfits;
  return {
    cash,
    makingProduct,
    receivable,
    finishedProduct,
    material,
    liquidAssetsTotal,
    realEstate,
    constructProject,
    fixedAssestsTotal,
    assetsTotal,
    longTermLiabilites,
    shortTermLiabiltes,
    otherPayable,
    tax,
    liabilitiesTotal,
    shareholderCapital,
    retainProfits,
    yearProfits,
    ownerEquityTotal,
    liabilitiesEquityTotal: liabilitiesTotal + ownerEquityTotal,
  };
}

export function ownerEquity(team: TeamState): number {
  return team.shareholderCapital + team.retainProfits + pnlNet(team.ytd);
}

export function balanceSheet(beginning: BalanceValues, end: BalanceValues): BalanceSheet {
  const bs = {} as BalanceSheet;
  for (const k of BALANCE_KEYS as readonly BalanceKey[]) bs[k] = { beginning: beginning[k], end: end[k] };
  return bs;
}

export function incomeValues(p: Pnl): Record<keyof IncomeStatement, number> {
  const netRevenues = p.revenue;
  const directCost = p.directCost;
  const grossProfit = netRevenues - directCost;
  const administrativeExpense = expenseTotal(p.expenses);
  const ebitda = grossProfit - administrativeExpense;
  const deprecition = p.depreciation;
  const profitBeforeInterest = ebitda - deprecition;
  const financeCharge = p.financeCharge;
  const financeCost = p.financeCost;
  const profitBeforeTax = profitBeforeInterest - financeCharge - financeCost;
  const incomeTaxes = p.incomeTaxes;
  const netIncome = profitBeforeTax - incomeTaxes;
  return {
    netRevenues,
    directCost,
    grossProfit,
    administrativeExpense,
    ebitda,
    deprecition,
    profitBeforeInterest,
    financeCharge,
    financeCost,
    profitBeforeTax,
    incomeTaxes,
    netIncome,
  };
}

export function incomeStatement(p: Pnl): IncomeStatement {
  const v = incomeValues(p);
  const out = {} as IncomeStatement;
  for (const k of Object.keys(v) as (keyof IncomeStatement)[]) out[k] = { end: v[k] };
  return out;
}

/** What each post may spend next round: a rule percentage of the cash, rounded down. */
export function cashLimits(rule: RuleParams, cash: number): CashLimitRow[] {
  return POST_CODES.map((posCode) => ({
    posCode,
    cashLimit: Math.floor((Math.max(0, cash) * Math.round(rule.cashLimitPct[posCode] * 100)) / 10000),
  }));
}

export function teamMetrics(
  team: TeamState,
  end: BalanceValues,
  capacity: { lines: number; capacity: number },
): TeamMetrics {
  const s = team.stats;
  const p = incomeValues(team.rq);
  let advertisingTotal = 0;
  for (const m of Object.keys(s.advertising))
    for (const pr of Object.keys(s.advertising[m])) advertisingTotal += s.advertising[m][pr];
  const payables = end.otherPayable + end.tax;
  return {
    salesByMarket: { ...s.salesByMarket },
    salesByProduct: { ...s.salesByProduct },
    salesQtyByProduct: { ...s.salesQtyByProduct },
    advertising: structuredClone(s.advertising),
    advertisingTotal,
    ordersTaken: { ...s.ordersTaken },
    ordersDelivered: { ...s.ordersDelivered },
    capacity: { lines: capacity.lines, capacity: capacity.capacity, used: s.capacityUsed },
    earnings: { revenue: p.netRevenues, grossProfit: p.grossProfit, netIncome: p.netIncome },
    liabilities: {
      longLoans: end.longTermLiabilites,
      shortLoans: end.shortTermLiabiltes,
      payables,
      total: end.liabilitiesTotal,
      // a ratio for charts; 4 decimals is plenty and keeps the JSON stable
      debtRatio: end.assetsTotal > 0 ? Math.round((end.liabilitiesTotal / end.assetsTotal) * 10000) / 10000 : 0,
    },
    costProfit: {
      revenue: p.netRevenues,
      directCost: p.directCost,
      expenses: p.administrativeExpense,
      depreciation: p.deprecition,
      financeCharge: p.financeCharge,
      financeCost: p.financeCost,
      incomeTaxes: p.incomeTaxes,
      netIncome: p.netIncome,
    },
    penalties: s.penalties,
  };
}

export function teamRecord(
  rule: RuleParams,
  team: TeamState,
  capacity: { lines: number; capacity: number },
): TeamRoundRecord {
  const end = balanceValues(team);
  return {
    teamId: team.teamId,
    teamName: team.teamName,
    bankrupt: team.bankrupt,
    balanceSheet: balanceSheet(team.opening, end),
    incomeStatement: incomeStatement(team.ytd),
    expenses: { ...team.ytd.expenses },
    cashLimits: cashLimits(rule, end.cash),
    metrics: teamMetrics(team, end, capacity),
  };
}
