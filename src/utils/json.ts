/**
 * JSON text as the Java backend writes it: its ids are 64-bit longs, often beyond 2^53, which
 * JSON.parse would round to another id. Chrome 80 (the build's target) cannot read a number's source
 * text in JSON.parse, so a lossless parser reads the text instead.
 */
import { parse } from 'lossless-json';

const INTEGER = /^-?\d+$/;

/**
 * A number literal as JavaScript gets it: an integer beyond Number.MAX_SAFE_INTEGER stays its
 * exact decimal text (a string, as the app's ids are); every other number is a JS number.
 */
export function parseNumberLiteral(literal: string): number | string {
  const value = Number(literal);
  return INTEGER.test(literal) && !Number.isSafeInteger(value) ? literal : value;
}

/**
 * A run of sixteen digits: an integer beyond 2^53 (9007199254740991 has sixteen) cannot be written
 * without one. A text with none reads the same through JSON.parse, which is several times faster
 * than the lossless parser on a class's large answers.
 */
const LONG_DIGITS = /\d{16}/;

/** JSON.parse, keeping integers beyond 2^53 exact as strings; a repeated key keeps its last value, as JSON.parse does. */
export function parseJson(text: string): unknown {
  if (!LONG_DIGITS.test(text)) return JSON.parse(text);
  return parse(text, null, { parseNumber: parseNumberLiteral, onDuplicateKey: ({ newValue }) => newValue });
}

/**
 * An answer's JSON text as the app reads it: a field whose value is null is absent. A Java backend
 * writes every unset field of its DTO as null where our mock leaves it out, and the screens read an
 * absent field as their empty mark. Items of a list stay as they are, and so does a top-level null
 * `data` (a write's "nothing to say"). Text without a null skips the walk.
 */
export function parseAnswer(text: string): unknown {
  const value = parseJson(text);
  if (!text.includes('null') || !value || typeof value !== 'object') return value;
  const data = (value as { data?: unknown }).data;
  if (data && typeof data === 'object') dropNullFields(data);
  return value;
}

function dropNullFields(value: object) {
  if (Array.isArray(value)) {
    for (const item of value) if (item && typeof item === 'object') dropNullFields(item);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const field = record[key];
    if (field === null) delete record[key];
    else if (typeof field === 'object') dropNullFields(field);
  }
}
