// Node's File: jsdom's is not a Blob of the fetch in use, so it would not be sent as a file.
import { File as NodeFile } from 'node:buffer';
import type { Endpoint } from '@/services/endpoints';
import { type Envelope, request } from '@/services/request';
import type { Params } from '@/utils/qs';
import type { useMockBackend } from '../../../tests/utils/mockServer';
import { readWorkbook, xlsxBytes } from '../../../tests/utils/sheets';

type Backend = ReturnType<typeof useMockBackend>;

/** Calls an endpoint and answers the whole envelope, success or not, showing nothing. */
export async function envelopeOf(endpoint: Endpoint, params?: Params): Promise<Envelope> {
  return (await request<Envelope>(endpoint, params, { raw: true, hideError: true }))!;
}

/**
 * Expects the call to be refused with this code and message, `data` as given (null, or an import's
 * per-row errors), and the store exactly as it was (nothing half-written).
 */
export async function expectRefused(
  backend: Backend,
  endpoint: Endpoint,
  params: Params,
  code: number,
  msg: string | RegExp,
  data: unknown = null,
) {
  const before = backend.store.snapshot();
  const answer = await envelopeOf(endpoint, params);
  expect({ code: answer.code, msg: answer.msg }).toEqual({
    code,
    msg: typeof msg === 'string' ? msg : expect.stringMatching(msg),
  });
  expect(answer.data).toEqual(data);
  expect(backend.store.snapshot()).toBe(before);
}

export const lastRequest = (backend: Backend) => backend.requests[backend.requests.length - 1];

/** An .xlsx upload with these rows (first row = header). */
/** A Node File typed as the DOM's, which the services take. */
const fileOf = (parts: (ArrayBuffer | Uint8Array)[], name: string, type = ''): File =>
  new NodeFile(parts as any[], name, { type }) as unknown as File;

export async function xlsxFile(name: string, rows: unknown[][]): Promise<File> {
  return fileOf([await xlsxBytes(rows)], name, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
}

export function textFile(name: string, text: string): File {
  return fileOf([new TextEncoder().encode(text)], name);
}

export const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
export function bytesFile(name: string, bytes: number[]): File {
  return fileOf([new Uint8Array(bytes)], name);
}

/** The rows of the first sheet of a downloaded workbook, as text. */
export async function sheetRows(blob: Blob): Promise<string[][]> {
  const [first] = await readWorkbook(new Uint8Array(await blob.arrayBuffer()));
  return first.rows.map((row) => row.map(String));
}

/** A downloaded file as an upload of the same name (export, then import). */
export async function asUpload(blob: Blob, name: string): Promise<File> {
  return fileOf([new Uint8Array(await blob.arrayBuffer())], name);
}
