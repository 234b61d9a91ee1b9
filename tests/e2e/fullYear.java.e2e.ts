import { fullYearWalk } from './fullYearWalk';

fullYearWalk('java');
