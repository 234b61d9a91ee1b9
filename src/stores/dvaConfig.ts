import { message } from 'antd';
import { REQUEST_ERROR_MESSAGE } from '@/constants';
import { t } from '@/utils/i18n';
import type { RequestError } from '@/services/request';
import { onSessionEnd } from '@/utils/session';

/** The action every model answers with its initial state (the end of the session). */
export const RESET_ALL = '@@sworld/resetAll';

type Reducer = (state: any, action: { type: string }) => any;
type StoreCreator = (...args: any[]) => { dispatch: (action: { type: string }) => unknown };

/**
 * The dva app's hooks, used by src/app.tsx and by the tests' stores alike.
 *
 * - onError: an effect that throws rejects its dispatch promise (no preventDefault, which left it
 *   pending for ever), so the screen awaiting it stops its spinner; the user is told here. A 401
 *   has told the user already (the request layer), and a call the backend does not offer is told by its screen.
 * - onReducer: RESET_ALL gives every model, registered now or later, its initial state: one
 *   mechanism, so no model (accountPwd, class and training lists) is forgotten on logout. dva-loading's
 *   counts are kept, as effects still running end later.
 * - extraEnhancers: the end of the session (logout, 401, another tab's logout) dispatches RESET_ALL.
 */
/** Effect failures onError has logged and told the user about. */
const reported = new WeakSet<object>();

/**
 * A screen that dispatches without awaiting leaves an effect's rejection unhandled: once onError
 * has reported it, the browser need not report it again as an uncaught error.
 */
export function quietReportedRejections() {
  window.addEventListener('unhandledrejection', (event) => {
    if (event.reason && typeof event.reason === 'object' && reported.has(event.reason)) event.preventDefault();
  });
}

export const dvaConfig = {
  onError(error: Error) {
    console.error('[dva]', error);
    if (error && typeof error === 'object') reported.add(error);
    // Told by name, not class: the request layer imports umi's exports, which import src/app.tsx, which imports this.
    const failure =
      error?.name === 'RequestError' || error?.name === 'NotOfferedError' ? (error as RequestError) : undefined;
    // A call the backend does not offer is said once by the screen that needs it, never as a toast.
    if (failure?.kind === 'auth' || failure?.kind === 'notOffered') return;
    const text = failure?.message || t('request.default');
    message.error({ content: text, key: text, duration: REQUEST_ERROR_MESSAGE.duration });
  },
  onReducer(reducer: Reducer): Reducer {
    return (state, action) =>
      reducer(action.type === RESET_ALL ? (state?.loading ? { loading: state.loading } : {}) : state, action);
  },
  extraEnhancers: [
    (createStore: StoreCreator) =>
      (...args: any[]) => {
        const store = createStore(...args);
        onSessionEnd(() => store.dispatch({ type: RESET_ALL }));
        return store;
      },
  ],
};
