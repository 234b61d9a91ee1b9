import type { Effect } from '@umijs/max';

/** put, call, select...: what dva hands an effect. */
type Commands = Parameters<Effect>[1];

/** An action carrying a payload (dva's AnyAction cannot be narrowed to one). */
export type PayloadAction<P = any> = { type: string; payload: P };

/** A dva effect whose action carries a typed payload; dispatch resolves its return value. */
export type TypedEffect<P = any> = (action: PayloadAction<P>, effects: Commands) => Generator<unknown, unknown, any>;

/** An immer reducer: it mutates the draft state, or returns a replacement. */
export type TypedReducer<S, P = any> = (state: S, action: PayloadAction<P>) => S | void;
