import clearCache from '@/pages/ClearCache/messages/zh-CN';
import admin from '@/pages/admin/messages/zh-CN';
import analysis from '@/pages/analysis/messages/zh-CN';
import authoring from '@/pages/authoring/messages/zh-CN';
import classes from '@/pages/class/messages/zh-CN';
import experimentIntroduction from '@/pages/experiment/Introduction/messages/zh-CN';
import experimentTools from '@/pages/experiment/Tools/messages/zh-CN';
import trainConsole from '@/pages/train/Console/messages/zh-CN';
import trainHome from '@/pages/train/Home/messages/zh-CN';
import trainManage from '@/pages/train/Manage/messages/zh-CN';
import trainStudy from '@/pages/train/Study/messages/zh-CN';
import train from '@/pages/train/messages/zh-CN';
import trainShared from '@/pages/train/shared/messages/zh-CN';

/** The screens' messages in zh-CN: loaded with the first signed-in screen (src/utils/screenMessages.ts), not with /login. */
export default {
  ...clearCache,
  ...admin,
  ...analysis,
  ...authoring,
  ...classes,
  ...experimentIntroduction,
  ...experimentTools,
  ...trainConsole,
  ...trainHome,
  ...trainManage,
  ...trainStudy,
  ...train,
  ...trainShared,
};
