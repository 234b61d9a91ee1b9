/**
 * The order meeting ("选单"), split by job: menuCore (state helpers and turn order), advertising
 * (phase 1 and building the selection), picking (picks, passes, time-outs) and menuControl (the
 * teacher's start, suspend, restore, re-menu, end). This file gathers them for importers.
 */
export { STALE_MSG, newMenu, orderIndex, orderById, allPicks } from './menuCore';
export type { MenuOpts } from './menuCore';
export { advertise, closeAdvertising } from './advertising';
export { pickOrder, passPick, autoCancel } from './picking';
export { startMenu, suspendMenu, restoreMenu, reMenu, endMenu, setMenuDuration } from './menuControl';
