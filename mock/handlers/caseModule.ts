/** Case modules: the ordered steps of the case editor (model setting and case editing). */
import { CASE_MODULE_TYPES, MODULE_CONTENT_MAX, MODULE_NAME_MAX } from '../../src/domain/caseEditing';
import type { DbCaseModule } from '../db/authoring';
import { findCase, findEditableCase, stamp } from './authoringShared';
import { CODE, type Ctx, type FamilyResolvers, json, refuse, requireTeacher } from './kit';

function modulesOf(ctx: Ctx, caseId: string): DbCaseModule[] {
  return ctx.db.caseModules.filter((m) => m.caseId === caseId).sort((a, b) => a.sort - b.sort);
}

/** Problems of a module list, in Chinese (empty when the list is usable). */
function problemsOf(modules: Pick<DbCaseModule, 'moduleName' | 'enabled'>[]): string[] {
  const problems: string[] = [];
  if (!modules.some((m) => m.enabled === 1)) problems.push('至少需要启用一个案例模块');
  const names = modules.map((m) => m.moduleName);
  const duplicate = names.find((n, i) => names.indexOf(n) !== i);
  if (duplicate) problems.push(`模块名称“${duplicate}”重复`);
  return problems;
}

interface ModuleInput {
  id?: unknown;
  moduleName?: unknown;
  sort?: unknown;
  enabled?: unknown;
  content?: unknown;
}

export const caseModuleResolvers: FamilyResolvers<'caseModule'> = {
  list(ctx) {
    return modulesOf(ctx, findCase(ctx, ctx.params.caseId).id);
  },

  check(ctx) {
    const target = findCase(ctx, ctx.params.caseId);
    const problems = problemsOf(modulesOf(ctx, target.id));
    return { caseId: target.id, passed: problems.length === 0, problems };
  },

  /**
   * Saves the whole list (names, order, enabled, guidance text). The list must hold exactly the
   * case's modules: steps are renamed, reordered and switched on or off, never added or removed.
   */
  save(ctx) {
    requireTeacher(ctx);
    const target = findEditableCase(ctx, ctx.params.caseId);
    const input = json<ModuleInput[]>(ctx, 'caseModuleList', '案例模块列表');
    if (!Array.isArray(input)) refuse(CODE.badInput, '案例模块列表格式不正确');
    const current = modulesOf(ctx, target.id);
    if (input.length !== current.length) refuse(CODE.badInput, `案例模块列表必须包含全部 ${current.length} 个模块`);
    const seen = new Set<string>();
    const next = input.map((item, i) => {
      const existing = current.find((m) => m.id === String(item?.id ?? ''));
      if (!existing) refuse(CODE.notFound, `第 ${i + 1} 个案例模块不存在`);
      if (seen.has(existing.id)) refuse(CODE.badInput, `案例模块“${existing.moduleName}”重复出现`);
      seen.add(existing.id);
      const moduleName = String(item.moduleName ?? '').trim();
      if (!moduleName) refuse(CODE.badInput, `第 ${i + 1} 个模块的模块名称不能为空`);
      if (moduleName.length > MODULE_NAME_MAX)
        refuse(CODE.badInput, `模块名称“${moduleName}”不能超过 ${MODULE_NAME_MAX} 个字符`);
      const content = String(item.content ?? '').trim();
      if (content.length > MODULE_CONTENT_MAX)
        refuse(CODE.badInput, `模块“${moduleName}”的说明不能超过 ${MODULE_CONTENT_MAX} 个字符`);
      const enabled = Number(item.enabled);
      if (enabled !== 0 && enabled !== 1) refuse(CODE.badInput, `模块“${moduleName}”的启用状态只能是 0 或 1`);
      if (!CASE_MODULE_TYPES.includes(existing.moduleType)) refuse(CODE.badInput, `模块“${moduleName}”的类型不正确`);
      return { ...existing, moduleName, content, enabled, sort: i + 1 };
    });
    const problems = problemsOf(next);
    if (problems.length) refuse(CODE.badInput, problems[0]);
    ctx.db.caseModules = [...ctx.db.caseModules.filter((m) => m.caseId !== target.id), ...next];
    target.updateTime = stamp(ctx);
    return next;
  },
};
