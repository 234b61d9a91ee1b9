import type { Workbook, Worksheet } from 'exceljs';
import type { StudentSummary } from '@/services/classSummary';
import type { EvaluateEntry } from '@/services/evaluate';
import type { ScoreRow } from '@/services/learning';
import type { RatingRow } from '@/services/teacherRating';
import type { GroupList, Seat } from '@/features/training/queries';
import { formatTime } from '@/utils/format';
import {
  type Band,
  type Component,
  GRADE_FORMAT,
  type GradeRow,
  type GradebookFigures,
  bandOf,
  gradebookFigures,
  roundGrade,
} from './grades';

/**
 * The gradebook of a class in a training, written with ExcelJS from the answers of the catalogue's
 * calls: a title block, the students by student number with the server's totals, what each total
 * lacks, and the statistics of the totals. Sheet and column names are Chinese whatever the
 * screen's language: the workbook goes to a Chinese academic office.
 */

/** The answers a gradebook is made of; a part left undefined is a call that failed. */
export interface GradebookAnswers {
  /** Learning analysis' composite scores of the class's students in the training. */
  scores?: ScoreRow[];
  /** The training's group list: who sits in which group on which post. */
  seats?: GroupList;
  summaries?: StudentSummary[];
  ratings?: RatingRow[];
  weights?: EvaluateEntry[];
}

export type GradebookPart = keyof GradebookAnswers;

/** Each part's name in the row a sheet gets when it could not be read. */
export const PART_NAMES: Record<GradebookPart, string> = {
  scores: '学情成绩',
  seats: '分组岗位',
  summaries: '课堂总结',
  ratings: '教师评分',
  weights: '评价权重',
};

/** What heads the file: the course and term the teacher typed, the rest from the calls and the session. */
export interface GradebookTitle {
  course: string;
  term: string;
  className?: string;
  teacher?: string;
  trainName: string;
  /** The export date, yyyy-MM-dd. */
  date: string;
}

/** The parts whose call failed, in the order of the sheets. */
export const missingParts = (answers: GradebookAnswers): GradebookPart[] =>
  (Object.keys(PART_NAMES) as GradebookPart[]).filter((part) => answers[part] === undefined);

/** The file's name (without .xlsx): the class and the training it is for. */
export const gradebookFileName = (trainName: string, className?: string): string =>
  ['成绩册', className, trainName].filter(Boolean).join('-');

/** The students' figures of these answers: the same function the screen's statistics use. */
export const figuresOf = (answers: GradebookAnswers): GradebookFigures =>
  gradebookFigures(answers.scores ?? [], answers.weights);

/** Each part's name in the file, as the class's weights name it, else the usual name. */
const COMPONENT_NAMES: Record<Component, string> = {
  attendance: '出勤',
  performance: '课堂表现',
  training: '实训成绩',
  summary: '课堂总结',
};
const componentName = (c: Component, weights?: EvaluateEntry[]) =>
  weights?.find((w) => w.itemCode === c)?.itemName || COMPONENT_NAMES[c];

export const BAND_NAMES: Record<Band, string> = {
  excellent: '优秀',
  good: '良好',
  medium: '中等',
  pass: '及格',
  fail: '不及格',
};
const BAND_LABELS: Record<Band, string> = {
  excellent: '优秀（90 分及以上）',
  good: '良好（80–89.9 分）',
  medium: '中等（70–79.9 分）',
  pass: '及格（60–69.9 分）',
  fail: '不及格（60 分以下）',
};

/** The header of the student-number column: it says so when some rows hold a login name instead. */
export const numberHeader = (byLogin: boolean) => (byLogin ? '学号（无学号时为登录名）' : '学号');

/** What a row's note says about the parts its total lacks (and a total the server did not send). */
export function rowNote(row: GradeRow, weights?: EvaluateEntry[]): string | undefined {
  const notes: string[] = [];
  if (row.missing.length)
    notes.push(`综合成绩未含：${row.missing.map((c) => componentName(c, weights)).join('、')}（服务器未给出）`);
  if (row.total === undefined) notes.push('服务器未给出综合成绩');
  return notes.length ? notes.join('；') : undefined;
}

// ---- layout --------------------------------------------------------------------------------------

type Value = string | number | null | undefined;
/** A cell as laid out: its value, its number format, and a note (an Excel comment). */
interface Out {
  value: Value;
  numFmt?: string;
  note?: string;
}

/** Width of text as Excel measures it: a CJK or full-width character counts two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text)
    width +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u.test(
        ch,
      )
        ? 2
        : 1;
  return width;
}

/** A value as Excel shows it in its format. */
function shown(cell: Out): string {
  const { value, numFmt } = cell;
  if (value == null) return '';
  if (typeof value !== 'number') return String(value);
  if (numFmt === '0%') return `${Math.round(value * 100)}%`;
  if (numFmt === GRADE_FORMAT) return value.toFixed(1);
  return String(value);
}

const HEADER_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7EEF7' } } as const;
/** Rows whose total lacks a part: a light amber, readable when printed in grey too. */
const MARK_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } } as const;
const THIN = { style: 'thin', color: { argb: 'FFBFBFBF' } } as const;

/**
 * Writes rows from `at` (1-based), each cell with its format and note. Returns the row numbers
 * written, so the caller can style them.
 */
function writeRows(sheet: Worksheet, at: number, rows: Out[][]): number[] {
  return rows.map((cells, i) => {
    const row = sheet.getRow(at + i);
    cells.forEach((out, c) => {
      const cell = row.getCell(c + 1);
      cell.value = out.value ?? null;
      if (out.numFmt) cell.numFmt = out.numFmt;
      if (out.note) cell.note = out.note;
    });
    return at + i;
  });
}

/** Fits each column to its widest cell, leaving out cells of merged ranges (titles, labels). */
function fitColumns(sheet: Worksheet, widths: number[][]) {
  widths.forEach((column, c) => {
    sheet.getColumn(c + 1).width = Math.min(60, Math.max(6, ...column) + 2);
  });
}

const plain = (value: Value): Out => ({ value });

/** A table of header and rows: bold, filled header with borders; its widths counted. */
function table(sheet: Worksheet, at: number, header: string[], rows: Out[][], widths: number[][]) {
  const [headRow, ...rest] = writeRows(sheet, at, [header.map(plain), ...rows]);
  const head = sheet.getRow(headRow);
  head.font = { bold: true };
  for (let c = 1; c <= header.length; c += 1) {
    head.getCell(c).fill = HEADER_FILL;
    for (const r of [headRow, ...rest])
      sheet.getRow(r).getCell(c).border = { top: THIN, bottom: THIN, left: THIN, right: THIN };
  }
  [header.map(plain), ...rows].forEach((cells) =>
    cells.forEach((cell, c) => {
      widths[c] = widths[c] ?? [];
      widths[c].push(displayWidth(shown(cell)));
    }),
  );
  return { headRow, dataRows: rest };
}

/** The row a sheet gets, under its header, when its call failed: the file says itself what is missing. */
const unread = (part: GradebookPart): Out[] => [plain(`（${PART_NAMES[part]}未能读取，请重新导出）`)];

/** Each seated student's seat, by student id, with the group's number (the group list's key). */
function seatsByStudent(seats: GroupList): Map<string, { seat: Seat; groupNum: string }> {
  const byStudent = new Map<string, { seat: Seat; groupNum: string }>();
  for (const [groupNum, group] of Object.entries(seats)) {
    for (const seat of group) if (seat.studentId) byStudent.set(String(seat.studentId), { seat, groupNum });
  }
  return byStudent;
}

/** A group as the backend names it, else by its number: the group list's key, which the spec promises. */
const groupLabel = (seat: Seat, groupNum: string) => seat.groupName ?? `第${groupNum}组`;

const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? '已提交' : '未提交');

/** A time as the school's clock in a cell; an empty cell when there is none. */
function sheetTime(value: unknown): string | undefined {
  return value == null || value === '' ? undefined : formatTime(value);
}

const grade = (value: unknown, note?: string): Out =>
  typeof value === 'number' && Number.isFinite(value)
    ? { value: roundGrade(value), numFmt: GRADE_FORMAT }
    : { value: undefined, note };

/** The student sheet's columns, in order. */
export const STUDENT_COLUMNS = [
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
] as const;

function studentSheet(book: Workbook, answers: GradebookAnswers, title: GradebookTitle, figures: GradebookFigures) {
  const { scores, seats, weights } = answers;
  const header = [numberHeader(figures.byLogin), ...STUDENT_COLUMNS.slice(1)];
  const last = header.length;
  const sheet = book.addWorksheet('学生成绩', {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  const widths: number[][] = header.map(() => []);

  // The title block: the file says what it is without its name.
  sheet.getCell(1, 1).value = '成绩册';
  sheet.mergeCells(1, 1, 1, last);
  sheet.getRow(1).font = { bold: true, size: 16 };
  sheet.getRow(1).alignment = { horizontal: 'center' };
  const titleRows: [string, string | undefined][] = [
    ['课程', title.course],
    ['班级', title.className],
    ['任课教师', title.teacher],
    ['实训', title.trainName],
    ['学期', title.term],
    ['导出日期', title.date],
  ];
  titleRows.forEach(([label, value], i) => {
    const r = 2 + i;
    sheet.getCell(r, 1).value = label;
    sheet.getCell(r, 1).font = { bold: true };
    sheet.getCell(r, 2).value = value || '（未知）';
    sheet.mergeCells(r, 2, r, last);
    widths[0].push(displayWidth(label));
  });

  const headAt = titleRows.length + 3;
  const bySeat = seats ? seatsByStudent(seats) : new Map<string, { seat: Seat; groupNum: string }>();
  const missingNote = (c: Component) => `服务器未给出${componentName(c, weights)}，综合成绩中未含此项`;
  const rows: Out[][] = scores
    ? figures.rows.map((row) => {
        const s = row.score;
        const seated = bySeat.get(String(s.studentId));
        const lacks = (c: Component) => (row.missing.includes(c) ? missingNote(c) : undefined);
        const attendance = s.attendanceRate;
        return [
          plain(row.number),
          plain(s.studentName),
          plain(seated && groupLabel(seated.seat, seated.groupNum)),
          // The post's name is the project's addition to the group list: without it the cell stays empty.
          plain(seated?.seat.postName),
          typeof attendance === 'number'
            ? { value: attendance, numFmt: '0%' }
            : { value: undefined, note: lacks('attendance') },
          grade(s.performance, lacks('performance')),
          grade(s.trainScore, lacks('training')),
          grade(s.summaryScore, lacks('summary')),
          grade(row.total, '服务器未给出综合成绩'),
          plain(row.total === undefined ? undefined : BAND_NAMES[bandOf(row.total)]),
          plain(typeof s.rank === 'number' ? s.rank : undefined),
          plain(rowNote(row, weights)),
        ];
      })
    : [unread('scores')];
  if (scores && !seats) rows.push(unread('seats'));
  const { dataRows } = table(sheet, headAt, header, rows, widths);
  sheet.views = [{ state: 'frozen', ySplit: headAt, xSplit: 2 }];
  if (scores)
    figures.rows.forEach((row, i) => {
      if (!row.missing.length && row.total !== undefined) return;
      for (let c = 1; c <= last; c += 1) sheet.getRow(dataRows[i]).getCell(c).fill = MARK_FILL;
    });

  // The statistics of the totals, under the table: labels over the first two columns, values in the third.
  const { stats } = figures;
  const statsAt = headAt + rows.length + 2;
  const statRows: [string, number | undefined, string?][] = [
    ['平均分', stats.mean, GRADE_FORMAT],
    ['中位数', stats.median, GRADE_FORMAT],
    ['最高分', stats.highest, GRADE_FORMAT],
    ['最低分', stats.lowest, GRADE_FORMAT],
    ...(Object.keys(BAND_LABELS) as Band[]).map((b): [string, number] => [BAND_LABELS[b], stats.bands[b]]),
  ];
  sheet.getCell(statsAt, 1).value = `成绩统计（综合成绩，${stats.of} 名学生中 ${stats.count} 名有成绩）`;
  sheet.getCell(statsAt, 1).font = { bold: true };
  sheet.mergeCells(statsAt, 1, statsAt, last);
  statRows.forEach(([label, value, numFmt], i) => {
    const r = statsAt + 1 + i;
    sheet.getCell(r, 1).value = label;
    sheet.mergeCells(r, 1, r, 2);
    const cell = sheet.getCell(r, 3);
    cell.value = value ?? null;
    if (numFmt) cell.numFmt = numFmt;
    widths[2].push(displayWidth(shown({ value, numFmt })));
  });
  const noteAt = statsAt + statRows.length + 2;
  sheet.getCell(noteAt, 1).value =
    '说明：分数保留一位小数；综合成绩为服务器给出的总评，本表未重新计算；标色的行其综合成绩缺少评价项，缺项单元格留空并附批注。';
  sheet.mergeCells(noteAt, 1, noteAt, last);
  fitColumns(sheet, widths);
}

/** A plain table sheet (header, rows), its columns fitted and its header frozen. */
function tableSheet(book: Workbook, name: string, header: string[], rows: Out[][]) {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths: number[][] = header.map(() => []);
  table(sheet, 1, header, rows, widths);
  fitColumns(sheet, widths);
}

/** The student number of each login name, from the score rows; sorted lists follow it. */
function numbering(figures: GradebookFigures) {
  const byCode = new Map(figures.rows.map((r) => [String(r.score.userCode), r.number]));
  const numberOf = (userCode: unknown) => byCode.get(String(userCode)) ?? String(userCode ?? '');
  const collator = new Intl.Collator('zh-CN', { numeric: true });
  return { numberOf, compare: (a: unknown, b: unknown) => collator.compare(numberOf(a), numberOf(b)) };
}

function summarySheet(book: Workbook, { summaries }: GradebookAnswers, figures: GradebookFigures) {
  const header = [numberHeader(figures.byLogin), '姓名', '提交状态', '评分', '总结内容', '更新时间'];
  const { numberOf, compare } = numbering(figures);
  const rows = summaries
    ? [...summaries]
        .sort((a, b) => compare(a.userCode, b.userCode))
        .map((s) => [
          plain(numberOf(s.userCode)),
          plain(s.userName),
          plain(yesNo(s.submitted)),
          plain(s.score),
          plain(s.content || undefined),
          plain(sheetTime(s.updateTime)),
        ])
    : [unread('summaries')];
  tableSheet(book, '课堂总结', header, rows);
}

function ratingSheet(book: Workbook, { ratings }: GradebookAnswers, figures: GradebookFigures) {
  const header = [numberHeader(figures.byLogin), '姓名', '评分', '评语', '更新时间'];
  const { numberOf, compare } = numbering(figures);
  const rows = ratings
    ? [...ratings]
        .sort((a, b) => compare(a.userCode, b.userCode))
        .map((r) => [
          plain(numberOf(r.userCode)),
          plain(r.studentName),
          plain(r.score),
          plain(r.comment || undefined),
          plain(sheetTime(r.updateTime)),
        ])
    : [unread('ratings')];
  tableSheet(book, '教师评分', header, rows);
}

function weightSheet(book: Workbook, { weights }: GradebookAnswers) {
  const rows = weights
    ? [...weights]
        .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
        .map((w) => [plain(w.itemName ?? w.itemCode), plain(w.weight)])
    : [unread('weights')];
  tableSheet(book, '评价权重', ['评价项', '权重（%）'], rows);
}

/** The gradebook as .xlsx bytes: 学生成绩 (title, students, statistics), 课堂总结, 教师评分, 评价权重. */
export async function gradebookBytes(answers: GradebookAnswers, title: GradebookTitle): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import(/* webpackChunkName: "exceljs" */ 'exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = title.teacher ?? '';
  const figures = figuresOf(answers);
  studentSheet(book, answers, title, figures);
  summarySheet(book, answers, figures);
  ratingSheet(book, answers, figures);
  weightSheet(book, answers);
  return book.xlsx.writeBuffer();
}
