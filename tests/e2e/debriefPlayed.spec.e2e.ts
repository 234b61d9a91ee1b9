import { debriefPlayedWalk } from './debriefPlayedWalk';

debriefPlayedWalk('spec');
