import { fileNameFrom } from '../request';

const headers = (disposition: string, type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') =>
  new Headers({ 'Content-Disposition': disposition, 'Content-Type': type });

describe('the file name of a download', () => {
  it('reads a UTF-8 filename* and a plain ASCII filename', () => {
    expect(fileNameFrom(headers("attachment; filename*=UTF-8''%E8%A7%84%E5%88%99.xlsx"), 'rule.exportRule')).toBe(
      '规则.xlsx',
    );
    expect(fileNameFrom(headers('attachment; filename="rule.xlsx"'), 'rule.exportRule')).toBe('rule.xlsx');
    expect(fileNameFrom(headers("attachment; filename=a.xlsx; filename*=utf-8'zh'%E8%A7%84.xlsx"), 'x')).toBe(
      '规.xlsx',
    );
  });

  it('falls back to the default name and the type’s extension when filename* is GBK or badly escaped', () => {
    // 规则 in GBK: not UTF-8, decodeURIComponent would throw.
    expect(fileNameFrom(headers("attachment; filename*=GBK''%B9%E6%D4%F2.xlsx"), 'rule.exportRule')).toBe(
      'rule.exportRule.xlsx',
    );
    expect(fileNameFrom(headers("attachment; filename*=UTF-8''%B9%E6%D4%F2.xlsx"), 'rule.exportRule')).toBe(
      'rule.exportRule.xlsx',
    );
    expect(fileNameFrom(headers("attachment; filename*=UTF-8''%E8%A7%8"), 'rule.exportRule')).toBe(
      'rule.exportRule.xlsx',
    );
    expect(fileNameFrom(headers('attachment', 'text/csv; charset=utf-8'), 'template.download')).toBe(
      'template.download.csv',
    );
  });

  it('keeps the ASCII plain name beside an undecodable filename*, and drops a garbled non-ASCII one', () => {
    expect(fileNameFrom(headers('attachment; filename="rule.xlsx"; filename*=GBK\'\'%B9%E6'), 'x')).toBe('rule.xlsx');
    // GBK bytes of 规则 read as Latin-1, as a browser hands header values over.
    expect(fileNameFrom(headers('attachment; filename="\u00b9\u00e6\u00d4\u00f2.xlsx"'), 'rule.exportRule')).toBe(
      'rule.exportRule.xlsx',
    );
  });

  it('decodes a name sent the Java way: unquoted URLEncoder UTF-8, with + for a space', () => {
    // URLEncoder.encode("2026 春季 规则(终版)+附录.xlsx", "UTF-8")
    const java = '2026+%E6%98%A5%E5%AD%A3+%E8%A7%84%E5%88%99%28%E7%BB%88%E7%89%88%29%2B%E9%99%84%E5%BD%95.xlsx';
    expect(fileNameFrom(headers(`attachment;filename=${java}`), 'rule.exportRule')).toBe(
      '2026 春季 规则(终版)+附录.xlsx',
    );
    expect(fileNameFrom(headers('attachment;filename=team+scores.csv', 'text/csv'), 'x')).toBe('team scores.csv');
    expect(fileNameFrom(headers('attachment;filename=rule.xlsx'), 'x')).toBe('rule.xlsx');
  });

  it('keeps filename* first, a quoted name as sent, and falls back on escapes of another charset', () => {
    expect(fileNameFrom(headers("attachment;filename=a+b.xlsx;filename*=UTF-8''%E8%A7%84.xlsx"), 'x')).toBe('规.xlsx');
    expect(fileNameFrom(headers('attachment; filename="a+b%20c.xlsx"'), 'x')).toBe('a+b%20c.xlsx');
    // URLEncoder.encode("规则", "GBK"): not UTF-8.
    expect(fileNameFrom(headers('attachment;filename=%B9%E6%D4%F2.xlsx'), 'rule.exportRule')).toBe(
      'rule.exportRule.xlsx',
    );
    expect(fileNameFrom(headers('attachment;filename=100%.csv', 'text/csv'), 'x')).toBe('100%.csv');
  });
});
