import clearCache from '@/pages/ClearCache/messages/en-US';
import admin from '@/pages/admin/messages/en-US';
import analysis from '@/pages/analysis/messages/en-US';
import authoring from '@/pages/authoring/messages/en-US';
import classes from '@/pages/class/messages/en-US';
import experimentIntroduction from '@/pages/experiment/Introduction/messages/en-US';
import experimentTools from '@/pages/experiment/Tools/messages/en-US';
import trainConsole from '@/pages/train/Console/messages/en-US';
import trainHome from '@/pages/train/Home/messages/en-US';
import trainManage from '@/pages/train/Manage/messages/en-US';
import trainStudy from '@/pages/train/Study/messages/en-US';
import train from '@/pages/train/messages/en-US';
import trainShared from '@/pages/train/shared/messages/en-US';

/** The screens' messages in en-US: loaded with the first signed-in screen (src/utils/screenMessages.ts), not with /login. */
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
