import { File as NodeFile } from 'node:buffer';
import { parseCsv, readSheet } from '../files';

const upload = (name: string, text: string) => new NodeFile([text], name) as unknown as File;

describe('spreadsheet uploads of the mock', () => {
  it('reads CSV cells as Excel writes them: quoted commas, quotes and line breaks, CRLF rows', () => {
    expect(parseCsv('编码,说明\r\nA1,"含,逗号"\r\nA2,"他说""好"""\n"A3","两\n行"\n')).toEqual([
      ['编码', '说明'],
      ['A1', '含,逗号'],
      ['A2', '他说"好"'],
      ['A3', '两\n行'],
    ]);
    expect(parseCsv('a,,b\n,\n')).toEqual([
      ['a', '', 'b'],
      ['', ''],
    ]);
  });

  it('keys a CSV file’s rows by its header, skipping blank rows but keeping their numbers', async () => {
    const sheet = await readSheet(upload('x.csv', '\uFEFF编码,名称\nA1,"甲,乙"\n,\nA2,丙\n'));
    expect(sheet).toEqual({
      header: ['编码', '名称'],
      rows: [
        { 编码: 'A1', 名称: '甲,乙' },
        { 编码: 'A2', 名称: '丙' },
      ],
      rowNumbers: [2, 4],
      errors: [],
    });
  });
});
