import clearCache from '@/locales/screens/clearCache/en-US';
import admin from '@/locales/screens/admin/en-US';
import analysis from '@/locales/screens/analysis/en-US';
import authoring from '@/locales/screens/authoring/en-US';
import coach from '@/locales/screens/coach/en-US';
import classes from '@/locales/screens/class/en-US';
import experimentIntroduction from '@/locales/screens/experimentIntroduction/en-US';
import experimentTools from '@/locales/screens/experimentTools/en-US';
import trainConsole from '@/locales/screens/trainConsole/en-US';
import trainHome from '@/locales/screens/trainHome/en-US';
import trainManage from '@/locales/screens/trainManage/en-US';
import trainStudy from '@/locales/screens/trainStudy/en-US';
import train from '@/locales/screens/train/en-US';
import trainShared from '@/locales/screens/trainShared/en-US';
import league from '@/locales/screens/league/en-US';

/** The screens' messages in en-US: loaded with the first signed-in screen (src/utils/screenMessages.ts), not with /login. */
export default {
  ...clearCache,
  ...admin,
  ...analysis,
  ...authoring,
  ...coach,
  ...classes,
  ...experimentIntroduction,
  ...experimentTools,
  ...trainConsole,
  ...trainHome,
  ...trainManage,
  ...trainStudy,
  ...train,
  ...trainShared,
  ...league,
};
