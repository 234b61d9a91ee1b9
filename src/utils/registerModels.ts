import { getDvaApp } from '@umijs/max';

type Model = { namespace: string };

/**
 * A screen's dva model: registered by the screens that use it (`registerModels`) when their code
 * loads, not at start-up. umi's dva plugin puts every model whose default export is an object
 * literal into the entry bundle, the one /login downloads; this call keeps the screens' models, and
 * the services they call, in the screens' chunks. Only `common` (the session) is registered at start.
 */
export function screenModel<M extends Model>(model: M): M {
  return model;
}

/** Models whose screen's code ran before the dva app existed. */
const pending: Model[] = [];

/** The namespaces registered here, per dva app (dva refuses a namespace twice and has no public way to ask). */
const registered = new WeakMap<object, Set<string>>();

/**
 * Registers models with the running dva app, once each; called at the top level of the modules
 * using them. Before the app exists they wait for registerPendingModels.
 */
export function registerModels(...models: Model[]) {
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
