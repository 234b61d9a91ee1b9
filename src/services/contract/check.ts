/**
 * Judging an answer by its contract, for scripts/contract-check.ts, the mock's spec dialect and the
 * tests: the zod parse finds what breaks the contract (a promised field missing, a field of the
 * wrong type), a walk of the schema finds the assumed fields the answer leaves out. Paths name each
 * field once however many rows share it: `data.records[].className`, `data.{}[].studentId`.
 */
import { z } from 'zod';
import { isWriteAcknowledgement, markOf } from './kit';

/** The schema inside optional and nullable wrappers. */
function inner(schema: z.ZodType): z.ZodType {
  let at = schema;
  while (at instanceof z.ZodOptional || at instanceof z.ZodNullable) at = at.unwrap() as z.ZodType;
  return at;
}

/** The path text of a zod issue path, with the schema telling array and record steps apart. */
function pathText(schema: z.ZodType, path: readonly PropertyKey[], root: string): { text: string; at?: z.ZodType } {
  let text = root;
  let at: z.ZodType | undefined = schema;
  for (const step of path) {
    const here: z.ZodType | undefined = at ? inner(at) : undefined;
    if (here instanceof z.ZodArray) {
      text += '[]';
      at = here.element as z.ZodType;
    } else if (here instanceof z.ZodRecord) {
      text += '.{}';
      at = here.valueType as z.ZodType;
    } else if (here instanceof z.ZodObject) {
      text += `.${String(step)}`;
      at = here.shape[String(step)] as z.ZodType | undefined;
    } else {
      text += typeof step === 'number' ? '[]' : `.${String(step)}`;
      at = undefined;
    }
  }
  return { text, at };
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** What a schema expects, in the words of the report: 'id', 'number', 'string or number'. */
function expected(schema: z.ZodType | undefined, fallback: string): string {
  if (!schema) return fallback;
  const bare = inner(schema);
  const title = bare.meta()?.title;
  if (title) return title;
  if (bare instanceof z.ZodUnion) return bare.options.map((o) => expected(o as z.ZodType, '?')).join(' or ');
  if (bare instanceof z.ZodString) return 'string';
  if (bare instanceof z.ZodNumber) return 'number';
  if (bare instanceof z.ZodBoolean) return 'boolean';
  if (bare instanceof z.ZodArray) return 'array';
  if (bare instanceof z.ZodObject || bare instanceof z.ZodRecord) return 'object';
  return fallback;
}

/**
 * Where `value` breaks `schema`: one line per field path ('data.records[].className: missing',
 * 'data.total: expected number, got string'), in the order the parse meets them.
 */
export function answerProblems(value: unknown, schema: z.ZodType, root = 'data'): string[] {
  // A change succeeded on the envelope's code: its data may be nothing, true or an id instead of its row.
  if (schema.meta()?.write && isWriteAcknowledgement(value)) return [];
  const found = new Map<string, string>();
  // A page under another name ({ list, total }) leaves the assumed records absent, which alone is no
  // mismatch: but the spec's paging says records and total, so a list in their place is one.
  const bare = inner(schema);
  if (
    bare instanceof z.ZodObject &&
    'records' in bare.shape &&
    value &&
    typeof value === 'object' &&
    !('records' in value) &&
    Array.isArray((value as { list?: unknown }).list)
  )
    found.set(
      `${root}.records`,
      `${root}.records: missing (the rows came as "list"; a page answers records and total)`,
    );
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return [...found.values()];
  for (const issue of result.error.issues) {
    const { text, at } = pathText(schema, issue.path, root);
    if (found.has(text)) continue;
    const input = (issue as { input?: unknown }).input;
    // A field a backend writes as null (Jackson sends every field of its DTO) is absent, not another
    // type: absentAssumed lists it. Only the answer's data itself as null is judged.
    if (input === null && issue.path.length > 0) continue;
    if (input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_union'))
      found.set(text, `${text}: missing`);
    else if (issue.code === 'invalid_type' || issue.code === 'invalid_union')
      found.set(text, `${text}: expected ${expected(at, 'another type')}, got ${typeName(input)}`);
    else found.set(text, `${text}: ${issue.message}`);
  }
  return [...found.values()];
}

/**
 * Whether a field's own schema takes null as a value of its own (`assumed(num.nullable())`: a
 * version never reported; `z.unknown()`), beside the null every assumed field takes for absent (kit.ts).
 */
function declaresNull(field: z.ZodType): boolean {
  let at = field;
  if (at instanceof z.ZodOptional) at = at.unwrap() as z.ZodType;
  if (markOf(field)?.contract === 'assumed' && at instanceof z.ZodNullable) at = at.unwrap() as z.ZodType;
  return at.safeParse(null).success;
}

/** The assumed fields `value` leaves out, and the fields it sends as null (each path once), where the schema reaches them. */
export function absentAssumed(value: unknown, schema: z.ZodType, root = 'data'): string[] {
  const absent = new Set<string>();
  const visit = (v: unknown, s: z.ZodType, at: string) => {
    const bare = inner(s);
    if (v === undefined || v === null) return;
    if (bare instanceof z.ZodObject && typeName(v) === 'object') {
      for (const [field, child] of Object.entries(bare.shape as Record<string, z.ZodType>)) {
        const fieldValue = (v as Record<string, unknown>)[field];
        // Null is absent: a backend that sends every field of its DTO writes an unset one as null.
        if (fieldValue === undefined) {
          if (markOf(child)?.contract === 'assumed') absent.add(`${at}.${field}`);
        } else if (fieldValue === null) {
          if (markOf(child) && !declaresNull(child)) absent.add(`${at}.${field}`);
        } else visit(fieldValue, child, `${at}.${field}`);
      }
    } else if (bare instanceof z.ZodArray && Array.isArray(v)) {
      for (const item of v) visit(item, bare.element as z.ZodType, `${at}[]`);
    } else if (bare instanceof z.ZodRecord && typeName(v) === 'object') {
      for (const item of Object.values(v as object)) visit(item, bare.valueType as z.ZodType, `${at}.{}`);
    }
  };
  visit(value, schema, root);
  return [...absent];
}

export interface FieldMark {
  /** 'records[].className' */
  path: string;
  contract: 'promised' | 'assumed';
  when?: string;
}

/** Every marked field of a schema, depth first: what the spec promises and what the project assumes. */
export function fieldMarks(schema: z.ZodType, root = ''): FieldMark[] {
  const out: FieldMark[] = [];
  const visit = (s: z.ZodType, at: string) => {
    const bare = inner(s);
    if (bare instanceof z.ZodObject) {
      for (const [field, child] of Object.entries(bare.shape as Record<string, z.ZodType>)) {
        const path = at ? `${at}.${field}` : field;
        const mark = markOf(child);
        if (mark) out.push({ path, ...mark });
        visit(child, path);
      }
    } else if (bare instanceof z.ZodArray) visit(bare.element as z.ZodType, `${at}[]`);
    else if (bare instanceof z.ZodRecord) visit(bare.valueType as z.ZodType, `${at}.{}`);
  };
  visit(schema, root);
  return out;
}

/**
 * The fields an object answer promises at its top level, in schema order: all of them, or only
 * those it always sends ('always'), or those the spec sends only in one case (e.g. 'phase 3').
 */
export function promisedFields(schema: z.ZodType, which = 'all'): string[] {
  const bare = inner(schema);
  if (!(bare instanceof z.ZodObject)) return [];
  return Object.entries(bare.shape as Record<string, z.ZodType>)
    .filter(([, child]) => {
      const mark = markOf(child);
      if (mark?.contract !== 'promised') return false;
      if (which === 'all') return true;
      return which === 'always' ? mark.when === undefined : mark.when === which;
    })
    .map(([field]) => field);
}

/** The value at a dotted path of an answer's data ('records.0.id'), or undefined. */
export function factAt(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((at, step) => (at == null ? undefined : (at as Record<string, unknown>)[step]), data);
}
