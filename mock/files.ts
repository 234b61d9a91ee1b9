/**
 * Spreadsheet files for the mock backend: reading uploads (.xlsx, .xls, .csv) into rows keyed by
 * their header, and building downloadable .xlsx files. Used by every import of the mock (cases,
 * rules, dealer orders, timelines, students) and by the template and export downloads.
 */
import * as XLSX from 'xlsx';
import { CODE, FileReply, refuse } from './handlers/kit';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const SHEET_EXTENSIONS = ['.xlsx', '.xls', '.csv'];

export interface SheetData {
  /** Data rows keyed by the (trimmed) header text; every cell trimmed, empty cells ''. */
  rows: Record<string, string>[];
  /** The spreadsheet row number (1-based, header = 1) of each entry of `rows`. */
  rowNumbers: number[];
  /** The header texts in column order. */
  header: string[];
  /** Problems with the file as a whole, in Chinese; when not empty, `rows` is empty. */
  errors: string[];
}

const failed = (msg: string): SheetData => ({ rows: [], rowNumbers: [], header: [], errors: [msg] });

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];

/** CSV text: UTF-8 (with or without BOM), else GB18030 as saved by a Chinese Excel. */
function decodeCsv(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  }
}

function workbookOf(name: string, bytes: Uint8Array): XLSX.WorkBook | string {
  const lower = name.toLowerCase();
  try {
    if (lower.endsWith('.xlsx')) {
      if (!startsWith(bytes, ZIP_MAGIC)) return '文件内容不是有效的 .xlsx 表格';
      return XLSX.read(bytes, { type: 'array' });
    }
    if (lower.endsWith('.xls')) {
      if (!startsWith(bytes, CFB_MAGIC)) return '文件内容不是有效的 .xls 表格';
      return XLSX.read(bytes, { type: 'array' });
    }
    if (lower.endsWith('.csv')) {
      const text = decodeCsv(bytes);
      if (text === null) return '文件内容不是有效的 CSV 文本';
      return XLSX.read(text, { type: 'string', raw: true });
    }
  } catch {
    return '文件已损坏或格式不正确，无法读取';
  }
  return `文件格式不正确，仅支持 ${SHEET_EXTENSIONS.join('、')}`;
}

/**
 * Reads the first sheet of an uploaded spreadsheet. The first non-empty row is the header; rows
 * with every cell empty are skipped (their numbers are not reused, so errors point at the real
 * row). Malformed files give one Chinese message in `errors`.
 */
export async function readSheet(file: File): Promise<SheetData> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length === 0) return failed('文件是空的');
  const book = workbookOf(file.name, bytes);
  if (typeof book === 'string') return failed(book);
  const sheet = book.SheetNames.length ? book.Sheets[book.SheetNames[0]] : undefined;
  if (!sheet) return failed('文件中没有工作表');
  const grid = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  const cells = grid.map((line) => (Array.isArray(line) ? line.map((c) => String(c ?? '').trim()) : []));
  const headerIndex = cells.findIndex((line) => line.some((c) => c !== ''));
  if (headerIndex < 0) return failed('文件中没有内容');
  const header = cells[headerIndex];
  while (header.length && header[header.length - 1] === '') header.pop();
  if (header.some((h) => h === '')) return failed('表头不能有空白列');
  const duplicate = header.find((h, i) => header.indexOf(h) !== i);
  if (duplicate) return failed(`表头“${duplicate}”重复`);
  const rows: Record<string, string>[] = [];
  const rowNumbers: number[] = [];
  cells.slice(headerIndex + 1).forEach((line, i) => {
    if (!line.some((c) => c !== '')) return;
    const row: Record<string, string> = {};
    header.forEach((h, col) => {
      row[h] = line[col] ?? '';
    });
    rows.push(row);
    rowNumbers.push(headerIndex + i + 2);
  });
  if (!rows.length) return { rows, rowNumbers, header, errors: ['文件中没有数据行'] };
  return { rows, rowNumbers, header, errors: [] };
}

/** The header columns a file must have, as one Chinese message (or null when all are there). */
export function missingColumns(header: string[], required: string[]): string | null {
  const missing = required.filter((c) => !header.includes(c));
  return missing.length ? `缺少列：${missing.join('、')}` : null;
}

export type SheetCell = string | number | boolean | null | undefined;

/**
 * An .xlsx download with one sheet: the header row, then the rows (arrays in header order, or
 * objects keyed by the header texts).
 */
export function buildSheet(
  name: string,
  header: string[],
  rows: (SheetCell[] | Record<string, SheetCell>)[],
  sheetName = 'Sheet1',
): FileReply {
  const aoa: SheetCell[][] = [header, ...rows.map((r) => (Array.isArray(r) ? r : header.map((h) => r[h])))];
  const sheet = XLSX.utils.aoa_to_sheet(aoa);
  sheet['!cols'] = header.map((h) => ({ wch: Math.max(10, h.length * 2 + 2) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31));
  const buffer = XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  const fileName = name.toLowerCase().endsWith('.xlsx') ? name : `${name}.xlsx`;
  return new FileReply(buffer, fileName, XLSX_TYPE);
}

/** One problem of an import: the spreadsheet row (0 = the file as a whole), the column, the message. */
export interface RowError {
  row: number;
  field: string;
  msg: string;
}

/**
 * Refuses an import: nothing was written (imports are all-or-nothing); the message names the first
 * problem and `data` carries every problem for the screen's error table.
 */
export function refuseRows(errors: RowError[]): never {
  const [first] = errors;
  const where = first.row > 0 ? `第 ${first.row} 行：` : '';
  const more = errors.length > 1 ? `（共 ${errors.length} 处错误）` : '';
  return refuse(CODE.badInput, `导入失败，${where}${first.msg}${more}`, errors);
}

/** Reads an upload and refuses it when the file itself is unusable or lacks required columns. */
export async function readSheetOrRefuse(file: File, required: string[]): Promise<SheetData> {
  const sheet = await readSheet(file);
  const problem = sheet.errors[0] ?? missingColumns(sheet.header, required);
  if (problem) refuseRows([{ row: 0, field: '文件', msg: problem }]);
  return sheet;
}
