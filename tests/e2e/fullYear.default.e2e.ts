import { fullYearWalk } from './fullYearWalk';

fullYearWalk('default');
