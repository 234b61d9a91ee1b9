/**
 * The contract: for the login and every call that only reads (each GET of the catalogue and the
 * read-only POSTs), its parameters and the `data` of its answer as zod schemas, each field marked
 * `promised` (the spec names it: required) or `assumed` (the app reads it, the spec does not name
 * it: optional). Services take their types from here, scripts/contract-check.ts and the mock's
 * tests parse answers with it, and the mock's spec dialect sends exactly its promised fields.
 * Screens import types only (`import type`), so zod stays out of the app's bundles.
 */
import type { z } from 'zod';
import type { Endpoints, Family } from '../endpoints';
import { ANALYSIS } from './analysis';

export type { BalanceTable } from './analysis';
import { AUTHORING } from './authoring';
import { GAME } from './game';
import { GAME_CHANGES } from './gameChanges';
import type { ContractEntry, id } from './kit';
import { TEACHING } from './teaching';

export type EndpointKey = { [F in Family]: `${F}.${keyof Endpoints[F] & string}` }[Family];

const ALL = { ...TEACHING, ...AUTHORING, ...GAME, ...GAME_CHANGES, ...ANALYSIS };

/** Every entry of the contract, by catalogue key. */
export const CONTRACT: { readonly [K in keyof typeof ALL]: (typeof ALL)[K] } = ALL satisfies Partial<
  Record<EndpointKey, ContractEntry>
>;

export type ContractKey = keyof typeof CONTRACT;

/** The parameters a call of `K` takes. */
export type Params<K extends ContractKey> = z.input<(typeof CONTRACT)[K]['params']>;

/** The `data` of `K`'s answer as it arrives: assumed fields may be absent. */
export type Answer<K extends ContractKey> = z.input<(typeof CONTRACT)[K]['answer']>;

/** The read-only POST calls the contract check makes besides the GETs. */
export const READ_ONLY_POSTS = [
  'menu.getMenuPhase',
  'menu.checkMenuIsOpen',
  'menu.getTeamPutAdvertising',
  'gmSys.getSystemBulletin',
  'gmSys.selectReport',
] as const satisfies readonly ContractKey[];

/** A Java Long id as it arrives: a number, or its exact digits as a string beyond 2^53. */
export type Id = z.input<typeof id>;

/** The row type of a list in an answer (assumed lists may be absent: the row is still typed). */
export type Row<L> = NonNullable<L> extends readonly (infer R)[] ? R : never;
