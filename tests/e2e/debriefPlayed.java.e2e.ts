import { debriefPlayedWalk } from './debriefPlayedWalk';

debriefPlayedWalk('java');
