import type { SeedBase } from './types';

/** Case and rule authoring: cases, case modules, pictures, timelines, rules, edit-case (ste) rows. */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface AuthoringCollections {}

/** Seeds this area's collections; called by seedDb after the core collections. */
export function seedAuthoring(base: SeedBase, before: object): AuthoringCollections {
  void base;
  void before;
  return {};
}
