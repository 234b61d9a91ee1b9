import { formatTime } from '@/utils/format';
import type { Cell, SheetData } from '@/features/files/exportFile';
import type { StudentSummary } from '@/services/classSummary';
import type { EvaluateEntry } from '@/services/evaluate';
import type { ScoreRow } from '@/services/learning';
import type { RatingRow } from '@/services/teacherRating';
import type { GroupList, Seat } from '@/features/training/queries';

/**
 * The gradebook of a class in a training, from the answers of the catalogue's calls. Its sheet and
 * column names are Chinese whatever the screen's language: the workbook is for Chinese teachers.
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

/** The row a sheet gets, under its header, when its call failed: the file says itself what is missing. */
const unread = (part: GradebookPart): Cell[] => [`（${PART_NAMES[part]}未能读取，请重新导出）`];

/** The parts whose call failed, in the order of the sheets. */
export const missingParts = (answers: GradebookAnswers): GradebookPart[] =>
  (Object.keys(PART_NAMES) as GradebookPart[]).filter((part) => answers[part] === undefined);

/** The file's name (without .xlsx): the class and the training it is for. */
export const gradebookFileName = (trainName: string, className?: string): string =>
  ['成绩册', className, trainName].filter(Boolean).join('-');

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

function studentSheet({ scores, seats }: GradebookAnswers): SheetData {
  const header = ['排名', '学号', '姓名', '小组', '岗位', '实训成绩', '综合成绩', '出勤率'];
  if (!scores) return { name: '学生成绩', header, rows: [unread('scores')] };
  const bySeat = seats ? seatsByStudent(seats) : new Map<string, { seat: Seat; groupNum: string }>();
  const rows: Cell[][] = scores.map((row) => {
    const seated = bySeat.get(String(row.studentId));
    return [
      row.rank,
      row.userCode,
      row.studentName,
      seated && groupLabel(seated.seat, seated.groupNum),
      // The post's name is the project's addition to the group list: without it the cell stays empty.
      seated?.seat.postName,
      row.trainScore,
      row.total,
      row.attendanceRate,
    ];
  });
  if (!seats) rows.push(unread('seats'));
  return { name: '学生成绩', header, rows, formats: { 7: '0.0%' } };
}

function summarySheet({ summaries }: GradebookAnswers): SheetData {
  const header = ['学号', '姓名', '提交状态', '评分', '总结内容', '更新时间'];
  if (!summaries) return { name: '课堂总结', header, rows: [unread('summaries')] };
  return {
    name: '课堂总结',
    header,
    rows: summaries.map((s) => [
      s.userCode,
      s.userName,
      yesNo(s.submitted),
      s.score,
      s.content || undefined,
      sheetTime(s.updateTime),
    ]),
  };
}

/** A time as the school's clock in a cell; an empty cell when there is none. */
function sheetTime(value: unknown): string | undefined {
  return value == null || value === '' ? undefined : formatTime(value);
}

function ratingSheet({ ratings }: GradebookAnswers): SheetData {
  const header = ['学号', '姓名', '评分', '评语', '更新时间'];
  if (!ratings) return { name: '教师评分', header, rows: [unread('ratings')] };
  return {
    name: '教师评分',
    header,
    rows: ratings.map((r) => [r.userCode, r.studentName, r.score, r.comment || undefined, sheetTime(r.updateTime)]),
  };
}

function weightSheet({ weights }: GradebookAnswers): SheetData {
  const header = ['评价项', '权重（%）'];
  if (!weights) return { name: '评价权重', header, rows: [unread('weights')] };
  const sorted = [...weights].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  return { name: '评价权重', header, rows: sorted.map((w) => [w.itemName ?? w.itemCode, w.weight]) };
}

/** The four sheets: students, class summaries, teacher ratings, the evaluation weights in force. */
export function gradebookSheets(answers: GradebookAnswers): SheetData[] {
  return [studentSheet(answers), summarySheet(answers), ratingSheet(answers), weightSheet(answers)];
}
