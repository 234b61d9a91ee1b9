import { ROLE } from '../../src/constants';
import type { DbClass, DbUser, SeedBase } from './core';
import { STUDENT_SUMMARIES } from './texts';

/**
 * Teaching administration: teaching plans, evaluation weights, class summaries, teacher ratings,
 * course study. Plain JSON rows (persisted to localStorage): uploads keep only their metadata,
 * never the file content. Learning analysis has no rows of its own: it is derived from the
 * trainings played (mock/handlers/learningRecords.ts).
 */

/** An uploaded teaching plan: the file's metadata and who uploaded it (stored as the list shows it). */
/** An uploaded teaching plan: the metadata the mock keeps (the app's view of it is the contract's, every field there assumed). */
export interface DbTeachingPlan {
  id: string;
  planName: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  uploaderId: string;
  uploaderName: string;
  remark: string;
  createTime: string;
}

/** One weighted item of a class's evaluation (the four items add up to 100). */
export interface DbEvaluate {
  id: string;
  classId: string;
  itemCode: EvaluateItemCode;
  weight: number;
  updateTime: string;
}

export type EvaluateItemCode = 'attendance' | 'performance' | 'training' | 'summary';

/** The evaluation items, in display order, with the weights a class starts with. */
export const EVALUATE_ITEMS: readonly { itemCode: EvaluateItemCode; itemName: string; defaultWeight: number }[] = [
  { itemCode: 'attendance', itemName: '出勤', defaultWeight: 20 },
  { itemCode: 'performance', itemName: '课堂表现', defaultWeight: 30 },
  { itemCode: 'training', itemName: '实训成绩', defaultWeight: 30 },
  { itemCode: 'summary', itemName: '课堂总结', defaultWeight: 20 },
];

/** Student summaries are written by a student about a class; teacher summaries by its teacher. */
export const SUMMARY_TYPE = { student: 1, teacher: 2 } as const;

export interface DbClassSummary {
  id: string;
  classId: string;
  userId: string;
  summaryType: number;
  content: string;
  trainingRecord: string;
  /** 0–100, set by the class's teacher on student summaries; null until scored. */
  score: number | null;
  createTime: string;
  updateTime: string;
}

/** A teacher's rating of a student's classroom performance in a class (0–100). */
export interface DbTeacherRating {
  id: string;
  classId: string;
  studentId: string;
  teacherId: string;
  score: number;
  comment: string;
  updateTime: string;
}

export interface DbCourseChapter {
  id: string;
  chapterName: string;
  sort: number;
  sections: { id: string; sectionName: string /** seconds */; duration: number }[];
}

/** A student's progress in one section (0–100 percent). */
export interface DbStudyProgress {
  id: string;
  userId: string;
  sectionId: string;
  progress: number;
  updateTime: string;
}

export interface TeachingCollections {
  teachingPlans: DbTeachingPlan[];
  evaluations: DbEvaluate[];
  classSummaries: DbClassSummary[];
  teacherRatings: DbTeacherRating[];
  courseChapters: DbCourseChapter[];
  studyProgress: DbStudyProgress[];
}

const PLAN_FILES = [
  { planName: '2026 秋季沙盘实训教学计划', fileName: '2026秋季沙盘实训教学计划.docx', fileType: 'docx' },
  { planName: '企业经营沙盘课程大纲', fileName: '企业经营沙盘课程大纲.pdf', fileType: 'pdf' },
  { planName: '第一讲：沙盘规则讲解', fileName: '第一讲-沙盘规则讲解.pptx', fileType: 'pptx' },
  { planName: '实训进度安排表', fileName: '实训进度安排表.xlsx', fileType: 'xlsx' },
];

const COURSE = [
  { chapterName: '第一章 沙盘模拟概述', sections: ['什么是企业经营沙盘', '团队组建与岗位职责', '沙盘盘面介绍'] },
  { chapterName: '第二章 经营规则', sections: ['市场与订单规则', '生产与采购规则', '融资与财务规则'] },
  { chapterName: '第三章 年度经营流程', sections: ['年初计划与广告投放', '季度运营操作', '年末结算与报表'] },
  { chapterName: '第四章 财务报表分析', sections: ['资产负债表', '利润表', '经营指标分析'] },
];

/** Seeds this area's collections; called by seedDb after the core collections. */
export function seedTeaching(base: SeedBase, before: object): TeachingCollections {
  void before;
  const { faker, id, time } = base;
  const teachers = base.users.filter((u) => u.userType === ROLE.teacher);
  const byId = new Map(base.users.map((u) => [u.id, u]));
  const [firstClass, secondClass] = base.classes;

  const teachingPlans: DbTeachingPlan[] = PLAN_FILES.map((plan, i) => {
    const uploader = teachers[i === PLAN_FILES.length - 1 ? 1 : 0] ?? teachers[0];
    return {
      id: id(),
      ...plan,
      fileSize: faker.number.int({ min: 40_000, max: 4_000_000 }),
      uploaderId: uploader.id,
      uploaderName: uploader.userName,
      remark: i === 0 ? '本学期实训总体安排' : '',
      createTime: time,
    };
  });

  // The two classes of the seeded teacher have saved weights; the third uses the defaults.
  const evaluations: DbEvaluate[] = [firstClass, secondClass].flatMap((c, ci) =>
    EVALUATE_ITEMS.map((item, i) => ({
      id: id(),
      classId: c.id,
      itemCode: item.itemCode,
      weight: ci === 0 ? item.defaultWeight : [10, 30, 40, 20][i],
      updateTime: time,
    })),
  );

  // Learning analysis rows were seeded here before it was derived from the played trainings. Their
  // ids and draws stay consumed, so every row seeded after them — the seeded games, whose bots draw
  // by team id, and the summaries and ratings — is the same as before.
  for (const c of [firstClass, firstClass, firstClass, secondClass, secondClass]) {
    id();
    for (let i = 0; i < c.studentIds.length; i += 1) {
      id();
      if (faker.number.int({ min: 1, max: 10 }) > 1) faker.number.int({ min: 52, max: 98 });
    }
  }

  const classSummaries: DbClassSummary[] = [];
  const teacherRatings: DbTeacherRating[] = [];
  // Each of the ten summaries is a different text, in a seeded order.
  const summaries = faker.helpers.shuffle(STUDENT_SUMMARIES);
  firstClass.studentIds.forEach((studentId, i) => {
    const student = byId.get(studentId) as DbUser;
    if (i < 10) {
      classSummaries.push({
        id: id(),
        classId: firstClass.id,
        userId: student.id,
        summaryType: SUMMARY_TYPE.student,
        content: summaries[i],
        trainingRecord: i % 2 === 0 ? '完成三个年度的经营，提交全部报表。' : '',
        score: i < 6 ? faker.number.int({ min: 60, max: 96 }) : null,
        createTime: time,
        updateTime: time,
      });
    }
    if (i < 12) {
      teacherRatings.push({
        id: id(),
        classId: firstClass.id,
        studentId: student.id,
        teacherId: firstClass.teacherId,
        score: faker.number.int({ min: 65, max: 98 }),
        comment: i % 3 === 0 ? '课堂发言积极' : '',
        updateTime: time,
      });
    }
  });
  classSummaries.push({
    id: id(),
    classId: firstClass.id,
    userId: firstClass.teacherId,
    summaryType: SUMMARY_TYPE.teacher,
    content: '本班整体完成了三个学年的经营，多数小组能够读懂报表；下一阶段重点加强现金流预测。',
    trainingRecord: '',
    score: null,
    createTime: time,
    updateTime: time,
  });

  const courseChapters: DbCourseChapter[] = COURSE.map((chapter, ci) => ({
    id: id(),
    chapterName: chapter.chapterName,
    sort: ci + 1,
    sections: chapter.sections.map((sectionName) => ({
      id: id(),
      sectionName,
      duration: faker.number.int({ min: 6, max: 25 }) * 60,
    })),
  }));
  const sectionIds = courseChapters.flatMap((c) => c.sections.map((s) => s.id));
  const studyProgress: DbStudyProgress[] = students(base.users, base.classes).flatMap((student, si) =>
    sectionIds.slice(0, Math.max(0, sectionIds.length - si)).map((sectionId, i) => ({
      id: id(),
      userId: student.id,
      sectionId,
      progress: i < 3 ? 100 : faker.number.int({ min: 0, max: 100 }),
      updateTime: time,
    })),
  );

  return {
    teachingPlans,
    evaluations,
    classSummaries,
    teacherRatings,
    courseChapters,
    studyProgress,
  };
}

/** The seeded students of the first class, whose study progress is seeded. */
function students(users: DbUser[], classes: DbClass[]): DbUser[] {
  const ids = new Set(classes[0]?.studentIds ?? []);
  return users.filter((u) => ids.has(u.id)).slice(0, 6);
}
