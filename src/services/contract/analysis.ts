/** Intelligent analysis: the contract of its read calls. */
import { type ContractEntry, assumed, bool, id, num, params, promised, str, z } from './kit';
import { BALANCE_FIGURES, CAPACITY_ROW, COST_PROFIT_ROW, LIABILITY_ROW, ORDER_ROW } from './rows';

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

export const ANALYSIS = {
  'analysis.openAll': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.object({
      open: assumed(num),
    }),
  },
  'analysis.getMarketShare': {
    params: params({ trainId: id }),
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
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: byRoundWithTrend(COST_PROFIT_ROW),
  },
  'analysis.getTeamList': {
    params: params({ trainId: id }),
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
    params: params({ trainId: id }),
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
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: byRoundWithTrend(ORDER_ROW),
  },
  'analysis.capacity': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: byRoundWithTrend(CAPACITY_ROW),
  },
  'analysis.earnings': {
    params: params({ trainId: id }),
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
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: byRoundWithTrend(LIABILITY_ROW),
  },
  'analysis.getMarket': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        code: assumed(str),
        name: assumed(str),
      }),
    ),
  },
  'analysis.getQuarter': {
    params: params({ trainId: id }),
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
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        code: assumed(str),
        name: assumed(str),
      }),
    ),
  },
  'analysis.getOrderTeam': {
    params: params({ trainId: id }),
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
    params: params({ trainId: id }),
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
            status: assumed(str),
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
    params: params({ trainId: id }),
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
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.array(BALANCE_FIGURES.extend({ round: assumed(num), year: assumed(num), quarter: assumed(num) })),
  },
  'analysis.getMenuDetail': {
    params: params({ trainId: id }),
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
    params: params({ trainId: id }),
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
    params: params({ trainId: id }),
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
    params: params({ trainId: id }),
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
            kind: assumed(str),
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
    params: params({ trainId: id }),
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
            value: assumed(str),
            label: assumed(str),
          }),
        ),
      ),
    }),
  },
  'analysis.timeList': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        round: assumed(num),
        year: assumed(num),
        quarter: assumed(num),
        settled: assumed(bool),
        current: assumed(bool),
        duration: assumed(num),
        startTime: assumed(num.nullable()),
      }),
    ),
  },
  'analysis.allInOne': {
    params: params({ trainId: id }),
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
    params: params({ trainId: id }),
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
    params: params({ trainId: id, code: num }),
    sample: { trainId: '$trainId', code: 1 },
    answer: z.object({
      cash: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
      makingProduct: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
      receivable: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
      finishedProduct: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
      material: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
      liquidAssetsTotal: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
      realEstate: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
      constructProject: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
      fixedAssestsTotal: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
      assetsTotal: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
      longTermLiabilites: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
      shortTermLiabiltes: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
      otherPayable: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
      tax: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
      liabilitiesTotal: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
      shareholderCapital: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
      retainProfits: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
      yearProfits: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
      ownerEquityTotal: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
      liabilitiesEquityTotal: promised(
        z.object({
          beginning: promised(num),
          end: promised(num),
        }),
      ),
    }),
  },
  'analysis.retailOrderList': {
    params: params({ trainId: id }),
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
} satisfies Record<string, ContractEntry>;
