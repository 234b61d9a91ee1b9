import { ROLE } from '../../src/constants';
import { seededFaker } from './faker';
import { seedAuthoring } from './authoringSeed';
import { seedGame } from './game';
import { seedTeaching } from './teaching';
import { CLASS_REMARKS } from './texts';
import type { Db, DbClass, DbUser, SeedBase } from './types';

/** Bump when the store's shape changes: browsers holding an older store get the new seed. */
export const DB_VERSION = 4;

/**
 * Every collection of the store (each an array): a saved store lacking one is not taken. Kept equal
 * to the seed's by a test (mock/__tests__/persistence.test.ts).
 */
export const DB_COLLECTIONS = [
  'users',
  'sessions',
  'classes',
  'teachingPlans',
  'evaluations',
  'classSummaries',
  'teacherRatings',
  'courseChapters',
  'studyProgress',
  'cases',
  'caseModules',
  'casePictures',
  'caseTimelines',
  'rules',
  'steCase',
  'stePresetDomain',
  'stePresetIndustry',
  'steOrganization',
  'steModule',
  'steScore',
  'steTeacherShowField',
  'steDeveloperData',
  'trainings',
  'groups',
  'groupPosts',
  'rounds',
  'games',
  'orderMeetings',
  'messages',
  'bulletins',
  'specialEvents',
  'toolRecords',
  'votes',
  'statementInputs',
] as const satisfies readonly (keyof Db)[];

/** The password of every seeded account (documented in README.md). */
export const SEED_PASSWORD = '123456';

/**
 * SEED_PASSWORD's hash, made once (hashPassword): the seed stays synchronous and quick, and a test
 * proves it matches. A saved store gives each account still holding it its own salt (upgradeSecrets).
 */
export const SEED_PASSWORD_HASH =
  'pbkdf2-sha256$20000$7a591fae0d3b7246dc48bae3295add0c$92cb65a8a3d2330c53a5e05f6a5f471949d79d73dda339b3e3b2f9a0b21bcb80';

/** Fixed creation time of seeded rows, so the seed does not depend on the clock. */
const SEED_TIME = '2026-09-01 08:00:00';

/** The seeded accounts of each role, documented in README.md. */
export const SEED_ACCOUNTS = [
  { userCode: 'admin', userName: '系统管理员', userType: ROLE.admin },
  { userCode: 'teacher', userName: '王老师', userType: ROLE.teacher },
  { userCode: 'teacher2', userName: '李老师', userType: ROLE.teacher },
  { userCode: 'student', userName: '张同学', userType: ROLE.student },
  { userCode: 'abutment', userName: '对接用户', userType: ROLE.abutment },
] as const;

/** Where the embedded (abutment) user goes when the login expires: a same-site path. */
export const ABUTMENT_HOME = '/sworldweb/login?from=abutment';

export function seedDb(): Db {
  const faker = seededFaker();
  let seq = 0;
  const id = () => String(++seq);
  const user = (userCode: string, userName: string, userType: number, extra: Partial<DbUser> = {}): DbUser => ({
    id: id(),
    userCode,
    userName,
    passwordHash: SEED_PASSWORD_HASH,
    userType,
    socketHost: '',
    headImg: '',
    email: `${userCode}@example.edu.cn`,
    phone: faker.phone.number({ style: 'national' }).replace(/\D/g, '').slice(0, 11).padEnd(11, '0'),
    createTime: SEED_TIME,
    ...extra,
  });

  const users: DbUser[] = SEED_ACCOUNTS.map((a) =>
    user(a.userCode, a.userName, a.userType, a.userType === ROLE.abutment ? { homeUrl: ABUTMENT_HOME } : {}),
  );
  // Classmates of the seeded student: 15 more, so four groups of four can play.
  for (let i = 1; i <= 15; i += 1) {
    users.push(user(`student${String(i).padStart(2, '0')}`, faker.person.fullName().replace(/\s/g, ''), ROLE.student));
  }
  const teacher = users.find((u) => u.userCode === 'teacher')!;
  const teacher2 = users.find((u) => u.userCode === 'teacher2')!;
  const students = users.filter((u) => u.userType === ROLE.student);
  // School numbers in another order than the login names, so a list sorted by either shows which.
  students.forEach((s, i) => {
    s.studentNo = `20260101${String(((i * 7) % students.length) + 1).padStart(2, '0')}`;
  });

  // Three different remarks, one per class.
  const remarks = faker.helpers.arrayElements(CLASS_REMARKS, 3);
  const classes: DbClass[] = [
    { className: '2026级工商管理1班', teacherId: teacher.id, studentIds: students.slice(0, 16).map((s) => s.id) },
    { className: '2026级会计学2班', teacherId: teacher.id, studentIds: students.slice(8, 16).map((s) => s.id) },
    { className: '2025级市场营销班', teacherId: teacher2.id, studentIds: [] },
  ].map((c, i) => ({
    id: id(),
    ...c,
    remark: remarks[i],
    trainingRecord: i === 0 ? '已完成第一学年沙盘实训' : '',
    createTime: SEED_TIME,
  }));
  students.slice(0, 16).forEach((s) => {
    s.classId = classes[0].id;
  });

  const base: SeedBase = { faker, id, time: SEED_TIME, users, classes };
  const core = { users, sessions: [], classes };
  const teaching = seedTeaching(base, core);
  const authoring = seedAuthoring(base, { ...core, ...teaching });
  const game = seedGame(base, { ...core, ...teaching, ...authoring });
  return { version: DB_VERSION, ...core, ...teaching, ...authoring, ...game, seq: Number(id()) };
}
