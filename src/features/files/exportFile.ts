/** Downloads: tables as .xlsx (ExcelJS, loaded only when the user exports) and charts as PNG. */

/** A cell of an export: null or undefined (a value the answer left out) is an empty cell. */
export type Cell = string | number | null | undefined;

/** One sheet of a workbook: its name, header row and data rows. */
export interface SheetData {
  name: string;
  header: string[];
  rows: Cell[][];
  /** Excel number formats by column index (e.g. '0.0%' for a ratio), where one is wanted. */
  formats?: Record<number, string>;
}

/** Characters Excel refuses in sheet names, and its 31-character limit. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
/** Characters and endings Windows refuses in file names (control characters, trailing dots and spaces). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const fileName = (name: string) => name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').replace(/[. ]+$/, '');
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Saves these sheets, in order, as one workbook `<name>.xlsx`. */
export async function exportWorkbook(name: string, sheets: SheetData[]): Promise<void> {
  const { default: ExcelJS } = await import(/* webpackChunkName: "exceljs" */ 'exceljs');
  const book = new ExcelJS.Workbook();
  for (const data of sheets) {
    const sheet = book.addWorksheet(sheetName(data.name), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRows([data.header, ...data.rows]);
    sheet.getRow(1).font = { bold: true };
    for (const [index, format] of Object.entries(data.formats ?? {}))
      sheet.getColumn(Number(index) + 1).numFmt = format;
  }
  saveXlsx(name, await book.xlsx.writeBuffer());
}

/** Saves a workbook's bytes as `<name>.xlsx` (the name made safe for Windows). */
export function saveXlsx(name: string, bytes: ArrayBuffer): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: XLSX_TYPE }));
  try {
    save(`${fileName(name)}.xlsx`, url);
  } finally {
    // Released once the browser has surely read it for the download the click started.
    setTimeout(() => URL.revokeObjectURL(url), 40_000);
  }
}

/** Saves one table as `<name>.xlsx`, its sheet named after it. */
export const exportXlsx = (name: string, header: string[], rows: Cell[][]): Promise<void> =>
  exportWorkbook(name, [{ name, header, rows }]);

/** Offers a URL's content as a file of this name. */
function save(file: string, url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function downloadDataUrl(name: string, url: string): void {
  save(`${fileName(name)}.png`, url);
}
