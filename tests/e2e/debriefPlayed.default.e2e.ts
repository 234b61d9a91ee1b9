import { debriefPlayedWalk } from './debriefPlayedWalk';

debriefPlayedWalk('default');
