import type { Worksheet } from 'exceljs';
import type { GradebookAnswers, GradebookTitle } from '../workbook';
import { displayWidth, gradebookBytes, gradebookFileName, missingParts } from '../workbook';

// A require, not import(): ExcelJS's zip library must load after jsdom is set up (tests/utils/sheets.ts).
const excel = (): typeof import('exceljs') => require('exceljs');

const answers: GradebookAnswers = {
  scores: [
    // In rank order, as the backend sends them.
    {
      studentId: 's1',
      userCode: 'zhang',
      studentNo: '2026010107',
      studentName: '张三',
      classId: 'c1',
      className: '1班',
      attendanceRate: 0.5,
      performance: 80,
      trainScore: 71.26,
      summaryScore: 90,
      total: 84.34,
      rank: 1,
    },
    // The best training score, but no rating and no summary score: the server's total lacks them.
    {
      studentId: 7,
      userCode: 'li',
      studentNo: '2026010102',
      studentName: '李四',
      attendanceRate: 1,
      performance: null,
      trainScore: 93.1,
      total: 47.9,
      rank: 2,
    },
  ],
  seats: {
    '3': [
      { id: 'gp1', postId: '2', groupId: 'g3', studentId: 's1', postName: '财务总监', groupName: '第3组' },
      { id: 'gp2', postId: '1', groupId: 'g3', studentId: null },
    ],
    // A group sent without its name, holding a student whose id arrived as a number.
    '4': [{ id: 'gp3', postId: '4', groupId: 'g4', studentId: '7' }],
  },
  summaries: [
    { id: 'x', userCode: 'zhang', userName: '张三', submitted: true, score: 90, content: '总结', updateTime: 't1' },
    { id: null, userCode: 'li', userName: '李四', submitted: false, score: null, content: '' },
  ],
  ratings: [{ id: null, userCode: 'li', studentName: '李四', score: null, comment: '' }],
  weights: [
    { id: null, itemCode: 'training', itemName: '实训成绩', weight: 30, sort: 3 },
    { id: null, itemCode: 'attendance', itemName: '出勤', weight: 20, sort: 1 },
    { id: null, itemCode: 'performance', itemName: '课堂表现', weight: 30, sort: 2 },
    { id: null, itemCode: 'summary', itemName: '课堂总结', weight: 20, sort: 4 },
  ],
};

const title: GradebookTitle = {
  course: '企业经营沙盘模拟',
  term: '2026–2027 学年第一学期',
  className: '2026级工商管理1班',
  teacher: '王老师',
  trainName: '2026春季沙盘对抗赛',
  date: '2026-10-08',
};

async function open(data: GradebookAnswers) {
  const book = new (excel().Workbook)();
  await book.xlsx.load(await gradebookBytes(data, title));
  return book;
}

/** A sheet's rows as arrays of values ('' for an empty cell), from its first row. */
function values(sheet: Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    rows.push(Array.from({ length: sheet.columnCount }, (_, c) => row.getCell(c + 1).value ?? ''));
  }
  return rows;
}

/** The row number whose first cell is this text. */
const rowOf = (sheet: Worksheet, first: string) => values(sheet).findIndex((r) => r[0] === first) + 1;

describe('the gradebook workbook', () => {
  it('opens with a title block: course, class, teacher, training, term and export date', async () => {
    const sheet = (await open(answers)).getWorksheet('学生成绩')!;
    const rows = values(sheet);
    expect(rows[0][0]).toBe('成绩册');
    expect(rows.slice(1, 7).map((r) => r.slice(0, 2))).toEqual([
      ['课程', '企业经营沙盘模拟'],
      ['班级', '2026级工商管理1班'],
      ['任课教师', '王老师'],
      ['实训', '2026春季沙盘对抗赛'],
      ['学期', '2026–2027 学年第一学期'],
      ['导出日期', '2026-10-08'],
    ]);
  });

  it('lists the students by student number with the server’s totals, one decimal as on screen', async () => {
    const sheet = (await open(answers)).getWorksheet('学生成绩')!;
    const head = rowOf(sheet, '学号');
    const rows = values(sheet);
    expect(rows[head - 1]).toEqual([
      '学号',
      '姓名',
      '小组',
      '岗位',
      '出勤率',
      '课堂表现',
      '实训成绩',
      '总结成绩',
      '综合成绩',
      '等级',
      '排名',
      '备注',
    ]);
    expect(rows[head]).toEqual([
      '2026010102',
      '李四',
      '第4组',
      '',
      1,
      '',
      93.1,
      '',
      47.9,
      '不及格',
      2,
      '综合成绩未含：课堂表现、课堂总结（服务器未给出）',
    ]);
    expect(rows[head + 1]).toEqual(['2026010107', '张三', '第3组', '财务总监', 0.5, 80, 71.3, 90, 84.3, '良好', 1, '']);
    const zhang = sheet.getRow(head + 2);
    expect(zhang.getCell(9).numFmt).toBe('0.0');
    expect(zhang.getCell(5).numFmt).toBe('0%');
    // The header stays in view while scrolling.
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: head });
  });

  it('shows a part the server left empty as missing: an empty cell with a note, and the row marked', async () => {
    const sheet = (await open(answers)).getWorksheet('学生成绩')!;
    const li = sheet.getRow(rowOf(sheet, '2026010102'));
    expect(li.getCell(6).value).toBeNull();
    expect(li.getCell(6).note).toBe('服务器未给出课堂表现，综合成绩中未含此项');
    expect(li.getCell(8).note).toBe('服务器未给出课堂总结，综合成绩中未含此项');
    const fill = (cell: { fill?: unknown }) =>
      (cell.fill as { fgColor?: { argb?: string } } | undefined)?.fgColor?.argb;
    expect(fill(li.getCell(1))).toBe('FFFFF2CC');
    expect(fill(li.getCell(12))).toBe('FFFFF2CC');
    const zhang = sheet.getRow(rowOf(sheet, '2026010107'));
    expect(fill(zhang.getCell(1))).toBeUndefined();
    expect(zhang.getCell(6).note).toBeUndefined();
  });

  it('ends with the statistics of the totals: mean, median, highest, lowest and the bands', async () => {
    const sheet = (await open(answers)).getWorksheet('学生成绩')!;
    const at = rowOf(sheet, '成绩统计（综合成绩，2 名学生中 2 名有成绩）');
    expect(at).toBeGreaterThan(rowOf(sheet, '2026010107'));
    const stats = values(sheet)
      .slice(at, at + 9)
      .map((r) => [r[0], r[2]]);
    expect(stats).toEqual([
      ['平均分', 66.1], // (84.34 + 47.9) / 2 = 66.12
      ['中位数', 66.1],
      ['最高分', 84.3],
      ['最低分', 47.9],
      ['优秀（90 分及以上）', 0],
      ['良好（80–89.9 分）', 1],
      ['中等（70–79.9 分）', 0],
      ['及格（60–69.9 分）', 0],
      ['不及格（60 分以下）', 1],
    ]);
  });

  it('fits each column to its content, a Chinese character counting double', async () => {
    expect(displayWidth('学号')).toBe(4);
    expect(displayWidth('2026010102')).toBe(10);
    const sheet = (await open(answers)).getWorksheet('学生成绩')!;
    const width = (c: number) => sheet.getColumn(c).width;
    expect(width(1)).toBe(12); // 10 digits, and a margin
    expect(width(2)).toBe(8); // 姓名 and two-character names: the narrowest column
    expect(width(12)).toBe(displayWidth('综合成绩未含：课堂表现、课堂总结（服务器未给出）') + 2);
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(width)).size).toBeGreaterThan(3);
  });

  it('says so in the header when the backend gives login names instead of student numbers', async () => {
    const noNumbers = { ...answers, scores: answers.scores!.map((s) => ({ ...s, studentNo: undefined })) };
    const book = await open(noNumbers);
    const sheet = book.getWorksheet('学生成绩')!;
    const head = rowOf(sheet, '学号（无学号时为登录名）');
    expect(values(sheet)[head].slice(0, 2)).toEqual(['li', '李四']);
    expect(values(book.getWorksheet('课堂总结')!)[0][0]).toBe('学号（无学号时为登录名）');
  });

  it('keeps the other sheets, by student number, and says in a sheet what could not be read', async () => {
    const book = await open({ ...answers, ratings: undefined });
    expect(book.worksheets.map((s) => s.name)).toEqual(['学生成绩', '课堂总结', '教师评分', '评价权重']);
    expect(values(book.getWorksheet('课堂总结')!)).toEqual([
      ['学号', '姓名', '提交状态', '评分', '总结内容', '更新时间'],
      ['2026010102', '李四', '未提交', '', '', ''],
      ['2026010107', '张三', '已提交', 90, '总结', 't1'],
    ]);
    expect(values(book.getWorksheet('教师评分')!)[1][0]).toBe('（教师评分未能读取，请重新导出）');
    expect(values(book.getWorksheet('评价权重')!)).toEqual([
      ['评价项', '权重（%）'],
      ['出勤', 20],
      ['课堂表现', 30],
      ['实训成绩', 30],
      ['课堂总结', 20],
    ]);
    expect(missingParts({ ...answers, ratings: undefined, seats: undefined })).toEqual(['seats', 'ratings']);
  });

  it('names the file after the class and the training', () => {
    expect(gradebookFileName('2026春季沙盘对抗赛', '2026级工商管理1班')).toBe(
      '成绩册-2026级工商管理1班-2026春季沙盘对抗赛',
    );
    expect(gradebookFileName('实训')).toBe('成绩册-实训');
  });
});
