import { DEFAULT_GROUP_SIZE, GROUP_VOTE_TYPE } from '@/constants';
import { remapToolType, type ToolItem } from '@/domain/toolTypes';
import type { Written } from '@/services/request';
import * as toolService from '@/services/tool';
import type { ToolRecordRow, ToolScope } from '@/services/tool';
import { type CommonState, signedIn } from '@/models/common';
import { parseJson } from '@/utils/json';
import { type ModelShape, type PayloadAction, registerModels } from '@/utils/model';

/** A record with its details parsed (spec point 3); `damaged` when the details are not valid JSON. */
export interface ToolRecord {
  key: string;
  id: string;
  /** Absent when the answer did not say (assumed fields). */
  type?: number;
  round?: number;
  userId: string;
  userName: string;
  data: ToolItem[];
  damaged: boolean;
  updateTime: string;
  voteCount?: number;
}

/** Tool state (spec point 3): dataList, current, type, updateId, editing, showVote. */
export interface ToolState {
  dataList: ToolRecord[];
  current: ToolRecord | null;
  type: number;
  updateId: string;
  editing: boolean;
  showVote: boolean;
}

export interface ToolFetch extends ToolScope {
  type: number;
  /** With a user: the current record becomes theirs, or a blank one. */
  userId?: string;
  userName?: string;
  /** Without a user: 'refresh' clears the current record, 'add' selects the last one. */
  mode?: 'refresh' | 'add';
  /** Members of the team; the vote check runs when every one has a record. */
  groupSize?: number;
}

export interface ToolSave extends ToolScope {
  type: number;
  data: ToolItem[];
  groupSize?: number;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Parses a record's details JSON; anything that is not { data: [...] } marks the record damaged. */
export function parseToolRecord(row: ToolRecordRow): ToolRecord {
  const base = {
    key: text(row.key ?? row.id),
    id: text(row.id),
    type: row.type,
    round: row.round,
    updateTime: text(row.updateTime),
    voteCount: row.voteCount,
  };
  try {
    const details = parseJson(row.details) as any;
    if (!details || typeof details !== 'object' || !Array.isArray(details.data)) throw new Error('no data');
    const data = (details.data as unknown[]).map((item) => {
      const fields = (item && typeof item === 'object' ? item : { one: item }) as Record<string, unknown>;
      const out: ToolItem = { one: text(fields.one) };
      if (fields.two !== undefined) out.two = text(fields.two);
      if (fields.three !== undefined) out.three = text(fields.three);
      return out;
    });
    return {
      ...base,
      userId: text(details.userId ?? row.userId),
      userName: text(details.userName ?? row.userName),
      data,
      damaged: false,
    };
  } catch {
    return { ...base, userId: text(row.userId), userName: text(row.userName), data: [], damaged: true };
  }
}

/** A new record of the user with one empty item. */
export function blankToolRecord(type: number, round: number, userId: string, userName: string): ToolRecord {
  return { key: 'new', id: '', type, round, userId, userName, data: [{ one: '' }], damaged: false, updateTime: '' };
}

const scopeOf = ({ gameId, round, teamId }: ToolScope): ToolScope => ({ gameId, round, teamId });

const model = {
  namespace: 'tool',
  state: { dataList: [], current: null, type: 0, updateId: '', editing: false, showVote: false } as ToolState,
  effects: {
    /** Loads a team's records of a type (the type remapped first); resolves the list or undefined. */
    *fetch({ payload }: PayloadAction<ToolFetch>, { call, put, select }) {
      const { type, userId, userName = '', mode, groupSize = DEFAULT_GROUP_SIZE } = payload;
      const scope = scopeOf(payload);
      const rows: ToolRecordRow[] | undefined = yield call(toolService.list, { ...scope, type: remapToolType(type) });
      if (!rows) return undefined;
      const dataList = rows.map(parseToolRecord);
      let current: ToolRecord | null = null;
      if (userId)
        current = dataList.find((r) => r.userId === userId) ?? blankToolRecord(type, scope.round, userId, userName);
      else if (mode === 'add') current = dataList[dataList.length - 1] ?? null;
      let showVote = false;
      if (dataList.length === groupSize && remapToolType(type) === GROUP_VOTE_TYPE) {
        const me: CommonState['userInfo'] = yield select(signedIn);
        const voted: number | undefined = yield call(toolService.checkVote, {
          ...scope,
          userId: userId ?? me.userId ?? '',
        });
        showVote = voted === 0;
      }
      yield put({ type: 'saveList', payload: { dataList, current, type, showVote } });
      return dataList;
    },
    /**
     * Saves the record being edited (updateId) or a new one; then reloads, selecting the saved record
     * (its author as listed: the answer may carry no record). Resolves the write's result.
     */
    *save({ payload }: PayloadAction<ToolSave>, { call, put, select }) {
      const { updateId, dataList }: ToolState = yield select((s: { tool: ToolState }) => s.tool);
      const edited = dataList.find((r) => r.id === updateId);
      const user: CommonState['userInfo'] = yield select(signedIn);
      const details = JSON.stringify({ userId: user.userId, userName: user.userName, data: payload.data });
      const saved: Written<ToolRecordRow> | undefined = yield call(toolService.save, {
        ...scopeOf(payload),
        ...(updateId ? { id: updateId } : {}),
        type: remapToolType(payload.type),
        details,
      });
      if (!saved) return undefined;
      const reload: ToolFetch = updateId
        ? {
            ...scopeOf(payload),
            type: payload.type,
            userId: edited?.userId || user.userId || '',
            userName: edited?.userName ?? user.userName,
            groupSize: payload.groupSize,
          }
        : { ...scopeOf(payload), type: payload.type, mode: 'add', groupSize: payload.groupSize };
      yield (put as any).resolve({ type: 'fetch', payload: reload });
      return saved;
    },
    *remove({ payload }: PayloadAction<ToolFetch & { id: string }>, { call, put }) {
      const done: Written | undefined = yield call(toolService.remove, { id: payload.id });
      if (!done) return false;
      yield (put as any).resolve({
        type: 'fetch',
        payload: { ...scopeOf(payload), type: payload.type, mode: 'refresh', groupSize: payload.groupSize },
      });
      return true;
    },
    /** Votes for a proposal; the reload's vote check then hides the panel. Resolves the write's result. */
    *vote({ payload }: PayloadAction<ToolFetch & { recordId: string }>, { call, put, select }) {
      const me: CommonState['userInfo'] = yield select(signedIn);
      const userId = me.userId ?? '';
      const result: Written<toolService.VoteResult> | undefined = yield call(toolService.vote, {
        ...scopeOf(payload),
        userId,
        recordId: payload.recordId,
      });
      if (!result) return undefined;
      yield (put as any).resolve({
        type: 'fetch',
        payload: { ...scopeOf(payload), type: payload.type, mode: 'refresh', groupSize: payload.groupSize },
      });
      return result;
    },
  },
  reducers: {
    /** After loading: the list replaced, editing and updateId reset. */
    saveList(state, { payload }: PayloadAction<Pick<ToolState, 'dataList' | 'current' | 'type' | 'showVote'>>) {
      state.dataList = payload.dataList;
      state.current = payload.current;
      state.type = payload.type;
      state.showVote = payload.showVote;
      state.editing = false;
      state.updateId = '';
    },
    select(state, { payload }: PayloadAction<string>) {
      state.current = state.dataList.find((r) => r.key === payload) ?? null;
      state.editing = false;
      state.updateId = '';
    },
    /** Starts a new record of the user. */
    add(state, { payload }: PayloadAction<{ userId: string; userName: string; round: number }>) {
      state.current = blankToolRecord(state.type, payload.round, payload.userId, payload.userName);
      state.editing = true;
      state.updateId = '';
    },
    /** Edits the current record (a saved one is updated by its id). */
    edit(state, _: PayloadAction<undefined>) {
      if (!state.current) return;
      state.editing = true;
      state.updateId = state.current.id;
    },
    cancel(state, _: PayloadAction<undefined>) {
      state.editing = false;
      state.updateId = '';
      if (state.current && !state.current.id) state.current = null;
    },
  },
} satisfies ModelShape<ToolState>;

registerModels(model);
export default model;
