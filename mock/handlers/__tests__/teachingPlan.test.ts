// Node's File: jsdom's is not a Blob of the fetch in use, so it would not be sent as a file.
import { File as NodeFile } from 'node:buffer';
import { endpoints } from '@/services/endpoints';
import * as planService from '@/services/teachingPlan';
import { loginAs, useMockBackend } from '../../../tests/utils/mockServer';
import { expectRefused, lastRequest } from './teachingKit';

const backend = useMockBackend();
const e = endpoints.teachingPlan;
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const ZIP = [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00];
const fileOf = (name: string, head: number[], size = head.length, type = '') => {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new NodeFile([bytes], name, { type }) as unknown as File;
};

describe('teaching plan family', () => {
  it('uploads a plan as multipart, then lists it first with its file metadata and uploader', async () => {
    await loginAs('teacher');
    const created = (
      await planService.upload({
        file: fileOf('实训安排.pdf', PDF, 2048, 'application/pdf'),
        remark: '第一周',
      })
    )?.data;
    const sent = lastRequest(backend);
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/sworld/teachingplan/upload');
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body).toContain('name="file"; filename="实训安排.pdf"');
    expect(sent.body).toContain('name="remark"\r\n\r\n第一周');
    expect(created).toMatchObject({
      planName: '实训安排',
      fileName: '实训安排.pdf',
      fileSize: 2048,
      fileType: 'pdf',
      uploaderName: '王老师',
      remark: '第一周',
    });

    const page = await planService.list({ current: 1, size: 2 });
    expect(lastRequest(backend).url.search).toBe('?current=1&size=2');
    expect(page!.total).toBe(4);
    expect(page!.records[0].id).toBe(created!.id);
  });

  it('shows a teacher only the plans they uploaded, filtered by keyword', async () => {
    await loginAs('teacher2');
    const page = await planService.list({ keyword: '进度' });
    expect(page!.records.map((p) => p.fileName)).toEqual(['实训进度安排表.xlsx']);
  });

  it('deletes an own plan', async () => {
    await loginAs('teacher');
    const plan = backend.store.db.teachingPlans.find((p) => p.uploaderName === '王老师')!;
    expect((await planService.remove({ id: plan.id }))?.data).toBeNull();
    expect(lastRequest(backend).body).toBe(`id=${plan.id}`);
    expect(backend.store.db.teachingPlans.some((p) => p.id === plan.id)).toBe(false);
  });

  it.each([
    ['no file', {}, 400, '请选择要上传的教学计划文件'],
    [
      'a wrong type',
      { file: fileOf('notes.txt', [0x61, 0x62]) },
      400,
      '教学计划文件格式不正确，仅支持 .pdf、.doc、.docx、.ppt、.pptx、.xls、.xlsx',
    ],
    ['an empty file', { file: new NodeFile([], 'empty.pdf') }, 400, '教学计划文件是空文件'],
    ['a file over 20 MB', { file: fileOf('big.pdf', PDF, 20 * 1024 * 1024 + 1) }, 400, '教学计划文件不能超过 20 MB'],
    ['a malformed pdf', { file: fileOf('fake.pdf', ZIP, 64) }, 400, '教学计划文件内容与扩展名 .pdf 不符'],
    ['a malformed docx', { file: fileOf('fake.docx', PDF, 64) }, 400, '教学计划文件内容与扩展名 .docx 不符'],
    [
      'an oversize plan name',
      { file: fileOf('ok.pdf', PDF, 64), planName: '计'.repeat(101) },
      400,
      '计划名称长度不能超过 100 个字符',
    ],
    [
      'an oversize remark',
      { file: fileOf('ok.pdf', PDF, 64), remark: 'x'.repeat(201) },
      400,
      '备注长度不能超过 200 个字符',
    ],
    [
      'a duplicate plan name',
      { file: fileOf('ok.pdf', PDF, 64), planName: '企业经营沙盘课程大纲' },
      409,
      '计划名称“企业经营沙盘课程大纲”已存在',
    ],
  ])('refuses %s', async (_, params, code, msg) => {
    await loginAs('teacher');
    await expectRefused(backend, e.upload, params as Record<string, unknown>, code as number, msg as string);
  });

  it('refuses unknown ids, other teachers’ plans and students', async () => {
    await loginAs('teacher');
    const other = backend.store.db.teachingPlans.find((p) => p.uploaderName === '李老师')!;
    await expectRefused(backend, e.remove, { id: '9999' }, 404, '教学计划不存在');
    await expectRefused(backend, e.remove, { id: other.id }, 403, '只能删除自己上传的教学计划');
    await loginAs('student');
    await expectRefused(backend, e.list, {}, 403, '仅教师');
    await expectRefused(backend, e.upload, { file: fileOf('ok.pdf', PDF, 64) }, 403, '仅教师');
  });
});
