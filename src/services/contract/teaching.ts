/** Accounts, classes and teaching: the contract of their calls. */
import { type ContractEntry, NO_DATA, NO_PARAMS, assumed, bool, id, num, page, params, promised, str, z } from './kit';

/** A class as the list shows it, and as every change of a class answers it. */
const CLASS_ROW = z.object({
  id: assumed(id),
  className: assumed(str),
  teacherId: assumed(id),
  studentIds: assumed(z.array(id)),
  remark: assumed(str),
  trainingRecord: assumed(str),
  createTime: assumed(str),
  teacherName: assumed(str),
  studentCount: assumed(num),
});

/** An account as the list shows it (never its password). */
const USER_ROW = z.object({
  id: assumed(id),
  userCode: assumed(str),
  userName: assumed(str),
  userType: assumed(num),
  socketHost: assumed(str),
  headImg: assumed(str),
  email: assumed(str),
  phone: assumed(str),
  createTime: assumed(str),
  classId: assumed(id),
});

/** A class and some of its students. */
const CLASS_STUDENTS = params({ id, studentIds: z.array(id) });

/** One weighted item of a class's evaluation; id is null while the class uses the default weights. */
const EVALUATE_ENTRY = z.object({
  id: assumed(id.nullable()),
  classId: assumed(id),
  className: assumed(str),
  itemCode: assumed(str),
  itemName: assumed(str),
  /** Percent; a class's items add up to 100. */
  weight: assumed(num),
  sort: assumed(num),
  updateTime: assumed(str),
});

/** A student's summary of a class; id is null (and content empty) until the student submits one. */
const STUDENT_SUMMARY = z.object({
  id: assumed(id.nullable()),
  classId: assumed(id),
  className: assumed(str),
  userId: assumed(id),
  userCode: assumed(str),
  userName: assumed(str),
  content: assumed(str),
  trainingRecord: assumed(str),
  /** 0–100, null until the teacher scores it. */
  score: assumed(num.nullable()),
  submitted: assumed(bool),
  updateTime: assumed(str),
});

/** The teacher's summary of a class. */
const TEACHER_SUMMARY = z.object({
  id: assumed(id),
  classId: assumed(id),
  className: assumed(str),
  userId: assumed(id),
  userName: assumed(str),
  content: assumed(str),
  trainingRecord: assumed(str),
  updateTime: assumed(str),
});

/** A student of a class with the teacher's rating (id and score null until rated). */
const RATING_ROW = z.object({
  id: assumed(id.nullable()),
  classId: assumed(id),
  className: assumed(str),
  studentId: assumed(id),
  userCode: assumed(str),
  studentName: assumed(str),
  /** 0–100. */
  score: assumed(num.nullable()),
  comment: assumed(str),
  updateTime: assumed(str),
});

/** An uploaded teaching plan (its file's metadata). */
const TEACHING_PLAN = z.object({
  id: assumed(id),
  planName: assumed(str),
  fileName: assumed(str),
  fileType: assumed(str),
  fileSize: assumed(num),
  uploaderId: assumed(id),
  uploaderName: assumed(str),
  remark: assumed(str),
  createTime: assumed(str),
});

export const TEACHING = {
  'auth.login': {
    params: params({ username: str, password: str }),
    answer: z.object({
      userType: promised(num),
      userId: promised(id),
      userCode: promised(str),
      userName: promised(str),
      headImg: promised(str.nullable()),
      socketHost: promised(str.nullable()),
      homeUrl: assumed(str.nullable()),
    }),
  },
  'class.list': {
    params: params({ className: str.optional(), current: num.optional(), size: num.optional() }),
    provides: { classId: 'records.0.id', studentId: 'records.0.studentIds.0' },
    answer: z.object({
      records: promised(z.array(CLASS_ROW)),
      total: promised(num),
      current: assumed(num),
      size: assumed(num),
    }),
  },
  'learning.summary': {
    params: params({ classId: id.optional(), trainId: id.optional() }),
    provides: { learningTrainId: 'attendanceList.0.trainId' },
    answer: z.object({
      trainScore: promised(num),
      score: promised(num),
      trainingTimes: promised(num),
      attendanceList: promised(
        z.array(
          z.object({
            trainId: assumed(id),
            trainName: assumed(str),
            classId: assumed(id),
            className: assumed(str),
            trainTime: assumed(str),
            attended: assumed(num),
            absent: assumed(num),
            rate: assumed(num),
          }),
        ),
      ),
      postList: promised(
        z.array(
          z.object({
            postId: assumed(id),
            postName: assumed(str),
            count: assumed(num),
            avgScore: assumed(num),
          }),
        ),
      ),
      summaryList: promised(
        z.array(
          z.object({
            status: assumed(z.enum(['scored', 'pending', 'missing'])),
            count: assumed(num),
          }),
        ),
      ),
      trainList: assumed(
        z.array(
          z.object({
            trainId: assumed(id),
            trainName: assumed(str),
            classId: assumed(id),
          }),
        ),
      ),
    }),
  },
  'auth.permissionCode': {
    params: NO_PARAMS,
    answer: z.array(str),
  },
  'user.list': {
    params: params({
      keyword: str.optional(),
      userType: num.optional(),
      classId: id.optional(),
      current: num.optional(),
      size: num.optional(),
    }),
    answer: z.object({
      records: assumed(z.array(USER_ROW)),
      total: assumed(num),
      current: assumed(num),
      size: assumed(num),
    }),
  },
  'user.getById': {
    // Without an id, the caller's own account.
    params: params({ id: id.optional() }),
    sample: { id: '$userId' },
    answer: USER_ROW.omit({ classId: true }),
  },
  'evaluate.list': {
    params: params({ classId: id.optional() }),
    answer: z.array(EVALUATE_ENTRY),
  },
  'classSummary.classSummary': {
    params: params({ classId: id, userId: id.optional() }),
    sample: { classId: '$classId', userId: '$studentId' },
    answer: STUDENT_SUMMARY,
  },
  'classSummary.list': {
    params: params({ classId: id.optional(), keyword: str.optional(), current: num.optional(), size: num.optional() }),
    answer: page(STUDENT_SUMMARY),
  },
  'classSummary.teacherSummary': {
    params: params({ classId: id.optional() }),
    answer: z.array(TEACHER_SUMMARY),
  },
  'teacherRating.list': {
    params: params({ classId: id.optional(), keyword: str.optional(), current: num.optional(), size: num.optional() }),
    answer: page(RATING_ROW),
  },
  'teachingPlan.list': {
    params: params({ keyword: str.optional(), current: num.optional(), size: num.optional() }),
    answer: z.object({
      records: promised(z.array(TEACHING_PLAN)),
      total: promised(num),
      current: assumed(num),
      size: assumed(num),
    }),
  },
  'learning.students': {
    params: params({ classId: id.optional() }),
    answer: z.array(
      z.object({
        studentId: assumed(id),
        userCode: assumed(str),
        userName: assumed(str),
        classId: assumed(id),
        className: assumed(str),
      }),
    ),
  },
  'learning.scoreList': {
    params: params({
      classId: id.optional(),
      trainId: id.optional(),
      keyword: str.optional(),
      current: num.optional(),
      size: num.optional(),
    }),
    sample: { trainId: '$learningTrainId' },
    answer: z.object({
      records: assumed(
        z.array(
          z.object({
            studentId: assumed(id),
            userCode: assumed(str),
            /** The school's student number (学号), where the backend keeps one; userCode is the login name. */
            studentNo: assumed(str),
            studentName: assumed(str),
            classId: assumed(id),
            className: assumed(str),
            // Null: no data yet for that part of the score.
            attendanceRate: assumed(num.nullable()),
            performance: assumed(num.nullable()),
            trainScore: assumed(num.nullable()),
            summaryScore: assumed(num.nullable()),
            total: assumed(num),
            rank: assumed(num),
          }),
        ),
      ),
      total: assumed(num),
      current: assumed(num),
      size: assumed(num),
    }),
  },
  'study.courseList': {
    params: NO_PARAMS,
    answer: z.array(
      z.object({
        id: assumed(id),
        chapterName: assumed(str),
        sort: assumed(num),
        progress: assumed(num),
        sections: assumed(
          z.array(
            z.object({
              id: assumed(id),
              sectionName: assumed(str),
              duration: assumed(num),
              progress: assumed(num),
              finished: assumed(bool),
            }),
          ),
        ),
      }),
    ),
  },
  'auth.logout': { params: NO_PARAMS, answer: NO_DATA },
  'user.changePassword': { params: params({ oldPassword: str, newPassword: str }), answer: NO_DATA },
  'user.save': {
    params: params({
      id: id.optional(),
      userCode: str,
      userName: str,
      userType: num,
      email: str.optional(),
      phone: str.optional(),
      /** New accounts only; the initial password when left out. */
      password: str.optional(),
    }),
    // Only the answer to creating an account without a password carries the initial password it got.
    answer: USER_ROW.extend({ initialPassword: assumed(str) }),
  },
  'user.remove': { params: params({ id }), answer: NO_DATA },
  'user.changePersonal': { params: params({ userName: str }), answer: NO_DATA },
  'user.resetPassword': {
    params: params({ id }),
    answer: z.object({ id: assumed(id), userCode: assumed(str), userName: assumed(str), password: assumed(str) }),
  },
  'class.save': {
    params: params({ id: id.optional(), className: str, remark: str.optional(), studentIds: z.array(id).optional() }),
    answer: CLASS_ROW,
  },
  'class.remove': { params: params({ id }), answer: NO_DATA },
  'class.maintain': { params: CLASS_STUDENTS, answer: CLASS_ROW },
  /** Answers the class without the students taken out. */
  'class.removeBatch': { params: CLASS_STUDENTS, answer: CLASS_ROW },
  'class.updateTrainingRecord': { params: params({ id, trainingRecord: str }), answer: CLASS_ROW },
  'evaluate.save': {
    // Besides the class, each item's weight keyed by its code (attendance, performance, training, summary).
    params: params({ classId: id }).catchall(z.union([str, num])),
    // Spec point 7: the save returns the updated list.
    answer: z.array(EVALUATE_ENTRY),
  },
  'classSummary.score': { params: params({ id, score: num }), answer: STUDENT_SUMMARY },
  'classSummary.saveClassSummary': {
    params: params({ classId: id, content: str }),
    // The caller's own summary: a student's or the teacher's.
    answer: z.union([STUDENT_SUMMARY, TEACHER_SUMMARY]),
  },
  'classSummary.uploadTrainingRecord': {
    params: params({ classId: id, trainingRecord: str }),
    answer: z.union([STUDENT_SUMMARY, TEACHER_SUMMARY]),
  },
  'teacherRating.score': {
    params: params({ classId: id, studentId: id, score: num, comment: str.optional() }),
    answer: RATING_ROW,
  },
  'teachingPlan.upload': {
    params: params({ file: z.instanceof(Blob), planName: str.optional(), remark: str.optional() }),
    answer: TEACHING_PLAN,
  },
  'teachingPlan.remove': { params: params({ id }), answer: NO_DATA },
} satisfies Record<string, ContractEntry>;
