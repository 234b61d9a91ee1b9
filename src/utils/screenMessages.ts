import { addLocale } from '@umijs/max';
import { currentLocale } from './i18n';

/**
 * The screens' messages (src/pages/<area>/messages) are kept out of the entry bundle that /login
 * downloads: they load once, in the user's locale only, before the first signed-in screen renders
 * (src/app.tsx render) or before the login page leaves for one. umi's locale plugin bundles the
 * `locales` folders eagerly; these folders are named `messages` so that it does not.
 */
const LOADERS: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  'zh-CN': () => import(/* webpackChunkName: "messages-zh-CN" */ '@/locales/screens/zh-CN'),
  'en-US': () => import(/* webpackChunkName: "messages-en-US" */ '@/locales/screens/en-US'),
};

let loading: Promise<void> | undefined;

export function loadScreenMessages(): Promise<void> {
  if (!loading) {
    const locale = currentLocale();
    loading = (LOADERS[locale] ?? LOADERS['zh-CN'])()
      .then(({ default: messages }) => addLocale(locale, messages, undefined as never))
      .catch((error) => {
        // A later call tries again (the route chunk error boundary handles a lost network).
        loading = undefined;
        throw error;
      });
  }
  return loading;
}

/** /login and /not-support show only the app's own messages (src/locales); every other screen needs these. */
export function needsScreenMessages(path: string): boolean {
  return !['/login', '/not-support'].includes(path.replace(/\/+$/, ''));
}
