import { ROLE } from '../../src/constants';
import type { DbTeachingPlan } from '../db/teaching';
import {
  CODE,
  type Ctx,
  type FamilyResolvers,
  file,
  find,
  formatTime,
  page,
  paging,
  refuse,
  requireTeacher,
  text,
} from './kit';
import { teachingDb } from './teachingShared';

/** Teaching plan files: office documents and PDFs up to 20 MB. */
export const PLAN_EXTENSIONS = ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx'] as const;
export const PLAN_MAX_BYTES = 20 * 1024 * 1024;

/** The first bytes each kind of file starts with: PDF, OOXML (a zip), legacy Office (OLE2). */
const SIGNATURES: Record<string, number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46],
  docx: [0x50, 0x4b, 0x03, 0x04],
  pptx: [0x50, 0x4b, 0x03, 0x04],
  xlsx: [0x50, 0x4b, 0x03, 0x04],
  doc: [0xd0, 0xcf, 0x11, 0xe0],
  ppt: [0xd0, 0xcf, 0x11, 0xe0],
  xls: [0xd0, 0xcf, 0x11, 0xe0],
};

async function checkContent(upload: File, extension: string) {
  const head = new Uint8Array(await upload.slice(0, 4).arrayBuffer());
  const expected = SIGNATURES[extension];
  if (!expected.every((byte, i) => head[i] === byte)) {
    refuse(CODE.badInput, `教学计划文件内容与扩展名 .${extension} 不符，文件可能已损坏`);
  }
}

/** Teachers see and delete the plans they uploaded; administrators all. */
function mine(ctx: Ctx, plan: DbTeachingPlan): boolean {
  return ctx.user!.userType === ROLE.admin || plan.uploaderId === ctx.user!.id;
}

export const teachingPlanResolvers: FamilyResolvers<'teachingPlan'> = {
  async upload(ctx) {
    requireTeacher(ctx);
    const upload = file(ctx, 'file', '教学计划文件', {
      extensions: PLAN_EXTENSIONS.map((e) => `.${e}`),
      maxBytes: PLAN_MAX_BYTES,
    });
    const fileName = upload.name.trim();
    if (fileName.length > 200) refuse(CODE.badInput, '教学计划文件名长度不能超过 200 个字符');
    const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
    await checkContent(upload, extension);
    const planName =
      text(ctx, 'planName', '计划名称', { required: false, max: 100 }) ||
      (fileName.slice(0, fileName.lastIndexOf('.')) || fileName).slice(0, 100);
    const remark = text(ctx, 'remark', '备注', { required: false, max: 200 });
    const db = teachingDb(ctx);
    if (db.teachingPlans.some((p) => p.uploaderId === ctx.user!.id && p.planName === planName)) {
      refuse(CODE.conflict, `计划名称“${planName}”已存在`);
    }
    const created: DbTeachingPlan = {
      id: ctx.store.nextId(),
      planName,
      fileName,
      fileSize: upload.size,
      fileType: extension,
      uploaderId: ctx.user!.id,
      uploaderName: ctx.user!.userName,
      remark,
      createTime: formatTime(ctx.now),
    };
    db.teachingPlans.unshift(created);
    return created;
  },
  list(ctx) {
    requireTeacher(ctx);
    const keyword = text(ctx, 'keyword', '关键字', { required: false });
    const rows = teachingDb(ctx)
      .teachingPlans.filter((p) => mine(ctx, p))
      .filter((p) => !keyword || p.planName.includes(keyword) || p.fileName.includes(keyword));
    return page(rows, paging(ctx));
  },
  remove(ctx) {
    requireTeacher(ctx);
    const db = teachingDb(ctx);
    const plan = find(db.teachingPlans, ctx.params.id?.trim(), '教学计划');
    if (!mine(ctx, plan)) refuse(CODE.forbidden, '无权限：只能删除自己上传的教学计划');
    db.teachingPlans = db.teachingPlans.filter((p) => p.id !== plan.id);
    return null;
  },
};
