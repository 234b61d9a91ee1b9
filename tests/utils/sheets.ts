/** .xlsx workbooks for tests: made the way a user's Excel file would be, and read back (ExcelJS). */

/**
 * ExcelJS, loaded at the first call: its zip library installs a setImmediate of its own where there
 * is none (jsdom), and React's scheduler, loaded after it, would then work through it after a test's
 * environment is gone.
 */
// A require, not import(): the browser tests' jest runs without ES module support for import().
const excel = async (): Promise<typeof import('exceljs')> => require('exceljs');

/** An .xlsx workbook with one sheet of these rows (the first is the header), as bytes. */
export async function xlsxBytes(rows: unknown[][], sheetName = 'Sheet1'): Promise<Uint8Array<ArrayBuffer>> {
  const book = new (await excel()).Workbook();
  book.addWorksheet(sheetName).addRows(rows);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** Every sheet of an .xlsx workbook, in order, with its rows of cell values (an empty cell is '', every row as wide as the widest). */
export async function readWorkbook(bytes: ArrayBuffer | Uint8Array): Promise<{ name: string; rows: unknown[][] }[]> {
  const book = new (await excel()).Workbook();
  await book.xlsx.load(bytes instanceof Uint8Array ? new Uint8Array(bytes).buffer : bytes);
  return book.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      const cells: unknown[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        cells[col - 1] = cell.value ?? '';
      });
      rows.push(cells);
    });
    const width = Math.max(0, ...rows.map((r) => r.length));
    return { name: sheet.name, rows: rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? '')) };
  });
}

/** A sheet's data rows as objects keyed by its header row. */
export function rowObjects(rows: unknown[][]): Record<string, unknown>[] {
  const [header, ...data] = rows;
  return data.map((row) => Object.fromEntries(header.map((h, i) => [String(h), row[i] ?? ''])));
}
