import { BULLETIN_FIRST_PAGE, POLL_TIMEOUT_MS } from '@/constants';
import * as gmSysService from '@/services/gmSys';
import type { Answer, Id } from '@/services/contract';
import * as menuService from '@/services/menu';
import { reportYear } from '@/utils/quarter';
import { parseTime } from '@/utils/time';
import { ErrorLevel, type Written } from '@/services/request';
import { type Commands, type ModelShape, type PayloadAction, registerModels } from '@/utils/model';
import type {
  Bulletin,
  CashLimitRow,
  GroupReportRow,
  MenuCondition,
  MenuModelState,
  MenuOpenCheck,
  MenuPhase,
  ProductTimer,
  RankingRow,
  TeamAdvertising,
} from './menuTypes';
import { flag } from '@/utils/flag';

export const initialMenuState = (): MenuModelState => ({
  phase: 0,
  advertising: 0,
  id: null,
  startTime: null,
  currentTime: null,
  state: 0,
  version: null,
  duration: 0,
  suspended: null,
  clockOffset: 0,
  allRound: null,
  productList: [],
  menuState: 0,
  menuTime: 0,
  menuTimers: {},
  condition: null,
  teamData: [],
  ranking: [],
  bulletin: { current: BULLETIN_FIRST_PAGE, records: [], total: null, more: false },
  reportData: [],
  reportYear: 0,
  year: -1,
  cashLimitList: [],
});

/**
 * Puts a list in the state only when it differs from the one there, so a form or table showing it is
 * not reset by every poll; an absent list (the answer does not carry it) leaves the state as it is.
 */
function keepUnlessChanged<K extends 'teamData' | 'ranking'>(
  state: MenuModelState,
  key: K,
  rows: MenuModelState[K] | undefined,
) {
  if (rows && JSON.stringify(rows) !== JSON.stringify(state[key])) state[key] = rows;
}

/** Offsets within this of the last one are network jitter (ms). */
const CLOCK_JITTER_MS = 500;

/** Per-product countdowns as whole seconds, never below 0 (spec point 3). */
export function toMenuTimers(list: ProductTimer[] | undefined): Record<string, number> {
  const timers: Record<string, number> = {};
  // A row without its product or its seconds has no countdown to show.
  for (const { product, time } of list ?? [])
    if (product !== undefined && time !== undefined) timers[product] = Math.max(0, Math.floor(Number(time) || 0));
  return timers;
}

type Payload = { trainId: string };
/** The menu version read, or null when the backend reports none: then none is sent. */
type Versioned = Payload & { version: number | null };
/** A live poll's call: a failure is silent, since the next poll retries. */
type Quiet = { quiet?: boolean };
/** A poll's read: silent, and given up when it hangs, so it does not hold the others back. */
const quietly = (quiet: boolean | undefined) =>
  quiet ? { errorLevel: ErrorLevel.SILENT, timeout: POLL_TIMEOUT_MS } : undefined;

/** Whether an answer is a menu condition (spec point 7 names no answer for the menu controls). */
export function isCondition(value: unknown): value is MenuCondition {
  return !!value && typeof value === 'object' && Array.isArray((value as MenuCondition).list);
}
type Control = 'suspend' | 'restore' | 'reMenu';

/** The effect of a teacher's menu control: the answer is the new condition. */
function control(call: Control) {
  return function* controlEffect(
    { payload }: PayloadAction<Versioned>,
    { call: run, put }: Commands,
  ): Generator<unknown, unknown, any> {
    const written: Written<MenuCondition> | undefined = yield run(menuService[call], {
      trainId: payload.trainId,
      version: payload.version,
    });
    if (written) yield* afterControl(written.data ?? null, payload.trainId, put);
    return written;
  };
}

/**
 * After a menu control that succeeded: its answer is saved when it is a condition (this project's
 * backend answers one); what it does not carry is read, the condition itself and the phase (spec
 * point 7 names no phase in the condition), so the teacher sees the step taken at once.
 */
function* afterControl(answer: unknown, trainId: string, put: Commands['put']): Generator<unknown, void, any> {
  if (answer === undefined) return;
  const resolve = (put as any).resolve;
  let condition: MenuCondition | undefined;
  if (isCondition(answer)) {
    yield put({ type: 'saveCondition', payload: answer });
    condition = answer;
  } else condition = yield resolve({ type: 'fetchCondition', payload: { trainId } });
  if (condition?.phase === undefined) yield resolve({ type: 'fetchPhase', payload: { trainId, quiet: true } });
}

const model = {
  namespace: 'menu',
  state: initialMenuState(),
  effects: {
    *fetchPhase({ payload }: PayloadAction<Payload & Quiet>, { call, put }) {
      const data: MenuPhase | undefined = yield call(
        menuService.getMenuPhase,
        { trainId: payload.trainId },
        quietly(payload.quiet),
      );
      if (data) yield put({ type: 'savePhase', payload: data });
      return data;
    },
    /** The 1-second poll: silent on failure (the next poll retries). */
    *fetchCondition({ payload }: PayloadAction<Payload>, { call, put }) {
      const data: unknown = yield call(menuService.condition, { trainId: payload.trainId }, quietly(true));
      if (!isCondition(data)) return undefined;
      yield put({ type: 'saveCondition', payload: data });
      return data;
    },
    /** Saves seconds per pick and whether advertising is published (`advertising` sent as issueAdvertising). */
    *saveMenu({ payload }: PayloadAction<Versioned & { duration?: number; advertising?: number }>, { call, put }) {
      const written: Written<MenuPhase> | undefined = yield call(menuService.saveMenu, {
        trainId: payload.trainId,
        version: payload.version,
        duration: payload.duration,
        issueAdvertising: payload.advertising,
      });
      if (!written) return undefined;
      const data = written.data;
      // The seconds just saved are in force even where the answer does not repeat them.
      if (data && typeof data === 'object')
        yield put({ type: 'savePhase', payload: { duration: payload.duration, ...data } });
      // A success without the phase (the spec names no answer): the saved seconds hold, the phase is read.
      else {
        if (payload.duration !== undefined) yield put({ type: 'saveDuration', payload: payload.duration });
        yield (put as any).resolve({ type: 'fetchPhase', payload: { trainId: payload.trainId, quiet: true } });
      }
      return written;
    },
    *fetchTeamData({ payload }: PayloadAction<Payload & Quiet>, { call, put }) {
      const data: Answer<'menu.getTeamPutAdvertising'> | undefined = yield call(
        menuService.getTeamPutAdvertising,
        { trainId: payload.trainId },
        quietly(payload.quiet),
      );
      if (data) yield put({ type: 'saveTeamData', payload: data });
      return data;
    },
    /**
     * Publishes the ranking (closing advertising). Its answer has no condition, so the condition (with
     * the new menu version) is read before the action ends: the next control must not send the old version.
     */
    *sendAdvertising({ payload }: PayloadAction<Versioned>, { call, put }) {
      const written: Written<Answer<'menu.sendAdvertising'>> | undefined = yield call(menuService.sendAdvertising, {
        trainId: payload.trainId,
        version: payload.version,
      });
      if (written) {
        // The ranking is read again where the answer does not carry it.
        if (written.data && typeof written.data === 'object')
          yield put({ type: 'saveTeamData', payload: written.data });
        else yield (put as any).resolve({ type: 'fetchTeamData', payload: { trainId: payload.trainId, quiet: true } });
        yield* afterControl(null, payload.trainId, put);
      }
      return written;
    },
    /** menuState 2 closes advertising, 3 starts picking, 4 ends the menu. */
    *updateMenuState({ payload }: PayloadAction<Versioned & { menuState: number }>, { call, put }) {
      const written: Written<MenuCondition> | undefined = yield call(menuService.updateMenuState, {
        trainId: payload.trainId,
        menuState: payload.menuState,
        version: payload.version,
      });
      if (written) yield* afterControl(written.data ?? null, payload.trainId, put);
      return written;
    },
    suspend: control('suspend'),
    restore: control('restore'),
    reMenu: control('reMenu'),
    *autoCancel({ payload }: PayloadAction<Payload & { version?: number | null }>, { call, put }) {
      const written: Written<Answer<'menu.autoCancel'>> | undefined = yield call(menuService.autoCancel, {
        trainId: payload.trainId,
        version: payload.version,
      });
      if (written) yield* afterControl(written.data?.condition ?? null, payload.trainId, put);
      return written;
    },
    /** A team's advertising: items = [{ market, product, amount }], sent as JSON text. */
    *putAdvertising(
      {
        payload,
      }: PayloadAction<Payload & { items: { market: string; product: string; amount: number }[]; groupId?: string }>,
      { call, put },
    ) {
      const written: Written<TeamAdvertising> | undefined = yield call(menuService.putAdvertising, {
        trainId: payload.trainId,
        groupId: payload.groupId,
        items: JSON.stringify(payload.items),
      });
      if (written) yield (put as any).resolve({ type: 'fetchTeamData', payload: { trainId: payload.trainId } });
      return written;
    },
    /** A pick (orderId) or a pass, with the menu version read; resolves the write's result ({ duplicate, order } in its data where the answer says). */
    *selectOrder({ payload }: PayloadAction<Versioned & { orderId?: Id; pass?: boolean }>, { call, put }) {
      const written: Written<Answer<'menu.selectOrder'>> | undefined = yield call(menuService.selectOrder, {
        trainId: payload.trainId,
        orderId: payload.pass ? undefined : payload.orderId,
        pass: payload.pass ? 1 : undefined,
        version: payload.version,
      });
      if (written) yield* afterControl(written.data?.condition ?? null, payload.trainId, put);
      return written;
    },
    /** Whether picking is open right now (checkMenuIsOpen): resolves { open, phase, suspended, meetingState } or undefined. */
    *checkOpen({ payload }: PayloadAction<Payload>, { call }) {
      const data: MenuOpenCheck | undefined = yield call(menuService.checkMenuIsOpen, { trainId: payload.trainId });
      return data;
    },
    /** A page of the system bulletin: page '1' replaces the records, later pages append. */
    *fetchBulletin({ payload }: PayloadAction<Payload & Quiet & { current?: string; size?: number }>, { call, put }) {
      const current = String(payload.current ?? BULLETIN_FIRST_PAGE);
      const data: Answer<'gmSys.getSystemBulletin'> | undefined = yield call(
        gmSysService.getSystemBulletin,
        { trainId: payload.trainId, current, size: payload.size },
        quietly(payload.quiet),
      );
      if (data) {
        const { records, total } = data.pages;
        yield put({
          type: 'saveBulletin',
          payload: {
            current: String(data.pages.current ?? current),
            records,
            total: total ?? null,
            full: payload.size !== undefined && records.length >= payload.size,
          },
        });
      }
      return data;
    },
    /**
     * The group-info report of `year`. Year −1 asks for the year of `round`: the state's `year`
     * (and `reportYear`, the year the table shows) become ceil(round/4), spec point 4.
     */
    *fetchGroupReport({ payload }: PayloadAction<Payload & { year: number; round: number }>, { call, put }) {
      const data: Answer<'gmSys.groupInfoReport'> | undefined = yield call(gmSysService.groupInfoReport, {
        trainId: payload.trainId,
        year: payload.year,
        round: payload.round,
      });
      const year = reportYear(payload.year, payload.round);
      if (data) yield put({ type: 'saveReport', payload: { reportData: data.reportData, year, reportYear: year } });
      return data;
    },
    /** A team's cash-limit rows (report code 2) of a settled round. */
    *fetchCashLimits({ payload }: PayloadAction<Payload & { groupId: string; round?: number }>, { call, put }) {
      const data: Answer<'gmSys.selectReport'> | undefined = yield call(gmSysService.selectReport, {
        trainId: payload.trainId,
        groupId: payload.groupId,
        round: payload.round,
        code: 2,
      });
      yield put({
        type: 'saveCashLimits',
        // A row without its post or its limit is no limit of anyone's.
        payload: (data?.rows ?? []).flatMap(({ posCode, cashLimit }) =>
          posCode === undefined || cashLimit === undefined ? [] : [{ posCode, cashLimit }],
        ),
      });
      return data;
    },
  },
  reducers: {
    savePhase(state, { payload }: PayloadAction<MenuPhase>) {
      state.phase = Number(payload.phase) || 0;
      state.advertising = Number(payload.advertising) || 0;
      state.id = payload.id ?? null;
      // Kept as epoch ms, whichever way the backend writes a time.
      state.startTime = parseTime(payload.startTime) ?? null;
      state.currentTime = parseTime(payload.currentTime) ?? null;
      state.state = Number(payload.state) || 0;
      state.version = payload.version == null ? null : Number(payload.version);
      // Seconds per pick is a setting: an answer without it (spec point 3 names none) keeps the last known.
      if (payload.duration !== undefined) state.duration = Number(payload.duration) || 0;
      state.suspended = payload.suspended == null ? null : flag(payload.suspended);
      const serverNow = parseTime(payload.currentTime);
      if (serverNow !== undefined) state.clockOffset = serverNow - Date.now();
      // Phase 3's progress, products and countdowns (spec point 3), where the answer carries them.
      if (payload.allRound) state.allRound = payload.allRound;
      if (payload.productList) state.productList = payload.productList;
      if (payload.menuState !== undefined) state.menuState = Number(payload.menuState) || 0;
      if (payload.menuTime !== undefined) state.menuTime = Math.max(0, Math.floor(Number(payload.menuTime) || 0));
      if (payload.menuTimers)
        state.menuTimers = toMenuTimers(
          Object.entries(payload.menuTimers).map(([product, time]) => ({ product, time }) as ProductTimer),
        );
    },
    saveDuration(state, { payload }: PayloadAction<number>) {
      state.duration = payload;
    },
    /** Spec point 7's fields always; each assumed one only where the answer carries it. */
    saveCondition(state, { payload }: PayloadAction<MenuCondition>) {
      state.condition = payload;
      if (payload.phase !== undefined) state.phase = payload.phase;
      if (payload.version !== undefined) state.version = payload.version;
      if (payload.advertising !== undefined) state.advertising = payload.advertising;
      if (payload.suspended !== undefined) state.suspended = payload.suspended == null ? null : flag(payload.suspended);
      if (payload.duration !== undefined) state.duration = payload.duration;
      if (payload.currentTime !== undefined) {
        state.currentTime = parseTime(payload.currentTime) ?? null;
        // Network jitter moves the measured offset a little every poll; only a real change moves the clock.
        const serverNow = parseTime(payload.currentTime);
        const offset = serverNow === undefined ? state.clockOffset : serverNow - Date.now();
        if (Math.abs(offset - state.clockOffset) > CLOCK_JITTER_MS) state.clockOffset = offset;
      }
      if (payload.meeting) {
        const { id, state: meetingState, startTime } = payload.meeting;
        if (id !== undefined) state.id = id;
        if (meetingState !== undefined) state.state = meetingState;
        if (startTime !== undefined) state.startTime = parseTime(startTime) ?? null;
      }
      state.allRound = {
        allRounds: payload.allRounds,
        allOrder: payload.allOrder,
        surplusRounds: payload.surplusRounds,
        surplusOrder: payload.surplusOrder,
      };
      state.productList = payload.list;
      state.menuState = payload.menuState;
      state.menuTime = Math.max(0, Math.floor(Number(payload.menuTime) || 0));
      state.menuTimers = toMenuTimers(payload.list);
      keepUnlessChanged(state, 'teamData', payload.teamData);
      keepUnlessChanged(state, 'ranking', payload.ranking);
    },
    saveTeamData(
      state,
      { payload }: PayloadAction<{ teamData: TeamAdvertising[]; ranking?: RankingRow[]; advertising?: number }>,
    ) {
      keepUnlessChanged(state, 'teamData', payload.teamData);
      keepUnlessChanged(state, 'ranking', payload.ranking);
      if (payload.advertising !== undefined) state.advertising = payload.advertising;
    },
    /**
     * `total` is the project's assumption (spec point 3 names the current page and records): without
     * it, more is offered while the last page came full.
     */
    saveBulletin(
      state,
      { payload }: PayloadAction<{ current: string; records: Bulletin[]; total: number | null; full: boolean }>,
    ) {
      const first = payload.current === BULLETIN_FIRST_PAGE;
      const records = first ? payload.records : [...state.bulletin.records, ...payload.records];
      const more = payload.total === null ? payload.full : records.length < payload.total;
      state.bulletin = { current: payload.current, records, total: payload.total, more };
    },
    saveReport(state, { payload }: PayloadAction<{ reportData: GroupReportRow[]; year: number; reportYear: number }>) {
      state.reportData = payload.reportData;
      state.year = payload.year;
      state.reportYear = payload.reportYear;
    },
    saveCashLimits(state, { payload }: PayloadAction<CashLimitRow[]>) {
      state.cashLimitList = payload;
    },
    reset(_state, _: PayloadAction<undefined>) {
      return initialMenuState();
    },
  },
} satisfies ModelShape<MenuModelState>;

registerModels(model);
export default model;
