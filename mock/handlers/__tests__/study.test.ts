import { endpoints } from '@/services/endpoints';
import * as studyService from '@/services/study';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { expectRefused, lastRequest } from './teachingKit';

const backend = useMockBackend();
const e = endpoints.study;
const userId = (code: string) => backend.store.db.users.find((u) => u.userCode === code)!.id;

describe('course study family', () => {
  it('lists chapters and sections with the caller’s progress', async () => {
    await loginAs('student');
    const chapters = (await studyService.courseList())!;
    expect(lastRequest(backend).url.pathname).toBe('/sworld/study/course/list');
    expect(chapters.map((c) => c.chapterName)).toEqual([
      '第一章 沙盘模拟概述',
      '第二章 经营规则',
      '第三章 年度经营流程',
      '第四章 财务报表分析',
    ]);
    expect(chapters[0].sections![0]).toMatchObject({ progress: 100, finished: true });
    expect(chapters[0].progress).toBe(100);
  });

  it('saves progress, never lowering it', async () => {
    await loginAs('student15');
    const section = (await studyService.courseList())![1].sections![0];
    expect(section.progress).toBe(0);
    const saved = (await studyService.saveProgress({ sectionId: section.id!, progress: 60 }))?.data;
    expect(lastRequest(backend).body).toBe(`sectionId=${section.id}&progress=60`);
    expect(saved).toEqual({ sectionId: section.id, progress: 60, finished: false });
    expect((await studyService.saveProgress({ sectionId: section.id!, progress: 30 }))?.data).toEqual({
      sectionId: section.id,
      progress: 60,
      finished: false,
    });
    expect((await studyService.saveProgress({ sectionId: section.id!, progress: 100 }))?.data).toEqual({
      sectionId: section.id,
      progress: 100,
      finished: true,
    });
  });

  it('lets a teacher read a student of their class, not others', async () => {
    await loginAs('teacher');
    const chapters = (await studyService.courseList({ userId: userId('student') }))!;
    expect(chapters[0].sections![0].progress).toBe(100);
    await loginAs('teacher2');
    await expectRefused(backend, e.courseList, { userId: userId('student') }, 403, '只能查看自己班级学生的学习进度');
    await expectRefused(backend, e.courseList, { userId: '9999' }, 404, '学生不存在');
  });

  it('refuses unknown sections and bad progress, writing nothing', async () => {
    await loginAs('student');
    const sectionId = backend.store.db.courseChapters[0].sections[0].id;
    await expectRefused(backend, e.saveProgress, { progress: 10 }, 400, '章节不能为空');
    await expectRefused(backend, e.saveProgress, { sectionId: '9999', progress: 10 }, 404, '章节不存在');
    await expectRefused(backend, e.saveProgress, { sectionId, progress: 101 }, 400, '学习进度必须在 0 到 100 之间');
    await expectRefused(backend, e.saveProgress, { sectionId, progress: 'half' }, 400, '学习进度必须是整数');
  });
});
