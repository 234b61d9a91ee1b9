import { Faker, base, en, zh_CN } from '@faker-js/faker';

/** A Chinese faker with a fixed seed: the same seed gives the same store, screenshots and tests. */
export const SEED = 20261121;

export function seededFaker(seed = SEED): Faker {
  const faker = new Faker({ locale: [zh_CN, en, base] });
  faker.seed(seed);
  return faker;
}
