/** Downloads: tables as .xlsx (SheetJS, loaded only when the user exports) and charts as PNG. */

export type Cell = string | number | null;

/** Characters Excel refuses in sheet names, and its 31-character limit. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
const fileName = (name: string) => name.replace(/[\\/:*?"<>|]/g, '_');

export async function exportXlsx(name: string, header: string[], rows: Cell[][]): Promise<void> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName(name));
  XLSX.writeFile(book, `${fileName(name)}.xlsx`);
}

export function downloadDataUrl(name: string, url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName(name)}.png`;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Every row of a server-paged list, fetched page by page at the largest page size (for exports). */
export async function allPages<R>(
  fetchPage: (current: number, size: number) => Promise<{ records: R[]; total: number } | undefined>,
): Promise<R[] | undefined> {
  const size = 500;
  const rows: R[] = [];
  for (let current = 1; ; current += 1) {
    const page = await fetchPage(current, size);
    if (!page) return undefined;
    rows.push(...page.records);
    if (rows.length >= page.total || page.records.length < size) return rows;
  }
}
