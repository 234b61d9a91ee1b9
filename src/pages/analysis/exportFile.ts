/** Downloads: tables as .xlsx (ExcelJS, loaded only when the user exports) and charts as PNG. */

/** A cell of an export: null or undefined (a value the answer left out) is an empty cell. */
export type Cell = string | number | null | undefined;

/** Characters Excel refuses in sheet names, and its 31-character limit. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
const fileName = (name: string) => name.replace(/[\\/:*?"<>|]/g, '_');
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function exportXlsx(name: string, header: string[], rows: Cell[][]): Promise<void> {
  const { default: ExcelJS } = await import(/* webpackChunkName: "exceljs" */ 'exceljs');
  const book = new ExcelJS.Workbook();
  book.addWorksheet(sheetName(name)).addRows([header, ...rows]);
  const bytes = await book.xlsx.writeBuffer();
  const url = URL.createObjectURL(new Blob([bytes], { type: XLSX_TYPE }));
  try {
    save(`${fileName(name)}.xlsx`, url);
  } finally {
    // Released once the browser has surely read it for the download the click started.
    setTimeout(() => URL.revokeObjectURL(url), 40_000);
  }
}

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
