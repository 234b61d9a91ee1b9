import { fullYearWalk } from './fullYearWalk';

fullYearWalk('spec');
