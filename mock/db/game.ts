import type { SeedBase } from './types';

/** Trainings and their play: trainings, members and posts, rounds, the engine's game state, menus, meetings, events, messages, bulletins, tool records. */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface GameCollections {}

/** Seeds this area's collections; called by seedDb after the core collections. */
export function seedGame(base: SeedBase, before: object): GameCollections {
  void base;
  void before;
  return {};
}
