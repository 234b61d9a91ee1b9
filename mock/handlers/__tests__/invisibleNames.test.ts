import * as classService from '@/services/class';
import { endpoints } from '@/services/endpoints';
import * as gmSysService from '@/services/gmSys';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { RUNNING } from './consoleKit';
import { expectRefused } from './teachingKit';

/** One-line fields refuse invisible format characters and line separators, naming the field. */
const backend = useMockBackend();
const trainId = () => backend.store.db.trainings.find((t) => t.trainName === RUNNING)!.id;

describe('invisible characters in one-line names', () => {
  beforeEach(() => loginAs('teacher'));

  it.each([
    ['a left-to-right mark (U+200E)', '一\u200E班'],
    ['a right-to-left mark (U+200F)', '一\u200F班'],
    ['an Arabic letter mark (U+061C)', '一\u061C班'],
    ['a zero-width space (U+200B)', '一\u200B班'],
    ['a zero-width no-break space (U+FEFF)', '一\uFEFF班'],
    ['a tag character (U+E0041)', '一班\u{E0041}'],
  ])('refuses %s in a class name', async (_what, className) => {
    await expectRefused(backend, endpoints.class.save, { className }, 400, '班级名称不能包含不可见的格式字符');
  });

  it.each([
    ['a line separator (U+2028)', '一\u2028班'],
    ['a paragraph separator (U+2029)', '一\u2029班'],
  ])('refuses %s in a class name as a line break', async (_what, className) => {
    await expectRefused(backend, endpoints.class.save, { className }, 400, '班级名称不能包含换行或制表符');
  });

  it("names another one-line field by its own label, and leaves long texts' joiners alone", async () => {
    const params = { trainId: trainId(), title: '通\u200B知', content: '正文' };
    await expectRefused(backend, endpoints.gmSys.issuedAnnouncement, params, 400, '公告标题不能包含不可见的格式字符');
    // A long text is not one line: an emoji sequence's zero-width joiner stays.
    const family = '全家\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    const saved = (await gmSysService.issuedAnnouncement({ trainId: trainId(), title: '通知', content: family }))?.data;
    expect(saved).toMatchObject({ title: '通知', content: family });
  });

  it('stores a clean name, and trims a byte-order mark at its edge like other white space', async () => {
    expect((await classService.save({ className: '五班' }))?.data).toMatchObject({ className: '五班' });
    expect((await classService.save({ className: '\uFEFF六班' }))?.data).toMatchObject({ className: '六班' });
    expect(backend.store.db.classes.filter((c) => /\p{Cf}/u.test(c.className))).toEqual([]);
  });
});
