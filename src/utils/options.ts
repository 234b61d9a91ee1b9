import { idText } from './format';

/** A choice of a select or radio group. */
export type Option = { value: string; label: string };

/**
 * The options of rows that carry their key: a row the backend sent without one cannot be chosen,
 * so it is left out rather than offered with a made-up value.
 */
export function optionsOf<R>(
  rows: readonly R[] | undefined,
  value: (row: R) => unknown,
  label: (row: R) => string,
): Option[] {
  return (rows ?? []).flatMap((row) => {
    const key = idText(value(row));
    return key === undefined ? [] : [{ value: key, label: label(row) }];
  });
}

/** The options of rows by their `id`. */
export const idOptions = <R extends { id?: unknown }>(rows: readonly R[] | undefined, label: (row: R) => string) =>
  optionsOf(rows, (row) => row.id, label);
