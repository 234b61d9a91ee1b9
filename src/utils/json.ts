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

/** JSON.parse, keeping integers beyond 2^53 exact as strings; a repeated key keeps its last value, as JSON.parse does. */
export function parseJson(text: string): unknown {
  return parse(text, null, { parseNumber: parseNumberLiteral, onDuplicateKey: ({ newValue }) => newValue });
}
