import { type Commands, type ModelShape, type PayloadAction, registerModels } from '@/utils/model';
import * as analysisService from '@/services/analysis';
import type {
  AdvertisingRow,
  AllInOneRow,
  Analysis,
  BalanceHistoryRow,
  CapacityRow,
  CfoTeamRow,
  CompanyMessageRow,
  CostProfitRow,
  CreditDetail,
  EarningsRow,
  LiabilitiesRow,
  MarketShareRow,
  MenuDetailRow,
  Option,
  OrderDetailRow,
  OrderRow,
  OrderTeamRow,
  RetailOrderRow,
  RoundOption,
  TableCode,
  TableData,
  TeamOption,
  TimeRow,
  TrainParams,
  TableParams,
  SaveInputParams,
} from '@/services/analysis';
import type { Answer as ContractAnswer, Row } from '@/services/contract';
import type { Written } from '@/services/request';
import * as trainingService from '@/services/training';
import { flag } from '@/utils/flag';

/** The training family's getNetWorkTeam answer: each team's advertising against its sales. */
export type NetWorkTeamRow = Row<ContractAnswer<'training.getNetWorkTeam'>>;

/**
 * Intelligent analysis and the result views (spec point 3's analysis state, names verbatim):
 * marketShare, costProfit, teamList, advertising, order, capacity, earnings, liabilities,
 * marketList, roundList, productList, orderTeamList, orderDetailList, financialSelectList,
 * tableList (by table code: 1 balance sheet, 2 cash limits, 3 income statement, 4 expenses),
 * menuDetailList, companyMessageList, NetWorkTeamList (the training family's getNetWorkTeam),
 * retailOrderList. Beyond those it keeps the answers of the analysis calls the spec names without a
 * state field: creditDetail, cfoTeamList, balanceHistory (getDataBanlance), timeList, allInOne
 * (getAllAnalysis) and analysisOpen (openAll).
 */
export interface AnalysisState {
  marketShare: MarketShareRow[];
  costProfit: Analysis<CostProfitRow>;
  teamList: TeamOption[];
  advertising: Analysis<AdvertisingRow>;
  order: Analysis<OrderRow>;
  capacity: Analysis<CapacityRow>;
  earnings: Analysis<EarningsRow>;
  liabilities: Analysis<LiabilitiesRow>;
  marketList: Option[];
  roundList: RoundOption[];
  productList: Option[];
  orderTeamList: OrderTeamRow[];
  orderDetailList: OrderDetailRow[];
  financialSelectList: TeamOption[];
  tableList: { [C in TableCode]: TableData[C] | null };
  menuDetailList: MenuDetailRow[];
  companyMessageList: CompanyMessageRow[];
  NetWorkTeamList: NetWorkTeamRow[];
  retailOrderList: RetailOrderRow[];
  creditDetail: CreditDetail;
  cfoTeamList: CfoTeamRow[];
  balanceHistory: BalanceHistoryRow[];
  timeList: TimeRow[];
  allInOne: AllInOneRow[];
  analysisOpen: 0 | 1;
}

const emptyAnalysis = () => ({ round: null, rows: [], trend: [] });

export const initialAnalysisState = (): AnalysisState => ({
  marketShare: [],
  costProfit: emptyAnalysis(),
  teamList: [],
  advertising: emptyAnalysis(),
  order: emptyAnalysis(),
  capacity: emptyAnalysis(),
  earnings: emptyAnalysis(),
  liabilities: emptyAnalysis(),
  marketList: [],
  roundList: [],
  productList: [],
  orderTeamList: [],
  orderDetailList: [],
  financialSelectList: [],
  tableList: { 1: null, 2: null, 3: null, 4: null },
  menuDetailList: [],
  companyMessageList: [],
  NetWorkTeamList: [],
  retailOrderList: [],
  creditDetail: { summary: [], loans: [] },
  cfoTeamList: [],
  balanceHistory: [],
  timeList: [],
  allInOne: [],
  analysisOpen: 0,
});

type Field = keyof AnalysisState;
type Services = typeof analysisService;
/** The analysis calls by name (looked up when the effect runs: the services module may still be loading when this one is). */
type CallName = {
  [K in keyof Services]: Services[K] extends (params: any, options?: any) => Promise<any> ? K : never;
}[keyof Services];
type Answer<K extends CallName> = NonNullable<Awaited<ReturnType<Services[K]>>>;

/**
 * An effect that calls one service and stores (a part of) its answer in one field; it resolves
 * the whole answer, or undefined when the call failed (the field then keeps its value).
 */
function loader<K extends CallName>(name: K, field: Field, pick: (answer: Answer<K>) => unknown = (answer) => answer) {
  return function* (
    { payload }: PayloadAction<Parameters<Services[K]>[0]>,
    { call, put }: Commands,
  ): Generator<unknown, Answer<K> | undefined, any> {
    const answer: Answer<K> | undefined = yield call(
      analysisService[name] as (p: unknown) => Promise<Answer<K> | undefined>,
      payload,
    );
    if (answer !== undefined) yield put({ type: 'save', payload: { field, value: pick(answer) } });
    return answer;
  };
}

const model = {
  namespace: 'analysis',
  state: initialAnalysisState(),
  effects: {
    fetchMarketShare: loader('getMarketShare', 'marketShare', (a) => a.markets),
    fetchCostProfit: loader('getCostProfit', 'costProfit'),
    fetchTeamList: loader('getTeamList', 'teamList'),
    fetchAdvertising: loader('advertising', 'advertising'),
    fetchOrder: loader('order', 'order'),
    fetchCapacity: loader('capacity', 'capacity'),
    fetchEarnings: loader('earnings', 'earnings'),
    fetchLiabilities: loader('liabilities', 'liabilities'),
    fetchMarketList: loader('getMarket', 'marketList'),
    fetchRoundList: loader('getQuarter', 'roundList'),
    fetchProductList: loader('getProduct', 'productList'),
    fetchOrderTeamList: loader('getOrderTeam', 'orderTeamList'),
    /** A page of the order book; resolves the page (records and total). */
    fetchOrderDetail: loader('getOrderDetail', 'orderDetailList', (page) => page.records),
    fetchFinancialSelect: loader('financeTeamSelect', 'financialSelectList'),
    /** The meeting's rows; resolves the answer with the meeting rounds. */
    fetchMenuDetail: loader('getMenuDetail', 'menuDetailList', (a) => a.rows),
    fetchCompanyMessage: loader('companyMessage', 'companyMessageList'),
    fetchAllInOne: loader('allInOne', 'allInOne'),
    /** Each team's advertising against its sales (all rounds), from the training family's getNetWorkTeam. */
    *fetchNetWorkTeam({ payload }: PayloadAction<TrainParams>, { call, put }) {
      const rows: NetWorkTeamRow[] | undefined = yield call(trainingService.getNetWorkTeam, payload);
      if (rows !== undefined) yield put({ type: 'save', payload: { field: 'NetWorkTeamList', value: rows } });
      return rows;
    },
    /** A page of delivered sales; resolves the page with its per-round sums. */
    fetchRetailOrders: loader('retailOrderList', 'retailOrderList', (page) => page.records),
    fetchCreditDetail: loader('creditDetail', 'creditDetail'),
    fetchCfoTeam: loader('getCfoTeam', 'cfoTeamList'),
    fetchBalanceHistory: loader('getDataBanlance', 'balanceHistory'),
    fetchTimeList: loader('timeList', 'timeList'),
    /** Reads (or, for a teacher with `open`, sets) whether students see every team. */
    fetchOpen: loader('openAll', 'analysisOpen', (a) => (flag(a.open) ? 1 : 0)),
    /** Team options of the company panel (not kept: the same teams as financialSelectList). */
    *fetchCompanyOptions({ payload }: PayloadAction<TrainParams>, { call }) {
      const answer: { teams: TeamOption[] } | undefined = yield call(analysisService.companyMessageOptions, payload);
      return answer;
    },
    /** Team and loan-kind options of the credit panel (not kept). */
    *fetchCreditOptions({ payload }: PayloadAction<TrainParams>, { call }) {
      const answer: Awaited<ReturnType<typeof analysisService.creditDetailOptions>> = yield call(
        analysisService.creditDetailOptions,
        payload,
      );
      return answer;
    },
    /** One statement table by code into tableList[code]; null before the first settlement. */
    *fetchTable({ payload }: PayloadAction<TableParams>, { call, put }) {
      const table: TableData[TableCode] | null | undefined = yield call(analysisService.dataByCode, payload);
      if (table !== undefined) yield put({ type: 'saveTable', payload: { code: payload.code, table } });
      return table;
    },
    /**
     * Saves a student's inputs of one table; the answer (the table with inputs) replaces
     * tableList[code], or, when it carries no table, the table is read again. Resolves the write's result.
     */
    *saveInput({ payload }: PayloadAction<SaveInputParams>, { call, put }) {
      const saved: Written<TableData[TableCode]> | undefined = yield call(analysisService.saveDataInput, payload);
      if (!saved) return undefined;
      if (saved.data && typeof saved.data === 'object')
        yield put({ type: 'saveTable', payload: { code: payload.code, table: saved.data } });
      else {
        const { trainId, teamId, round, code } = payload;
        yield (put as any).resolve({ type: 'fetchTable', payload: { trainId, teamId, round, code } });
      }
      return saved;
    },
  },
  reducers: {
    save(state, { payload }: PayloadAction<{ field: Field; value: unknown }>) {
      (state as Record<Field, unknown>)[payload.field] = payload.value;
    },
    saveTable(state, { payload }: PayloadAction<{ code: TableCode; table: TableData[TableCode] | null }>) {
      (state.tableList as Record<TableCode, unknown>)[payload.code] = payload.table;
    },
    /** Another training: nothing of the previous one stays on screen. */
    reset(_state: AnalysisState, _: PayloadAction<undefined>) {
      return initialAnalysisState();
    },
  },
} satisfies ModelShape<AnalysisState>;

registerModels(model);
export default model;
