/** Trainings, consoles, menus and tools: the contract of their read calls. */
import {
  type ContractEntry,
  FILE,
  NO_PARAMS,
  assumed,
  bool,
  id,
  num,
  page,
  params,
  promised,
  promisedWhen,
  str,
  time,
  z,
} from './kit';
import {
  CASH_LIMIT_ROW,
  GROUP_POST,
  LOAN_LIMITS,
  MATERIAL_ORDER,
  MEETING_ORDER,
  MEETING_SESSION,
  PRODUCT_TIMER,
  QUEUE_ROW,
  RANKING_ROW,
  SELECTION,
  TEAM_ADVERTISING,
  TEAM_VIEW,
  GROUP_MEMBER,
  TRAINING_ROW,
} from './rows';

/** Which training and, for a teacher, which team a team's query reads (a student reads their own). */
const TEAM_SCOPE = params({ trainId: id, teamId: assumed(id) });

export const GAME = {
  'training.list': {
    params: NO_PARAMS,
    provides: { trainId: 'records.0.id' },
    answer: z.object({
      records: assumed(z.array(TRAINING_ROW)),
      total: assumed(num),
      current: assumed(num),
      size: assumed(num),
    }),
  },
  'gm.findTeamList': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    provides: { groupId: '0.groupId' },
    answer: z.array(
      z.object({
        teamId: assumed(id),
        groupId: assumed(id),
        groupNum: assumed(num),
        groupName: assumed(str),
        teamName: assumed(str),
        cash: assumed(num),
        equity: assumed(num),
        assetsTotal: assumed(num),
        shareholderCapital: assumed(num),
        otherPayable: assumed(num),
        longLoans: assumed(num),
        shortLoans: assumed(num),
        bankrupt: assumed(bool),
        bankruptReason: assumed(str.nullable()),
        openOrders: assumed(num),
        materialOrders: assumed(z.array(MATERIAL_ORDER)),
        teacherScore: assumed(num.nullable()),
      }),
    ),
  },
  'training.getById': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: TRAINING_ROW.extend({
      groupId: promisedWhen('the caller has a seat', id.nullable()),
      postId: assumed(id.nullable()),
    }),
  },
  'training.record': {
    params: NO_PARAMS,
    answer: z.array(TRAINING_ROW.extend({ settledRound: assumed(num), teamCount: assumed(num) })),
  },
  'training.getTeamScoreList': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        teamId: assumed(id),
        teamName: assumed(str),
        bankrupt: assumed(bool),
        equity: assumed(num),
        potential: assumed(num),
        countScore: assumed(num),
        pdcaScore: assumed(num),
        platformScore: assumed(num),
        teacherScore: assumed(num.nullable()),
      }),
    ),
  },
  'training.getPlatformConstruction': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        teamId: assumed(id),
        teamName: assumed(str),
        score: assumed(num),
      }),
    ),
  },
  'training.getPDCA': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        teamId: assumed(id),
        teamName: assumed(str),
        score: assumed(num),
      }),
    ),
  },
  'training.getCountScore': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        teamId: assumed(id),
        teamName: assumed(str),
        score: assumed(num),
      }),
    ),
  },
  'training.getTeacherGroupNum': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: num,
  },
  'training.checkSupplementaryOrder': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.object({
      finished: assumed(bool),
      /** The orders the finished meeting left, each with the teams that may still take it. */
      orders: assumed(
        z.array(
          MEETING_ORDER.extend({ teams: assumed(z.array(z.object({ teamId: assumed(id), teamName: assumed(str) }))) }),
        ),
      ),
    }),
  },
  'training.getDetailList': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        groupId: assumed(id),
        groupNum: assumed(num),
        groupName: assumed(str),
        members: assumed(z.array(GROUP_MEMBER)),
        cash: assumed(num.nullable()),
        bankrupt: assumed(bool),
      }),
    ),
  },
  'training.checkInformation': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.object({
      ready: assumed(bool),
      problems: assumed(z.array(str)),
    }),
  },
  'training.getList': {
    params: NO_PARAMS,
    answer: z.array(TRAINING_ROW),
  },
  'training.getNetWorkTeam': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        teamId: assumed(id),
        teamName: assumed(str),
        groupNum: assumed(num),
        advertising: assumed(num),
        sales: assumed(num),
        ordersTaken: assumed(num),
        salesPerAd: assumed(num),
      }),
    ),
  },
  'training.getNetWorkList': {
    params: params({ trainId: id, groupId: id }),
    sample: { trainId: '$trainId', groupId: '$groupId' },
    answer: z.array(
      z.object({
        round: assumed(num),
        year: assumed(num),
        quarter: assumed(num),
        market: assumed(str),
        marketName: assumed(str),
        advertising: assumed(num),
        sales: assumed(num),
      }),
    ),
  },
  'student.relList': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.record(z.string(), z.array(GROUP_POST)),
  },
  'student.getPostId': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    /** The caller's seat in the training; null when not seated. */
    answer: z
      .object({ postId: assumed(id), postName: assumed(str), groupId: assumed(id), groupNum: assumed(num) })
      .nullable(),
  },
  'student.list': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        id: assumed(id),
        studentId: assumed(id),
        userCode: assumed(str),
        userName: assumed(str),
        groupId: assumed(id),
        groupNum: assumed(num),
        groupName: assumed(str),
        postId: assumed(id),
        postName: assumed(str),
      }),
    ),
  },
  'round.findList': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        id: assumed(id),
        round: assumed(num),
        duration: assumed(num),
        startTime: assumed(time.nullable()),
        year: assumed(num),
        quarter: assumed(num),
        status: assumed(z.enum(['done', 'current', 'future'])),
      }),
    ),
  },
  'gm.findProductAndMaterial': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        code: assumed(str),
        name: assumed(str),
        type: assumed(z.enum(['material', 'product'])),
        price: assumed(num.nullable()),
        leadRounds: assumed(num.nullable()),
        processCost: assumed(num.nullable()),
        bom: assumed(z.unknown()),
        devRounds: assumed(num.nullable()),
      }),
    ),
  },
  'gm.getGoodwillTeam': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        teamId: assumed(id),
        groupNum: assumed(num),
        teamName: assumed(str),
        equity: assumed(num),
        cash: assumed(num),
      }),
    ),
  },
  'gmOrder.getOrderRuleByRound': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        market: assumed(str),
        product: assumed(str),
        fromYear: assumed(num),
        demandPerTeam: assumed(num),
        priceMin: assumed(num),
        priceMax: assumed(num),
        qtyMin: assumed(num),
        qtyMax: assumed(num),
        termMin: assumed(num),
        termMax: assumed(num),
        qualPct: assumed(num),
        marketName: assumed(str),
        productName: assumed(str),
        open: assumed(bool),
        demandPct: assumed(num),
        pricePct: assumed(num),
      }),
    ),
  },
  'gmOrder.getGmOrder': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: page(MEETING_ORDER.extend({ teamId: assumed(id.nullable()), teamName: assumed(str), state: assumed(str) })),
  },
  'gmOrder.repairOrderGroups': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    /** Picks lost by a time-out, by team and selection, with the orders that may replace them. */
    answer: z.array(
      z.object({
        teamId: assumed(id),
        teamName: assumed(str),
        marketName: assumed(str),
        productName: assumed(str),
        lost: assumed(num),
        done: assumed(bool),
        orders: assumed(z.array(MEETING_ORDER)),
      }),
    ),
  },
  'orderMeeting.get': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.object({
      // A round without a meeting answers no id (null).
      id: promised(id.nullable()),
      round: assumed(num),
      duration: promised(num),
      state: promised(num),
      startTime: assumed(time.nullable()),
      currentTime: assumed(time),
    }),
  },
  'orderMeeting.canStart': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.object({
      canStart: assumed(bool),
      reason: assumed(str.nullable()),
    }),
  },
  'specialEvent.find': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.object({
      /** The saved events, each with its engine input spread on it. */
      list: assumed(
        z.array(
          z.object({
            id: assumed(id),
            name: assumed(str),
            type: assumed(z.enum(['marketShock', 'costChange', 'grant'])),
            started: assumed(bool),
            createTime: assumed(str),
            market: assumed(str),
            material: assumed(str),
            teamId: assumed(id.nullable()),
            demandPct: assumed(num),
            pricePct: assumed(num),
            newPrice: assumed(num),
            amount: assumed(num),
          }),
        ),
      ),
      /** The events started, as the engine applied them: the fields the debrief reads. */
      events: assumed(
        z.array(
          z.object({
            id: assumed(id),
            round: assumed(num),
            type: assumed(str),
            name: assumed(str),
            market: assumed(str),
            marketName: assumed(str),
            teamId: assumed(id.nullable()),
            teamName: assumed(str),
          }),
        ),
      ),
    }),
  },
  'menu.condition': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.object({
      trainState: assumed(num),
      trainVersion: assumed(num),
      currRound: assumed(num),
      currentTime: assumed(time),
      meeting: assumed(
        z
          .object({
            id: assumed(id),
            state: assumed(num),
            duration: assumed(num),
            startTime: assumed(time.nullable()),
          })
          .nullable(),
      ),
      advertising: assumed(num),
      phase: assumed(num),
      teamData: assumed(z.array(TEAM_ADVERTISING)),
      ranking: assumed(z.array(RANKING_ROW)),
      version: assumed(num),
      list: promised(z.array(PRODUCT_TIMER)),
      allRounds: promised(num),
      allOrder: promised(num),
      surplusRounds: promised(num),
      surplusOrder: promised(num),
      menuState: promised(num),
      menuTime: promised(num),
      suspended: assumed(bool),
      duration: assumed(num),
      startTime: assumed(time.nullable()),
      current: assumed(
        z
          .object({
            teamId: assumed(id),
            teamName: assumed(str),
            groupNum: assumed(num.nullable()),
            market: assumed(str.nullable()),
            marketName: assumed(str),
            product: assumed(str.nullable()),
            productName: assumed(str),
            queue: assumed(z.array(QUEUE_ROW)),
          })
          .nullable(),
      ),
      currentOrders: assumed(z.array(MEETING_ORDER)),
      picks: assumed(
        z.array(
          z.object({
            teamId: assumed(id),
            teamName: assumed(str),
            groupNum: assumed(num.nullable()),
            orders: assumed(z.array(MEETING_ORDER)),
          }),
        ),
      ),
      sessions: assumed(z.array(MEETING_SESSION)),
    }),
  },
  'menu.menuDetail': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.object({
      round: assumed(num),
      phase: assumed(num),
      sessions: assumed(
        z.array(
          z.object({
            ...SELECTION,
            done: assumed(bool),
            queue: assumed(
              z.array(QUEUE_ROW.extend({ rank: assumed(num.nullable()), rights: assumed(num.nullable()) })),
            ),
            orders: assumed(
              z.array(
                MEETING_ORDER.extend({
                  teamId: assumed(id.nullable()),
                  teamName: assumed(str.nullable()),
                  status: assumed(z.enum(['picked', 'unpicked', 'open'])),
                }),
              ),
            ),
          }),
        ),
      ),
    }),
  },
  'gmSys.oneKeyExport': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: FILE,
  },
  'gmSys.checkReport': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        groupId: assumed(id),
        groupNum: assumed(num),
        teamName: assumed(str),
        round: assumed(num),
        total: assumed(num),
        filled: assumed(num),
        wrong: assumed(num),
        complete: assumed(bool),
      }),
    ),
  },
  'gmSys.groupInfoReport': {
    params: params({ trainId: id, round: num, year: num }),
    sample: { trainId: '$trainId', round: 1, year: 1 },
    answer: z.object({
      year: promised(num),
      reportYear: promised(num),
      round: assumed(num),
      reportData: promised(
        z.array(
          z.object({
            teamId: assumed(id),
            teamName: assumed(str),
            groupNum: assumed(num),
            bankrupt: assumed(bool),
            cash: assumed(num),
            assetsTotal: assumed(num),
            liabilitiesTotal: assumed(num),
            ownerEquityTotal: assumed(num),
            netRevenues: assumed(num),
            netIncome: assumed(num),
          }),
        ),
      ),
    }),
  },
  'gmInfo.publicMes': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.array(
      z.object({
        id: assumed(id),
        groupId: assumed(id.nullable()),
        content: assumed(str),
        createTime: assumed(str),
        fromUserName: assumed(str),
        groupName: assumed(str.nullable()),
      }),
    ),
  },
  'tool.list': {
    params: params({ gameId: id, round: num, teamId: id, type: num }),
    sample: { gameId: '$trainId', teamId: '$groupId', type: 1 },
    answer: z.array(
      z.object({
        key: promised(id),
        details: promised(str),
        id: assumed(id),
        type: assumed(num),
        round: assumed(num),
        userId: assumed(id),
        userName: assumed(str),
        updateTime: assumed(str),
        voteCount: assumed(num),
      }),
    ),
  },
  'tool.checkVote': {
    // Spec point 4 names these parameters: gameId (the training), round, teamId and userId.
    params: params({ gameId: promised(id), round: promised(num), teamId: promised(id), userId: promised(id) }),
    sample: { gameId: '$trainId', teamId: '$groupId', userId: '$userId' },
    answer: num,
  },
  'team.state': {
    // A student's own team needs no group: the backend knows the caller's seat.
    params: params({ trainId: id, groupId: assumed(id) }),
    sample: { trainId: '$trainId', groupId: '$groupId' },
    answer: TEAM_VIEW.extend({
      postId: assumed(id.nullable()),
      postName: assumed(str.nullable()),
      trainState: assumed(num),
      cashLimits: assumed(z.array(CASH_LIMIT_ROW.extend({ spent: assumed(num), remaining: assumed(num) }))),
      options: assumed(
        z.object({
          lineTypes: assumed(
            z.array(
              z.object({
                code: assumed(str),
                name: assumed(str),
                price: assumed(num),
                buildRounds: assumed(num),
                capacity: assumed(num),
              }),
            ),
          ),
          loanUnit: assumed(num),
          maxLines: assumed(num),
        }),
      ),
    }),
  },
  'project.list': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.object({
      materialList: promised(
        z.array(
          z.object({
            code: assumed(str),
            name: assumed(str),
            price: assumed(num),
            leadRounds: assumed(num),
          }),
        ),
      ),
      productList: promised(
        z.array(
          z.object({
            code: assumed(str),
            name: assumed(str),
            processCost: assumed(num),
            devRounds: assumed(num),
            bom: assumed(
              z.array(
                z.object({
                  code: assumed(str),
                  name: assumed(str),
                  qty: assumed(num),
                }),
              ),
            ),
          }),
        ),
      ),
      teams: promised(
        z.array(
          z.object({
            teamId: assumed(id),
            groupId: assumed(id),
            groupNum: assumed(num),
            groupName: assumed(str),
            bankrupt: assumed(bool),
          }),
        ),
      ),
    }),
  },
  'experiment.list': {
    params: NO_PARAMS,
    answer: z.object({
      records: assumed(
        z.array(
          z.object({
            id: assumed(id),
            trainName: assumed(str),
            caseId: assumed(id),
            caseName: assumed(str),
            caseCode: assumed(str),
            ruleId: assumed(id),
            ruleName: assumed(str),
            ruleType: assumed(num),
            classId: assumed(id),
            teacherId: assumed(id),
            roundNumber: assumed(num),
            currRound: assumed(num),
            state: assumed(num),
            groupNum: assumed(num.nullable()),
            isOpen: assumed(num),
            sandTableId: assumed(id),
            selectVersion: assumed(num),
            modules: assumed(str),
            postList: assumed(z.array(num)),
            seed: assumed(num),
            version: assumed(num),
            createTime: assumed(str),
            stateName: assumed(str),
            className: assumed(str),
            year: assumed(num),
            quarter: assumed(num),
            groupId: assumed(id.nullable()),
            groupName: assumed(str),
            postId: assumed(id.nullable()),
            postName: assumed(str),
          }),
        ),
      ),
      total: assumed(num),
      current: assumed(num),
      size: assumed(num),
    }),
  },
  'experiment.sandTableList': {
    params: NO_PARAMS,
    answer: z.array(
      z.object({
        sandTableId: assumed(id),
        sandTableName: assumed(str),
        hasOrderMeeting: assumed(bool),
        caseCount: assumed(num),
      }),
    ),
  },
  'experiment.realTimeDesk': {
    params: TEAM_SCOPE,
    sample: { trainId: '$trainId', teamId: '$groupId' },
    answer: TEAM_VIEW.extend({ members: assumed(z.array(GROUP_MEMBER)) }),
  },
  'experiment.realTimeCompare': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.object({
      trainId: assumed(id),
      round: assumed(num),
      stateName: assumed(str),
      teams: assumed(
        z.array(
          z.object({
            teamId: assumed(id),
            groupNum: assumed(num),
            groupName: assumed(str),
            bankrupt: assumed(bool),
            cash: assumed(num),
            assetsTotal: assumed(num),
            liabilitiesTotal: assumed(num),
            ownerEquityTotal: assumed(num),
            yearProfits: assumed(num),
            lines: assumed(num),
            openOrders: assumed(num),
            forecastNet: assumed(num),
          }),
        ),
      ),
    }),
  },
  'experiment.loanList': {
    params: TEAM_SCOPE,
    sample: { trainId: '$trainId', teamId: '$groupId' },
    answer: z.object({
      teamId: assumed(id),
      groupName: assumed(str),
      round: assumed(num),
      loans: assumed(
        z.array(
          z.object({
            id: assumed(id),
            amount: assumed(num),
            takenRound: assumed(num),
            dueRound: assumed(num),
            kind: assumed(str),
          }),
        ),
      ),
      longTotal: assumed(num),
      shortTotal: assumed(num),
      limits: assumed(LOAN_LIMITS),
      terms: assumed(
        z.object({
          longRate: assumed(num),
          longTermYears: assumed(num),
          shortRate: assumed(num),
          shortTermRounds: assumed(num),
          loanUnit: assumed(num),
        }),
      ),
    }),
  },
  'experiment.cooReplay': {
    params: TEAM_SCOPE,
    sample: { trainId: '$trainId', teamId: '$groupId' },
    answer: z.array(
      z.object({
        round: assumed(num),
        year: assumed(num),
        quarter: assumed(num),
        lines: assumed(num),
        capacity: assumed(num),
        used: assumed(num),
        salesQty: assumed(num),
        ordersTaken: assumed(num),
        ordersDelivered: assumed(num),
        material: assumed(num),
        makingProduct: assumed(num),
        finishedProduct: assumed(num),
      }),
    ),
  },
  'experiment.cfoReplay': {
    params: TEAM_SCOPE,
    sample: { trainId: '$trainId', teamId: '$groupId' },
    answer: z.array(
      z.object({
        round: assumed(num),
        year: assumed(num),
        quarter: assumed(num),
        cash: assumed(num),
        receivable: assumed(num),
        longTermLiabilites: assumed(num),
        shortTermLiabiltes: assumed(num),
        liabilitiesTotal: assumed(num),
        ownerEquityTotal: assumed(num),
        financeCharge: assumed(num),
        netIncome: assumed(num),
        debtRatio: assumed(num),
      }),
    ),
  },
  'menu.getMenuPhase': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.object({
      phase: promised(num),
      advertising: promised(num),
      id: promised(id.nullable()),
      startTime: promised(time.nullable()),
      currentTime: promised(time),
      state: promised(num),
      allRound: promisedWhen(
        'phase 3',
        z.object({
          allRounds: promised(num),
          allOrder: promised(num),
          surplusRounds: promised(num),
          surplusOrder: promised(num),
        }),
      ),
      productList: promisedWhen('phase 3', z.array(PRODUCT_TIMER)),
      menuState: promisedWhen('phase 3', num),
      menuTime: promisedWhen('phase 3', num),
      menuTimers: promisedWhen('phase 3', z.record(z.string(), num)),
      version: assumed(num),
      suspended: assumed(bool),
      duration: assumed(num),
      round: assumed(num),
    }),
  },
  'menu.checkMenuIsOpen': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.object({
      open: assumed(bool),
      phase: assumed(num),
      suspended: assumed(bool),
      meetingState: assumed(num),
    }),
  },
  'menu.getTeamPutAdvertising': {
    params: params({ trainId: id }),
    sample: { trainId: '$trainId' },
    answer: z.object({
      teamData: promised(z.array(TEAM_ADVERTISING)),
      ranking: assumed(z.array(RANKING_ROW)),
      advertising: assumed(num),
      phase: assumed(num),
    }),
  },
  'gmSys.getSystemBulletin': {
    params: params({ trainId: id, current: z.union([str, num]) }),
    sample: { trainId: '$trainId', current: '1' },
    answer: z.object({
      pages: promised(
        z.object({
          current: promised(z.union([str, num])),
          records: promised(
            z.array(
              z.object({
                id: assumed(id),
                title: assumed(str),
                content: assumed(str),
                createTime: assumed(str),
              }),
            ),
          ),
          total: assumed(num),
        }),
      ),
    }),
  },
  'gmSys.selectReport': {
    params: params({ trainId: id, groupId: id, code: num, round: num }),
    sample: { trainId: '$trainId', groupId: '$groupId', code: 2 },
    answer: z.object({
      code: assumed(num),
      round: assumed(num),
      year: assumed(num),
      quarter: assumed(num),
      groupId: assumed(id),
      teamName: assumed(str),
      rows: assumed(
        z.array(
          z.object({
            key: assumed(str),
            label: assumed(str),
            beginning: assumed(num),
            end: assumed(num),
            posCode: promisedWhen('code 2', str),
            cashLimit: promisedWhen('code 2', num),
          }),
        ),
      ),
    }),
  },
} satisfies Record<string, ContractEntry>;
