/** Cases: lists, save, delete, check, import (three variants), pictures and timelines. */
import {
  type CaseVariant,
  type DbCase,
  type DbCasePicture,
  type DbTimeline,
  LICENSE_HOST,
  RULE_TYPE,
  SAND_TABLE_OF_VARIANT,
  STE_COLLECTION,
} from '../db/authoring';
import { defaultCaseModules, defaultSteRows } from '../db/authoringSeed';
import { validateRule } from '../engine/rules';
import { readSheetOrRefuse, refuseRows, type RowError, SHEET_EXTENSIONS } from '../files';
import {
  canSeeCase,
  canSeeRule,
  caseRecord,
  checkCaseCode,
  findCase,
  findEditableCase,
  findRule,
  isAdmin,
  refuseIfTrained,
  removeCases,
  ruleRecord,
  sandTableOf,
  stamp,
  variantOf,
} from './authoringShared';
import { CODE, type Ctx, type FamilyResolvers, file, oneOf, page, paging, refuse, requireTeacher, text } from './kit';
import type { SteFamily } from '../../src/domain/caseEditing';
import { ROUNDS_PER_YEAR } from '../../src/constants';

const PICTURE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};
const PICTURE_MAX_BYTES = 512 * 1024;
const CASE_IMPORT_COLUMNS = ['案例编码', '案例名称'];
const TIMELINE_COLUMNS = ['轮次', '标题', '内容'];
const MAX_TIMELINE_ROUND = 40;

function visibleCases(ctx: Ctx) {
  return ctx.db.cases.filter((c) => canSeeCase(ctx, c));
}

/** The preset rule the variant's standard case plays, or any preset: the default rule of a new case. */
function defaultRuleId(ctx: Ctx, sandTableId: string): string {
  const standard = ctx.db.cases.find((c) => c.standard === 1 && c.sandTableId === sandTableId && c.ruleId);
  if (standard) return standard.ruleId;
  return ctx.db.rules.find((r) => r.ruleType === RULE_TYPE.preset)?.id ?? '';
}

/** A new case with its default modules and fixed edit-case rows. */
function newCase(
  ctx: Ctx,
  fields: Pick<DbCase, 'caseCode' | 'caseName' | 'description' | 'ruleId' | 'licenseUrl'> & Partial<DbCase>,
): DbCase {
  const now = stamp(ctx);
  const sandTableId = fields.sandTableId ?? sandTableOf(ctx);
  const row: DbCase = {
    id: ctx.store.nextId(),
    isTemplate: 0,
    standard: isAdmin(ctx) ? 1 : 0,
    variant: variantOf(ctx),
    sandTableId,
    ownerId: isAdmin(ctx) ? '' : ctx.user!.id,
    createTime: now,
    updateTime: now,
    ...fields,
    ruleId: fields.ruleId || defaultRuleId(ctx, sandTableId),
    licenseUrl: fields.licenseUrl || `${LICENSE_HOST}/case/${fields.caseCode}`,
  };
  const next = () => ctx.store.nextId();
  ctx.db.cases.push(row);
  ctx.db.caseModules.push(...defaultCaseModules(row.id, next));
  const fixed = defaultSteRows(row.id, next);
  (Object.keys(fixed) as SteFamily[]).forEach((family) =>
    ctx.db[STE_COLLECTION[family]].push(...(fixed[family] ?? [])),
  );
  return row;
}

function licenseUrl(ctx: Ctx): string {
  const value = text(ctx, 'licenseUrl', '授权地址', { required: false, max: 300 });
  if (value && !/^https?:\/\/\S+$/.test(value)) refuse(CODE.badInput, '授权地址必须以 http:// 或 https:// 开头');
  return value;
}

/** The default rule chosen for a case: a rule the caller can see, linked to that case or a preset. */
function chosenRuleId(ctx: Ctx, caseId: string | null): string {
  const id = (ctx.params.ruleId ?? '').trim();
  if (!id) return '';
  const rule = findRule(ctx, id);
  if (rule.ruleType !== RULE_TYPE.preset && rule.caseId !== caseId)
    refuse(CODE.badInput, '默认规则必须是预设规则或本案例的规则');
  return rule.id;
}

/** The import of one variant: its path names the sandbox (/sworld/, /sworldgz/, /sworldrelease/). */
const importCases = (variant: CaseVariant) => async (ctx: Ctx) => {
  requireTeacher(ctx);
  const upload = file(ctx, 'file', '案例文件', { extensions: SHEET_EXTENSIONS });
  const sheet = await readSheetOrRefuse(upload, CASE_IMPORT_COLUMNS);
  const errors: RowError[] = [];
  const seen = new Set<string>();
  const presets = ctx.db.rules.filter((r) => r.ruleType === RULE_TYPE.preset);
  const drafts = sheet.rows.map((row, i) => {
    const line = sheet.rowNumbers[i];
    const caseCode = row.案例编码;
    const caseName = row.案例名称;
    const description = row.案例说明 ?? '';
    const ruleText = row.默认规则 ?? '';
    if (!/^[A-Za-z0-9_-]{2,32}$/.test(caseCode))
      errors.push({ row: line, field: '案例编码', msg: '案例编码只能包含 2 到 32 位字母、数字、“-”或“_”' });
    else if (seen.has(caseCode.toLowerCase()))
      errors.push({ row: line, field: '案例编码', msg: `案例编码“${caseCode}”在文件中重复` });
    else if (ctx.db.cases.some((c) => c.caseCode.toLowerCase() === caseCode.toLowerCase()))
      errors.push({ row: line, field: '案例编码', msg: `案例编码“${caseCode}”已存在` });
    seen.add(caseCode.toLowerCase());
    if (!caseName) errors.push({ row: line, field: '案例名称', msg: '案例名称不能为空' });
    else if (caseName.length > 50) errors.push({ row: line, field: '案例名称', msg: '案例名称不能超过 50 个字符' });
    if (description.length > 500) errors.push({ row: line, field: '案例说明', msg: '案例说明不能超过 500 个字符' });
    const rule = ruleText ? presets.find((r) => r.params.code === ruleText || r.ruleName === ruleText) : undefined;
    if (ruleText && !rule) errors.push({ row: line, field: '默认规则', msg: `预设规则“${ruleText}”不存在` });
    return { caseCode, caseName, description, ruleId: rule?.id ?? '' };
  });
  if (errors.length) refuseRows(errors);
  const created = drafts.map((d) =>
    newCase(ctx, { ...d, licenseUrl: '', variant, sandTableId: SAND_TABLE_OF_VARIANT[variant] }),
  );
  return { imported: created.length, errors: [], records: created.map((c) => caseRecord(ctx, c)) };
};

/** What keeps a case from being played, in Chinese (empty when it is ready). */
export function caseProblems(ctx: Ctx, target: DbCase): string[] {
  const problems: string[] = [];
  const modules = ctx.db.caseModules.filter((m) => m.caseId === target.id);
  if (!modules.some((m) => m.enabled === 1)) problems.push('至少需要启用一个案例模块');
  const rule = ctx.db.rules.find((r) => r.id === target.ruleId);
  if (!rule) problems.push('案例没有默认规则');
  else {
    const invalid = validateRule(rule.params);
    if (invalid) problems.push(`默认规则“${rule.ruleName}”有误：${invalid}`);
  }
  const scores = ctx.db.steScore.filter((s) => s.caseId === target.id);
  const total = scores.reduce((sum, s) => sum + Number(s.weight), 0);
  if (scores.length && total !== 100) problems.push(`评分设置的权重合计为 ${total}，应为 100`);
  if (!ctx.db.steOrganization.some((o) => o.caseId === target.id)) problems.push('组织架构中至少需要一个岗位');
  return problems;
}

function timeList(ctx: Ctx, caseId: string) {
  const events = ctx.db.caseTimelines.filter((t) => t.caseId === caseId);
  const last = Math.max(ROUNDS_PER_YEAR, ...events.map((e) => e.round));
  const rounds = Math.ceil(last / ROUNDS_PER_YEAR) * ROUNDS_PER_YEAR;
  return Array.from({ length: rounds }, (_, i) => {
    const round = i + 1;
    const quarter = round % ROUNDS_PER_YEAR || ROUNDS_PER_YEAR;
    return {
      round,
      year: Math.ceil(round / ROUNDS_PER_YEAR),
      quarter,
      count: events.filter((e) => e.round === round).length,
    };
  });
}

export const caseResolvers: FamilyResolvers<'case'> = {
  list(ctx) {
    const name = text(ctx, 'caseName', '案例名称', { required: false });
    const sandTableId = oneOf(ctx, 'sandTableId', '沙盘版本', ['1', '2', '3', ''], '');
    const standard = oneOf(ctx, 'standard', '标准案例', ['0', '1', ''], '');
    const caseId = (ctx.params.caseId ?? '').trim();
    const rows = visibleCases(ctx).filter(
      (c) =>
        c.isTemplate === 0 &&
        (!name || c.caseName.includes(name) || c.caseCode.includes(name)) &&
        (!sandTableId || c.sandTableId === sandTableId) &&
        (!standard || String(c.standard) === standard) &&
        (!caseId || c.id === caseId),
    );
    const sorted = [...rows].sort((a, b) => b.standard - a.standard || Number(b.id) - Number(a.id));
    return page(
      sorted.map((c) => caseRecord(ctx, c)),
      paging(ctx),
    );
  },

  add(ctx) {
    requireTeacher(ctx);
    const id = (ctx.params.id ?? '').trim();
    const existing = id ? findEditableCase(ctx, id) : null;
    const caseCode = text(ctx, 'caseCode', '案例编码', { max: 32 });
    const caseName = text(ctx, 'caseName', '案例名称', { max: 50 });
    const description = text(ctx, 'description', '案例说明', { required: false, max: 500 });
    const url = licenseUrl(ctx);
    checkCaseCode(ctx.db, caseCode, existing?.id);
    const ruleId = chosenRuleId(ctx, existing?.id ?? null);
    if (existing) {
      const codeChanged = existing.caseCode !== caseCode;
      if (codeChanged)
        ctx.db.casePictures.filter((p) => p.caseCode === existing.caseCode).forEach((p) => (p.caseCode = caseCode));
      Object.assign(existing, { caseCode, caseName, description, updateTime: stamp(ctx) });
      if (ruleId) existing.ruleId = ruleId;
      if (url) existing.licenseUrl = url;
      return caseRecord(ctx, existing);
    }
    return caseRecord(ctx, newCase(ctx, { caseCode, caseName, description, ruleId, licenseUrl: url }));
  },

  remove(ctx) {
    requireTeacher(ctx);
    const target = findEditableCase(ctx, ctx.params.id);
    if (target.isTemplate === 1) {
      const built = ctx.db.steCase.filter((s) => s.templateCaseId === target.id);
      if (built.length)
        refuse(CODE.conflict, `模板“${target.caseName}”已被 ${built.length} 个开发中的案例使用，不能删除`);
    }
    refuseIfTrained(ctx, { caseId: target.id }, `案例“${target.caseName}”`);
    removeCases(ctx.db, [target.id]);
    return true;
  },

  check(ctx) {
    const target = findCase(ctx, ctx.params.id ?? ctx.params.caseId);
    const problems = caseProblems(ctx, target);
    return { caseId: target.id, passed: problems.length === 0, problems };
  },

  ruleList(ctx) {
    const target = findCase(ctx, ctx.params.caseId);
    const presets = ctx.params.withPreset === '1';
    return ctx.db.rules
      .filter((r) => r.caseId === target.id || (presets && r.ruleType === RULE_TYPE.preset))
      .filter((r) => canSeeRule(ctx, r))
      .map((r) => ruleRecord(ctx, r));
  },

  timeLine(ctx) {
    const target = findCase(ctx, ctx.params.caseId);
    return ctx.db.caseTimelines
      .filter((t) => t.caseId === target.id)
      .sort((a, b) => a.round - b.round || Number(a.id) - Number(b.id));
  },

  getTimeLineList(ctx) {
    return timeList(ctx, findCase(ctx, ctx.params.caseId).id);
  },

  async timeLineUpload(ctx) {
    requireTeacher(ctx);
    const target = findEditableCase(ctx, ctx.params.caseId);
    const upload = file(ctx, 'file', '时间轴文件', { extensions: SHEET_EXTENSIONS });
    const sheet = await readSheetOrRefuse(upload, TIMELINE_COLUMNS);
    const errors: RowError[] = [];
    const events = sheet.rows.map((row, i): DbTimeline => {
      const line = sheet.rowNumbers[i];
      const round = Number(row.轮次);
      if (!/^\d+$/.test(row.轮次) || round < 1 || round > MAX_TIMELINE_ROUND)
        errors.push({ row: line, field: '轮次', msg: `轮次必须是 1 到 ${MAX_TIMELINE_ROUND} 之间的整数` });
      if (!row.标题) errors.push({ row: line, field: '标题', msg: '标题不能为空' });
      else if (row.标题.length > 30) errors.push({ row: line, field: '标题', msg: '标题不能超过 30 个字符' });
      if (row.内容.length > 300) errors.push({ row: line, field: '内容', msg: '内容不能超过 300 个字符' });
      return { id: '', caseId: target.id, round, title: row.标题, content: row.内容 };
    });
    if (errors.length) refuseRows(errors);
    events.forEach((e) => (e.id = ctx.store.nextId()));
    ctx.db.caseTimelines = [...ctx.db.caseTimelines.filter((t) => t.caseId !== target.id), ...events];
    target.updateTime = stamp(ctx);
    return { imported: events.length, errors: [] };
  },

  getBaseTemplate(ctx) {
    return ctx.db.cases.filter((c) => c.isTemplate === 1).map((c) => caseRecord(ctx, c));
  },

  combobox(ctx) {
    const cases = visibleCases(ctx).filter((c) => c.isTemplate === 0);
    const chosen = ctx.params.caseId ? findCase(ctx, ctx.params.caseId) : cases[0];
    return {
      cases: cases.map((c) => ({
        id: c.id,
        caseCode: c.caseCode,
        caseName: c.caseName,
        sandTableId: c.sandTableId,
        ruleId: c.ruleId,
      })),
      url: chosen?.licenseUrl ?? '',
    };
  },

  importCase: importCases(''),
  importCaseRelease: importCases('release'),
  importCaseGz: importCases('gz'),

  async pictureImport(ctx) {
    requireTeacher(ctx);
    const caseCode = text(ctx, 'caseCode', '案例编码');
    const target = ctx.db.cases.find((c) => c.caseCode === caseCode && canSeeCase(ctx, c));
    if (!target) refuse(CODE.notFound, '案例不存在');
    findEditableCase(ctx, target.id);
    const upload = file(ctx, 'file', '案例图片', {
      extensions: Object.keys(PICTURE_TYPES),
      maxBytes: PICTURE_MAX_BYTES,
    });
    const name = upload.name.slice(0, 100);
    if (ctx.db.casePictures.some((p) => p.caseCode === caseCode && p.name === name))
      refuse(CODE.conflict, `图片“${name}”已存在`);
    const bytes = new Uint8Array(await upload.arrayBuffer());
    const ext = Object.keys(PICTURE_TYPES).find((e) => name.toLowerCase().endsWith(e))!;
    if (!looksLikeImage(bytes, ext)) refuse(CODE.badInput, '案例图片的内容与文件类型不符');
    let binary = '';
    bytes.forEach((b) => {
      binary += String.fromCharCode(b);
    });
    const picture: DbCasePicture = {
      id: ctx.store.nextId(),
      caseCode,
      name,
      url: `data:${PICTURE_TYPES[ext]};base64,${btoa(binary)}`,
      size: bytes.length,
      createTime: stamp(ctx),
    };
    ctx.db.casePictures.push(picture);
    return picture;
  },

  pictureList(ctx) {
    const caseCode = text(ctx, 'caseCode', '案例编码');
    if (!ctx.db.cases.some((c) => c.caseCode === caseCode && canSeeCase(ctx, c))) refuse(CODE.notFound, '案例不存在');
    return ctx.db.casePictures.filter((p) => p.caseCode === caseCode);
  },
};

/** The first bytes of each image type (SVG: text starting with '<'). */
function looksLikeImage(bytes: Uint8Array, ext: string): boolean {
  const starts = (magic: number[]) => magic.every((b, i) => bytes[i] === b);
  switch (ext) {
    case '.png':
      return starts([0x89, 0x50, 0x4e, 0x47]);
    case '.jpg':
    case '.jpeg':
      return starts([0xff, 0xd8, 0xff]);
    case '.gif':
      return starts([0x47, 0x49, 0x46]);
    case '.webp':
      return starts([0x52, 0x49, 0x46, 0x46]);
    default: {
      const head = new TextDecoder()
        .decode(bytes.slice(0, 200))
        .replace(/^\uFEFF/, '')
        .trimStart();
      return head.startsWith('<');
    }
  }
}
