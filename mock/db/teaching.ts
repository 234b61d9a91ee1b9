import type { SeedBase } from './types';

/** Teaching administration: teaching plans, evaluation weights, class summaries, teacher ratings, learning analysis, course study. */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface TeachingCollections {}

/** Seeds this area's collections; called by seedDb after the core collections. */
export function seedTeaching(base: SeedBase, before: object): TeachingCollections {
  void base;
  void before;
  return {};
}
