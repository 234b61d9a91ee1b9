// dva-core's build expects the regenerator runtime as a global, as umi's app bundle provides it.
import 'regenerator-runtime/runtime';
import { create } from 'dva-core';
// umi bundles dva-immer with its dva plugin; models are written for immer reducers.
import immer from '@umijs/plugins/node_modules/dva-immer';
import { dvaConfig } from '@/utils/dvaConfig';

/** A dva store with the given models, as umi's dva plugin builds it with the app's hooks (src/app.tsx), for model tests. */
export function createModelStore(models: any[]) {
  const app = create(dvaConfig as any);
  app.use(immer());
  models.forEach((model) => app.model(model));
  app.start();
  const store = (app as any)._store;
  return {
    /** The redux store itself (for a react-redux Provider in screen tests). */
    store,
    dispatch: (action: { type: string; payload?: unknown }) => store.dispatch(action) as Promise<any>,
    getState: () => store.getState(),
  };
}
