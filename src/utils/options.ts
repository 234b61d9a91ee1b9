/** A choice of a select or radio group. */
export type Option = { value: string; label: string };

/**
 * The options of rows that carry their key: a row the backend sent without one cannot be chosen,
 * so it is left out rather than offered with a made-up value.
 */
export function optionsOf<R>(
  rows: readonly R[] | undefined,
  value: (row: R) => string | number | null | undefined,
  label: (row: R) => string,
): Option[] {
  return (rows ?? []).flatMap((row) => {
    const key = value(row);
    return key == null ? [] : [{ value: String(key), label: label(row) }];
  });
}
