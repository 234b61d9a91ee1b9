import type { RowError } from './case';
import { type CallOptions, RequestError } from './request';

/** What an import answered: whether it was accepted with its data, or the refusal's message and per-row errors. */
export interface ImportOutcome<T> {
  /** the backend accepted the file (code 200), whatever data it answered */
  ok: boolean;
  /** what the answer carried; a backend may accept an import with no data at all (`data: null`) */
  data?: T;
  /** the refusal's message (the first problem), when refused */
  message?: string;
  errors: RowError[];
}

/**
 * Runs an import whose errors the screen shows itself (a message and the per-row error table):
 * the call handles its errors, and a refusal's data is the list of row errors.
 */
export async function runImport<T>(
  call: (options: CallOptions) => Promise<T | undefined>,
  onProgress?: (percent: number) => void,
): Promise<ImportOutcome<T>> {
  try {
    const data = await call({ handleError: true, onProgress });
    return { ok: true, data: data ?? undefined, errors: [] };
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    const rows = error.envelope?.data;
    return { ok: false, message: error.message, errors: Array.isArray(rows) ? (rows as RowError[]) : [] };
  }
}
