/**
 * The contract: for the login and every call that only reads (each GET of the catalogue and the
 * read-only POSTs), its parameters and the `data` of its answer as zod schemas, each field marked
 * `promised` (the spec names it: required) or `assumed` (the app reads it, the spec does not name
 * it: optional); for the calls that change data, what the app reads of their answer, which may
 * also be nothing, `true` or an id (WRITES). Services take their types from here, scripts/contract-check.ts and the mock's
 * tests parse answers with it, and the mock's spec dialect sends exactly its promised fields.
 * Screens import types only (`import type`), so zod stays out of the app's bundles.
 */
import type { z } from 'zod';
import { allEndpoints, type Endpoints, type Family } from '../endpoints';
import { ANALYSIS } from './analysis';

export type { BalanceTable } from './analysis';
import { AUTHORING } from './authoring';
import { GAME } from './game';
import { GAME_CHANGES } from './gameChanges';
import { type ContractEntry, type id, written } from './kit';
import { TEACHING } from './teaching';

export type EndpointKey = { [F in Family]: `${F}.${keyof Endpoints[F] & string}` }[Family];

/** The read-only POST calls the contract check makes besides the GETs. */
export const READ_ONLY_POSTS = [
  'menu.getMenuPhase',
  'menu.checkMenuIsOpen',
  'menu.getTeamPutAdvertising',
  'gmSys.getSystemBulletin',
  'gmSys.selectReport',
] as const satisfies readonly string[];

/**
 * The changes whose answer the spec names, which stay as named: the evaluation save returns the
 * updated list, the order meeting's start its id.
 */
export const NAMED_WRITE_ANSWERS = ['evaluate.save', 'orderMeeting.start'] as const satisfies readonly string[];

/** The calls that change data: every POST but the login and the read-only ones. */
export const WRITES: readonly string[] = allEndpoints
  .filter(
    (e) => e.method === 'POST' && e.key !== 'auth.login' && !(READ_ONLY_POSTS as readonly string[]).includes(e.key),
  )
  .map((e) => e.key);

/** Every other change may answer nothing, true or an id instead of the row it names (kit.ts `written`). */
function withWriteAnswers<T extends Record<string, ContractEntry>>(entries: T): T {
  const loose = new Set(WRITES.filter((key) => !(NAMED_WRITE_ANSWERS as readonly string[]).includes(key)));
  return Object.fromEntries(
    Object.entries(entries).map(([key, entry]) => [
      key,
      loose.has(key) ? { ...entry, answer: written(entry.answer) } : entry,
    ]),
  ) as T;
}

const ALL = withWriteAnswers({ ...TEACHING, ...AUTHORING, ...GAME, ...GAME_CHANGES, ...ANALYSIS });

/** Every entry of the contract, by catalogue key. */
export const CONTRACT: { readonly [K in keyof typeof ALL]: (typeof ALL)[K] } = ALL satisfies Partial<
  Record<EndpointKey, ContractEntry>
>;

export type ContractKey = keyof typeof CONTRACT;

/** The parameters a call of `K` takes. */
export type Params<K extends ContractKey> = z.input<(typeof CONTRACT)[K]['params']>;

/** The `data` of `K`'s answer as it arrives: assumed fields may be absent. */
export type Answer<K extends ContractKey> = z.input<(typeof CONTRACT)[K]['answer']>;

/**
 * The `data` of a change's answer as it may arrive: the row it names, or nothing, `true` or an id
 * (every change but those of NAMED_WRITE_ANSWERS). Success is the envelope's code, never this.
 */
export type WriteAnswer<K extends ContractKey> = Answer<K> | null | undefined | true | Id;

/** A Java Long id as it arrives: a number, or its exact digits as a string beyond 2^53. */
export type Id = z.input<typeof id>;

/** The row type of a list in an answer (assumed lists may be absent: the row is still typed). */
export type Row<L> = NonNullable<L> extends readonly (infer R)[] ? R : never;
