/**
 * Spreadsheet files for the mock backend: reading uploads (.xlsx, .csv) into rows keyed by their
 * header, and building downloadable .xlsx files (ExcelJS). Used by every import of the mock (cases,
 * rules, dealer orders, timelines, students) and by the template and export downloads.
 */
import type ExcelJS from 'exceljs';
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

/** CSV text as rows of cells (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/**
 * ExcelJS, loaded with the first spreadsheet read or written: it is large and most requests need
 * none, and its zip library installs a setImmediate of its own where there is none (jsdom in tests).
 */
const excel = () => import('exceljs').then((module) => module.default);

/** A cell as the text Excel shows for it: dates as YYYY-MM-DD, formulas by their result. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (value && typeof value === 'object' && 'result' in value) {
    const result = value.result;
    return result instanceof Date ? result.toISOString().slice(0, 10) : String(result ?? '');
  }
  return cell.text ?? '';
}

/** The first worksheet of an .xlsx file as rows of cell texts (a blank row as []). */
async function xlsxGrid(bytes: Uint8Array): Promise<string[][] | string> {
  const book = new (await excel()).Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return '文件中没有工作表';
  const grid: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const line: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      line[col - 1] = cellText(cell);
    });
    grid[number - 1] = Array.from(line, (c) => c ?? '');
  });
  return Array.from(grid, (line) => line ?? []);
}

/** An upload's cells, or one Chinese message saying why it cannot be read. */
async function gridOf(name: string, bytes: Uint8Array): Promise<string[][] | string> {
  const lower = name.toLowerCase();
  try {
    if (lower.endsWith('.xlsx')) {
      if (!startsWith(bytes, ZIP_MAGIC)) return '文件内容不是有效的 .xlsx 表格';
      return await xlsxGrid(bytes);
    }
    if (lower.endsWith('.xls')) {
      if (!startsWith(bytes, CFB_MAGIC)) return '文件内容不是有效的 .xls 表格';
      // ExcelJS reads the Office Open XML format only; the binary Excel 97–2003 format is converted by Excel itself.
      return '模拟后台无法读取旧版 .xls 表格，请在 Excel 中另存为 .xlsx 后重新上传';
    }
    if (lower.endsWith('.csv')) {
      const text = decodeCsv(bytes);
      if (text === null) return '文件内容不是有效的 CSV 文本';
      return parseCsv(text);
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
  const grid = await gridOf(file.name, bytes);
  if (typeof grid === 'string') return failed(grid);
  const cells = grid.map((line) => line.map((c) => c.trim()));
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

/** One sheet of a workbook: its name, header row and data rows (arrays in header order). */
export interface SheetSpec {
  name: string;
  header: string[];
  rows: SheetCell[][];
  /** The narrowest column width, in characters. */
  minWidth?: number;
}

/** An .xlsx workbook of these sheets, as bytes. */
export async function workbookBytes(sheets: SheetSpec[]): Promise<ArrayBuffer> {
  const book = new (await excel()).Workbook();
  for (const spec of sheets) {
    // Excel refuses sheet names longer than 31 characters.
    const sheet = book.addWorksheet(spec.name.slice(0, 31));
    sheet.columns = spec.header.map((h) => ({ width: Math.max(spec.minWidth ?? 10, h.length * 2 + 2) }));
    sheet.addRows([spec.header, ...spec.rows].map((row) => row.map((c) => c ?? null)));
  }
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
}

/**
 * An .xlsx download with one sheet: the header row, then the rows (arrays in header order, or
 * objects keyed by the header texts).
 */
export async function buildSheet(
  name: string,
  header: string[],
  rows: (SheetCell[] | Record<string, SheetCell>)[],
  sheetName = 'Sheet1',
): Promise<FileReply> {
  const data = rows.map((r) => (Array.isArray(r) ? r : header.map((h) => r[h])));
  const buffer = await workbookBytes([{ name: sheetName, header, rows: data }]);
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
