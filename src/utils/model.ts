import { type Effect, getDvaApp, useDispatch, useSelector } from '@umijs/max';
import { useMemo } from 'react';

/** put, call, select...: what dva hands an effect. */
export type Commands = Parameters<Effect>[1];

/** An action carrying a payload (dva's AnyAction cannot be narrowed to one). */
export type PayloadAction<P = any> = { type: string; payload: P };

type AnyEffect = (action: PayloadAction<any>, commands: Commands) => Generator<unknown, unknown, any>;
type AnyReducer<S> = (state: S, action: PayloadAction<any>) => S | void;
type Subscription = (api: { dispatch: (action: { type: string; payload?: unknown }) => void }) => void;

/**
 * What a model of src/stores satisfies. Each model is written as an object literal checked with
 * `satisfies ModelShape<State>`, so that its own effect and reducer signatures (payload and result)
 * stay in its type: useModel derives the typed calls from them.
 */
export interface ModelShape<S> {
  namespace: string;
  state: S;
  effects?: Record<string, AnyEffect>;
  reducers?: Record<string, AnyReducer<S>>;
  subscriptions?: Record<string, Subscription>;
}

type AnyModel = ModelShape<any>;

type EffectAction<F> = F extends (action: infer A, ...rest: any[]) => unknown ? A : never;
type ReducerAction<F> = F extends (state: any, action: infer A) => unknown ? A : never;
/** The payload a handler's action declares; one it declares optional may be left out at the call. */
type ArgsOf<A> = A extends { payload: infer P }
  ? undefined extends P
    ? [payload?: P]
    : [payload: P]
  : A extends { payload?: infer P }
    ? [payload?: P]
    : [payload?: undefined];
type ResultOf<F> = F extends (...args: any[]) => Generator<unknown, infer R, any> ? R : never;

/** An effect as a screen calls it: its promise resolves the effect's result, or undefined when it threw. */
export type EffectCall<F> = (...args: ArgsOf<EffectAction<F>>) => Promise<ResultOf<F> | undefined>;
/** A reducer as a screen calls it. */
export type ReducerCall<F> = (...args: ArgsOf<ReducerAction<F>>) => void;

export type ModelCalls<M extends AnyModel> = {
  [K in keyof M['effects']]: EffectCall<M['effects'][K]>;
} & { [K in keyof M['reducers']]: ReducerCall<M['reducers'][K]> };

type Dispatch = (action: { type: string; payload?: unknown }) => unknown;

/**
 * The model's effects and reducers as functions, for a dispatch: `calls.fetchList(params)`
 * dispatches `namespace/fetchList`. dva answers a dispatched effect with its promise; an effect that
 * threw resolves undefined, since dva's onError has told the user (stores/dvaConfig.ts) and the
 * screen must stop its spinner instead of waiting for ever.
 */
export function modelCalls<M extends AnyModel>(model: M, dispatch: Dispatch): ModelCalls<M> {
  const calls: Record<string, (payload?: unknown) => unknown> = {};
  for (const name of Object.keys(model.reducers ?? {})) {
    calls[name] = (payload) => {
      dispatch({ type: `${model.namespace}/${name}`, payload });
    };
  }
  for (const name of Object.keys(model.effects ?? {})) {
    calls[name] = (payload) =>
      Promise.resolve(dispatch({ type: `${model.namespace}/${name}`, payload })).catch(() => undefined);
  }
  return calls as ModelCalls<M>;
}

/** A model's typed calls in a component, bound to the store's dispatch. */
export function useModel<M extends AnyModel>(model: M): ModelCalls<M> {
  const dispatch = useDispatch();
  return useMemo(() => modelCalls(model, dispatch), [model, dispatch]);
}

/**
 * A model's state, or the part `select` picks from it; the component renders again when it changes
 * (as `equal` compares, when given: a select that builds an object needs a shallow comparison).
 */
export function useModelState<M extends AnyModel>(model: M): M['state'];
export function useModelState<M extends AnyModel, R>(
  model: M,
  select: (state: M['state']) => R,
  equal?: (a: R, b: R) => boolean,
): R;
export function useModelState<M extends AnyModel, R>(
  model: M,
  select?: (state: M['state']) => R,
  equal?: (a: R, b: R) => boolean,
) {
  return useSelector((root: Record<string, M['state']>) => {
    const state = root[model.namespace];
    return select ? select(state) : state;
  }, equal);
}

/** Models whose module ran before the dva app existed. */
const pending: AnyModel[] = [];

/** The namespaces registered here, per dva app (dva refuses a namespace twice and has no public way to ask). */
const registered = new WeakMap<object, Set<string>>();

/**
 * Registers models with the running dva app, once each. Every module of src/stores calls it for its
 * own model, so a model is registered when the first screen that imports it loads, and its code stays
 * in that screen's chunk: umi's dva plugin would put a model it finds (src/models, the pages' models
 * folders) into the entry bundle that /login downloads. Before the app exists they wait for
 * registerPendingModels.
 */
export function registerModels(...models: AnyModel[]) {
  const app = getDvaApp();
  if (!app) {
    pending.push(...models);
    return;
  }
  let names = registered.get(app);
  if (!names) registered.set(app, (names = new Set()));
  for (const model of models) {
    if (names.has(model.namespace)) continue;
    names.add(model.namespace);
    app.model(model);
  }
}

/** Registers the waiting models; src/app.tsx calls it in umi's innermost provider (inside dva's), before any screen renders. */
export function registerPendingModels() {
  if (pending.length && getDvaApp()) registerModels(...pending.splice(0));
}
