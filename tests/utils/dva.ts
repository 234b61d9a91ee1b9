// dva-core's build expects the regenerator runtime as a global, as umi's app bundle provides it.
import 'regenerator-runtime/runtime';
import { create } from 'dva-core';
import { produce } from 'immer';
import type { Store } from 'redux';
import { dvaConfig } from '@/stores/dvaConfig';

type Reducer = (state: any, action: any) => any;

/**
 * The stores a test made stop with it: a screen a test leaves while it loads keeps its effects
 * running, and their calls would reach the next test's mock and clock. dva's `unmodel` cancels a
 * model's running effects.
 */
const running = new Set<() => void>();
afterEach(() => {
  for (const stop of running) stop();
  running.clear();
});

/** A model's reducers run on an immer draft, as umi's `dva: { immer }` setting has them in the app. */
function withImmer(model: any) {
  const reducers: Record<string, Reducer> = {};
  for (const [type, reducer] of Object.entries<Reducer>(model.reducers ?? {})) {
    reducers[type] = (state, action) => produce(state, (draft: any) => reducer(draft, action));
  }
  return { ...model, reducers };
}

/** A dva store with the given models, as umi's dva plugin builds it with the app's hooks (src/app.tsx), for model tests. */
export function createModelStore(models: any[]) {
  // dva's public hooks hand out the store in two parts: an enhancer sees the redux store (subscribe,
  // getState), and a middleware (onAction) sees the dispatch that runs effects and returns promises.
  let base: Store | undefined;
  let dispatch: Store['dispatch'] | undefined;
  const keepStore =
    (createStore: (...args: any[]) => Store) =>
    (...args: any[]) => {
      base = createStore(...args);
      return base;
    };
  const keepDispatch = (api: Pick<Store, 'dispatch' | 'getState'>) => {
    dispatch = api.dispatch;
    return (next: (action: any) => any) => (action: any) => next(action);
  };
  const app = create({
    ...dvaConfig,
    extraEnhancers: [...dvaConfig.extraEnhancers, keepStore],
    onAction: keepDispatch,
  });
  models.forEach((model) => app.model(withImmer(model)));
  app.start();
  running.add(() => {
    for (const model of models) app.unmodel(model.namespace);
  });
  if (!base || !dispatch) throw new Error('dva did not create a store');
  const store: Store = { ...base, dispatch };
  return {
    /** The redux store itself (for a react-redux Provider in screen tests). */
    store,
    dispatch: (action: { type: string; payload?: unknown }) => store.dispatch(action) as unknown as Promise<any>,
    getState: () => store.getState(),
  };
}
