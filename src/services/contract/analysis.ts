/** Intelligent analysis: the contract of its calls. */
import { type ContractEntry, assumed, bool, id, num, params, promised, str, time, z } from './kit';
import { EXPENSE_KEYS, INCOME_KEYS, POST_CODES } from '../../domain/statements';
import { BALANCE_FIGURES, CAPACITY_ROW, COST_PROFIT_ROW, LIABILITY_ROW, ORDER_ROW } from './rows';

/** Every analysis call names its training. */
const TRAIN = params({ trainId: id });
/** A settled round (absent: every settled round) and one team (absent: every team the caller may see). */
const ROUND = params({ trainId: id, round: num.optional(), teamId: id.optional() });
const MARKET_PRODUCT = ROUND.extend({ market: str.optional(), product: str.optional() });
const PAGE = { current: num.optional(), size: num.optional() };
const ORDER_STATUS = z.enum(['open', 'delivered', 'cancelled']);
const LOAN_KIND = z.enum(['long', 'short']);
/** 1 balance sheet, 2 cash-limit list, 3 income statement, 4 expenses (spec point 4). */
const TABLE_CODE = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
const TRAIN_TEAM = params({ trainId: id, teamId: id.optional() });

/** A figure of the income statement or the expenses: the round's, and the student's input when entered. */
const END_FIGURE = z.object({ end: assumed(num), input: assumed(num) });
/** A post's cash limit for the round, and the student's input when entered. */
const CASH_INPUT_ROW = z.object({ posCode: assumed(z.enum(POST_CODES)), cashLimit: assumed(num), input: assumed(num) });

/** An analysis of one round (`round`, as asked) with its rows, and the same rows for every settled round. */
function byRoundWithTrend<Row extends z.ZodType>(row: Row) {
  return z.object({
    round: assumed(z.unknown()),
    rows: assumed(z.array(row)),
    trend: assumed(
      z.array(
        z.object({ round: assumed(num), year: assumed(num), quarter: assumed(num), rows: assumed(z.array(row)) }),
      ),
    ),
  });
}

/** The balance sheet (table 1): each item's beginning and end, and the student's input when entered. */
const BALANCE_TABLE = z.object({
  cash: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
  makingProduct: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
  receivable: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
  finishedProduct: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
  material: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
  liquidAssetsTotal: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
  realEstate: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
  constructProject: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
  fixedAssestsTotal: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
  assetsTotal: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
  longTermLiabilites: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
  shortTermLiabiltes: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
  otherPayable: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
  tax: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
  liabilitiesTotal: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
  shareholderCapital: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
  retainProfits: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
  yearProfits: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
  ownerEquityTotal: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
  liabilitiesEquityTotal: promised(
    z.object({
      beginning: promised(num),
      end: promised(num),
      input: assumed(num),
    }),
  ),
});

/** The balance sheet as the app reads it (the table of code 1). */
export type BalanceTable = z.input<typeof BALANCE_TABLE>;

/** One statement table by its code: the balance sheet, the cash-limit list, the income statement or the expenses. */
const STATEMENT_TABLE = z.union([
  BALANCE_TABLE,
  z.array(CASH_INPUT_ROW),
  z.partialRecord(z.enum(INCOME_KEYS), END_FIGURE),
  z.partialRecord(z.enum(EXPENSE_KEYS), END_FIGURE),
]);

export const ANALYSIS = {
  'analysis.openAll': {
    params: params({ trainId: id, open: z.union([z.literal(0), z.literal(1)]).optional() }),
    sample: { trainId: '$trainId' },
    answer: z.object({
      open: assumed(num),
    }),
  },
  'analysis.getMarketShare': {
    params: ROUND,
    sample: { trainId: '$trainId' },
    answer: z.object({
      round: assumed(z.unknown()),
      markets: assumed(
        z.array(
          z.object({
            market: assumed(str),
            marketName: assumed(str),
            total: assumed(num),
            teams: assumed(
              z.array(
                z.object({
                  teamId: assumed(id),
                  teamName: assumed(str),
                  revenue: assumed(num),
                  shareBp: assumed(num),
                  share: assumed(num),
                }),
              ),
            ),
          }),
        ),
      ),
    }),
  },
  'analysis.getCostProfit': {
    params: ROUND,
    sample: { trainId: '$trainId' },
    answer: byRoundWithTrend(COST_PROFIT_ROW),
  },
  'analysis.getTeamList': {
    params: TRAIN,
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        teamId: assumed(id),
        groupNum: assumed(num),
        teamName: assumed(str),
        bankrupt: assumed(bool),
        own: assumed(bool),
      }),
    ),
  },
  'analysis.advertising': {
    params: MARKET_PRODUCT,
    sample: { trainId: '$trainId' },
    answer: z.object({
      round: assumed(z.unknown()),
      rows: assumed(
        z.array(
          z.object({
            teamId: assumed(id),
            teamName: assumed(str),
            total: assumed(num),
            byMarket: assumed(z.unknown()),
            byProduct: assumed(z.unknown()),
          }),
        ),
      ),
      trend: assumed(
        z.array(
          z.object({
            round: assumed(num),
            year: assumed(num),
            quarter: assumed(num),
            rows: assumed(
              z.array(
                z.object({
                  teamId: assumed(id),
                  teamName: assumed(str),
                  total: assumed(num),
                  byMarket: assumed(z.unknown()),
                  byProduct: assumed(z.unknown()),
                }),
              ),
            ),
          }),
        ),
      ),
    }),
  },
  'analysis.order': {
    params: ROUND,
    sample: { trainId: '$trainId' },
    answer: byRoundWithTrend(ORDER_ROW),
  },
  'analysis.capacity': {
    params: ROUND,
    sample: { trainId: '$trainId' },
    answer: byRoundWithTrend(CAPACITY_ROW),
  },
  'analysis.earnings': {
    params: ROUND,
    sample: { trainId: '$trainId' },
    answer: z.object({
      round: assumed(z.unknown()),
      rows: assumed(
        z.array(
          z.object({
            teamId: assumed(id),
            teamName: assumed(str),
            revenue: assumed(num),
            grossProfit: assumed(num),
            netIncome: assumed(num),
          }),
        ),
      ),
      trend: assumed(
        z.array(
          z.object({
            round: assumed(num),
            year: assumed(num),
            quarter: assumed(num),
            rows: assumed(
              z.array(
                z.object({
                  teamId: assumed(id),
                  teamName: assumed(str),
                  revenue: assumed(num),
                  grossProfit: assumed(num),
                  netIncome: assumed(num),
                }),
              ),
            ),
          }),
        ),
      ),
    }),
  },
  'analysis.liabilities': {
    params: ROUND,
    sample: { trainId: '$trainId' },
    answer: byRoundWithTrend(LIABILITY_ROW),
  },
  'analysis.getMarket': {
    params: TRAIN,
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        code: assumed(str),
        name: assumed(str),
      }),
    ),
  },
  'analysis.getQuarter': {
    params: TRAIN,
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        round: assumed(num),
        year: assumed(num),
        quarter: assumed(num),
      }),
    ),
  },
  'analysis.getProduct': {
    params: TRAIN,
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        code: assumed(str),
        name: assumed(str),
      }),
    ),
  },
  'analysis.getOrderTeam': {
    params: TRAIN,
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        teamId: assumed(id),
        teamName: assumed(str),
        orderCount: assumed(num),
        openCount: assumed(num),
        deliveredCount: assumed(num),
        cancelledCount: assumed(num),
      }),
    ),
  },
  'analysis.getOrderDetail': {
    params: MARKET_PRODUCT.extend({ status: ORDER_STATUS.optional(), ...PAGE }),
    sample: { trainId: '$trainId' },
    answer: z.object({
      records: assumed(
        z.array(
          z.object({
            teamId: assumed(id),
            teamName: assumed(str),
            round: assumed(num),
            year: assumed(num),
            quarter: assumed(num),
            orderId: assumed(id),
            market: assumed(str),
            marketName: assumed(str),
            product: assumed(str),
            productName: assumed(str),
            quantity: assumed(num),
            unitPrice: assumed(num),
            totalPrice: assumed(num),
            dueRound: assumed(num),
            receivableTerm: assumed(num),
            requiredQualification: assumed(z.unknown()),
            status: assumed(ORDER_STATUS),
            deliveredRound: assumed(num.nullable()),
            penalty: assumed(num),
          }),
        ),
      ),
      total: assumed(num),
      current: assumed(num),
      size: assumed(num),
    }),
  },
  'analysis.getCfoTeam': {
    params: ROUND,
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        teamId: assumed(id),
        teamName: assumed(str),
        round: assumed(num),
        cash: assumed(num),
        receivable: assumed(num),
        longLoans: assumed(num),
        shortLoans: assumed(num),
        otherPayable: assumed(num),
        tax: assumed(num),
        cfoCashLimit: assumed(num),
      }),
    ),
  },
  'analysis.getDataBanlance': {
    params: TRAIN_TEAM,
    sample: { trainId: '$trainId' },
    answer: z.array(BALANCE_FIGURES.extend({ round: assumed(num), year: assumed(num), quarter: assumed(num) })),
  },
  'analysis.getMenuDetail': {
    params: ROUND,
    sample: { trainId: '$trainId' },
    answer: z.object({
      round: assumed(num),
      meetingRounds: assumed(
        z.array(
          z.object({
            round: assumed(num),
            year: assumed(num),
            quarter: assumed(num),
          }),
        ),
      ),
      rows: assumed(
        z.array(
          z.object({
            key: assumed(str),
            round: assumed(num),
            year: assumed(num),
            quarter: assumed(num),
            market: assumed(str),
            marketName: assumed(str),
            product: assumed(str),
            productName: assumed(str),
            teamId: assumed(id),
            teamName: assumed(str),
            rank: assumed(num),
            ad: assumed(num),
            rights: assumed(num),
            picked: assumed(num),
            orderIds: assumed(z.array(id)),
            quantity: assumed(num),
            value: assumed(num),
          }),
        ),
      ),
    }),
  },
  'analysis.companyMessage': {
    params: TRAIN_TEAM,
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        teamId: assumed(id),
        teamName: assumed(str),
        round: assumed(num),
        bankrupt: assumed(bool),
        bankruptReason: assumed(z.unknown()),
        cash: assumed(num),
        equity: assumed(num),
        builtLines: assumed(num),
        buildingLines: assumed(num),
        markets: assumed(z.array(str)),
        products: assumed(z.array(str)),
        qualifications: assumed(z.array(z.unknown())),
        countScore: assumed(num),
        pdcaScore: assumed(num),
        platformScore: assumed(num),
        teacherScore: assumed(z.unknown()),
      }),
    ),
  },
  'analysis.companyMessageOptions': {
    params: TRAIN,
    sample: { trainId: '$trainId' },
    answer: z.object({
      teams: assumed(
        z.array(
          z.object({
            teamId: assumed(id),
            groupNum: assumed(num),
            teamName: assumed(str),
            bankrupt: assumed(bool),
            own: assumed(bool),
          }),
        ),
      ),
    }),
  },
  'analysis.creditDetail': {
    params: TRAIN_TEAM.extend({ kind: LOAN_KIND.optional() }),
    sample: { trainId: '$trainId' },
    answer: z.object({
      summary: assumed(
        z.array(
          z.object({
            teamId: assumed(id),
            teamName: assumed(str),
            longUsed: assumed(num),
            longLimit: assumed(num),
            shortUsed: assumed(num),
            shortLimit: assumed(num),
          }),
        ),
      ),
      loans: assumed(
        z.array(
          z.object({
            teamId: assumed(id),
            teamName: assumed(str),
            kind: assumed(LOAN_KIND),
            loanId: assumed(id),
            amount: assumed(num),
            takenRound: assumed(num),
            dueRound: assumed(num),
          }),
        ),
      ),
    }),
  },
  'analysis.creditDetailOptions': {
    params: TRAIN,
    sample: { trainId: '$trainId' },
    answer: z.object({
      teams: assumed(
        z.array(
          z.object({
            teamId: assumed(id),
            groupNum: assumed(num),
            teamName: assumed(str),
            bankrupt: assumed(bool),
            own: assumed(bool),
          }),
        ),
      ),
      kinds: assumed(
        z.array(
          z.object({
            value: assumed(LOAN_KIND),
            label: assumed(str),
          }),
        ),
      ),
    }),
  },
  'analysis.timeList': {
    params: TRAIN,
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        round: assumed(num),
        year: assumed(num),
        quarter: assumed(num),
        settled: assumed(bool),
        current: assumed(bool),
        duration: assumed(num),
        startTime: assumed(time.nullable()),
      }),
    ),
  },
  'analysis.allInOne': {
    params: ROUND,
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        teamId: assumed(id),
        teamName: assumed(str),
        bankrupt: assumed(bool),
        revenue: assumed(num),
        netIncome: assumed(num),
        equity: assumed(num),
        advertising: assumed(num),
        ordersTaken: assumed(num),
        utilisation: assumed(num),
        debtRatio: assumed(num),
        countScore: assumed(num),
        markets: assumed(
          z.array(
            z.object({
              market: assumed(str),
              marketName: assumed(str),
              developed: assumed(bool),
              progress: assumed(num),
              required: assumed(num),
              sales: assumed(num),
              shareBp: assumed(num),
            }),
          ),
        ),
      }),
    ),
  },
  'analysis.financeTeamSelect': {
    params: TRAIN,
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        teamId: assumed(id),
        groupNum: assumed(num),
        teamName: assumed(str),
        bankrupt: assumed(bool),
        own: assumed(bool),
      }),
    ),
  },
  'analysis.dataByCode': {
    params: TRAIN_TEAM.extend({ round: num.optional(), code: TABLE_CODE }),
    sample: { trainId: '$trainId', code: 1 },
    // The table of the code asked (spec point 4); null before the team's first settled round.
    answer: STATEMENT_TABLE.nullable(),
  },
  'analysis.retailOrderList': {
    params: ROUND.extend(PAGE),
    sample: { trainId: '$trainId' },
    answer: z.object({
      records: assumed(
        z.array(
          z.object({
            teamId: assumed(id),
            teamName: assumed(str),
            round: assumed(num),
            year: assumed(num),
            quarter: assumed(num),
            orderId: assumed(id),
            market: assumed(str),
            marketName: assumed(str),
            product: assumed(str),
            productName: assumed(str),
            quantity: assumed(num),
            unitPrice: assumed(num),
            totalPrice: assumed(num),
            receivableTerm: assumed(num),
          }),
        ),
      ),
      total: assumed(num),
      current: assumed(num),
      size: assumed(num),
      byRound: assumed(
        z.array(
          z.object({
            round: assumed(num),
            year: assumed(num),
            quarter: assumed(num),
            quantity: assumed(num),
            value: assumed(num),
          }),
        ),
      ),
    }),
  },
  'analysis.saveDataInput': {
    params: params({
      trainId: id,
      teamId: id,
      round: num,
      code: TABLE_CODE,
      /** Item key → the value the student entered; null clears it. */
      values: z.record(str, num.nullable()),
    }),
    // The table of the code with the inputs: what getDataByCode answers for it.
    answer: STATEMENT_TABLE,
  },
} satisfies Record<string, ContractEntry>;
