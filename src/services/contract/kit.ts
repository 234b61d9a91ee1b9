/**
 * The building blocks of the contract (src/services/contract/): zod schemas with the contract's
 * two marks. `promised` is a field the spec names for that answer: the app may count on it, and
 * the contract check fails without it. `assumed` is a field the app reads although the spec does
 * not name it: it is optional, so the compiler makes every screen handle its absence.
 * Only the check, the mock and the tests load these at run time; the app imports the types.
 */
import { z } from 'zod';

export { z };

/** How the contract marks a field, kept in the schema's zod metadata. */
export interface ContractMark {
  contract: 'promised' | 'assumed';
  /** A promised field the spec sends only in some answers (e.g. 'phase 3'): optional, named here. */
  when?: string;
}

declare module 'zod' {
  interface GlobalMeta {
    contract?: ContractMark['contract'];
    when?: string;
    /** The answer of a call that changes data (see `written`). */
    write?: boolean;
  }
}

/** A Java Long id: a JSON number, or its exact digits as a string beyond 2^53 (src/utils/json.ts). */
export const id = z.union([z.string(), z.number()]).meta({ title: 'id' });
export const str = z.string();
export const num = z.number();
/**
 * A flag: true/false, or 1/0 and "1"/"0" as a backend that stores flags as numbers writes them. The
 * app's type stays boolean; the screens read a flag through one reader, never by `=== true`.
 */
export const bool = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .meta({ title: 'flag' }) as unknown as z.ZodBoolean;

/**
 * A point in time: epoch ms or s as a number, or text (`yyyy-MM-dd HH:mm:ss`, `yyyy-MM-dd`, ISO 8601)
 * as a Java backend writes it. The app reads every time through src/utils/time.ts's parseTime.
 */
export const time = z.union([z.number(), z.string()]).meta({ title: 'time' });

/** A field the spec names: required. */
export const promised = <T extends z.ZodType>(schema: T) => schema.meta({ contract: 'promised' });

/** A field the spec names for some answers only (`when`): optional. */
export const promisedWhen = <T extends z.ZodType>(when: string, schema: T) =>
  schema.optional().meta({ contract: 'promised', when });

/**
 * A field the app reads that the spec does not name: optional, the project's assumption. A backend
 * that sends every field of its DTO writes an unset one as null: null is accepted as absent. The
 * app's type stays `T | undefined`, which is how the screens read a null too (their empty mark).
 */
export const assumed = <T extends z.ZodType>(schema: T) =>
  schema.nullable().optional().meta({ contract: 'assumed' }) as unknown as z.ZodOptional<T>;

/**
 * The parameters of a call: the ones it needs, typed. The spec names the payload of almost no call,
 * and callers send more (filters, paging), so the object is loose.
 */
export const params = <S extends z.ZodRawShape>(shape: S) => z.looseObject(shape);

export const NO_PARAMS = params({});

/** The answer of a call that changes data when the app reads nothing of it (only that it succeeded). */
export const NO_DATA = z.unknown().meta({ title: 'not read' });

/**
 * The answer of a call that changes data: success is the envelope's code, so besides what the app
 * reads of it (`answer`), such a call may answer nothing (null or absent), `true` or the id it
 * wrote, as a Spring backend's `Result.success()` does. The contract's judge (check.ts) reads the mark.
 */
export const written = <T extends z.ZodType>(answer: T): T => answer.meta({ ...answer.meta(), write: true });

/** What a call that changes data may answer instead of its row: nothing, `true` or an id. */
export function isWriteAcknowledgement(data: unknown): boolean {
  return data === null || data === undefined || data === true || id.safeParse(data).success;
}

/** The answer of a download: a file, not an envelope. */
export const FILE = z.instanceof(Blob).meta({ title: 'file' });

/** A page of rows as the project's paging convention answers it (records, total, current, size). */
export const page = <T extends z.ZodType>(row: T) =>
  z.object({
    records: assumed(z.array(row)),
    total: assumed(num),
    current: assumed(num),
    size: assumed(num),
  });

/**
 * One catalogue entry's contract: its parameters and its answer's `data`; for the contract check,
 * the values it calls with (`sample`: a value, or '$fact' learnt from an earlier answer or the
 * login's '$userId') and the facts its answer gives later calls (`provides`: a path into the data).
 */
export interface ContractEntry {
  params: z.ZodObject;
  answer: z.ZodType;
  sample?: Readonly<Record<string, string | number>>;
  provides?: Readonly<Record<string, string>>;
}

/** The mark of a schema, if it has one. */
export function markOf(schema: z.ZodType): ContractMark | undefined {
  const meta = schema.meta();
  if (!meta?.contract) return undefined;
  return meta.when ? { contract: meta.contract, when: meta.when } : { contract: meta.contract };
}
