import clearCache from '@/locales/screens/clearCache/zh-CN';
import admin from '@/locales/screens/admin/zh-CN';
import analysis from '@/locales/screens/analysis/zh-CN';
import authoring from '@/locales/screens/authoring/zh-CN';
import coach from '@/locales/screens/coach/zh-CN';
import classes from '@/locales/screens/class/zh-CN';
import experimentIntroduction from '@/locales/screens/experimentIntroduction/zh-CN';
import experimentTools from '@/locales/screens/experimentTools/zh-CN';
import trainConsole from '@/locales/screens/trainConsole/zh-CN';
import trainHome from '@/locales/screens/trainHome/zh-CN';
import trainManage from '@/locales/screens/trainManage/zh-CN';
import trainStudy from '@/locales/screens/trainStudy/zh-CN';
import train from '@/locales/screens/train/zh-CN';
import trainShared from '@/locales/screens/trainShared/zh-CN';
import league from '@/locales/screens/league/zh-CN';

/** The screens' messages in zh-CN: loaded with the first signed-in screen (src/utils/screenMessages.ts), not with /login. */
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
