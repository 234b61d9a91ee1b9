import type { Faker } from '@faker-js/faker';
import { faker } from '@faker-js/faker/locale/zh_CN';

/** A Chinese faker with a fixed seed: the same seed gives the same store, screenshots and tests. */
export const SEED = 20261121;

/**
 * The zh_CN entry's faker (zh_CN, then en, then base), seeded. Only that locale is loaded: the
 * package's index loads all sixty-odd, a second of every test file that seeds a store. The seed is
 * drawn synchronously, so the one instance reseeded gives the sequence a new one would.
 */
export function seededFaker(seed = SEED): Faker {
  faker.seed(seed);
  return faker;
}
