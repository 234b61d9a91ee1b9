/**
 * Import templates: a real .xlsx with the header row of each import and one example row. A rule
 * file may list only some parameters (the others come from the base rule), so the one-row rule
 * template imports as the standard rule with that one value changed.
 */
import { buildSheet, type SheetCell } from '../files';
import { type FamilyResolvers, oneOf } from './kit';
import { DEALER_ORDER_COLUMNS, RULE_FILE_COLUMNS } from './rule';

export const STUDENT_COLUMNS = ['登录账号', '姓名', '组号', '岗位编号'];

const TEMPLATES: Record<string, { fileName: string; header: string[]; example: SheetCell[] }> = {
  student: { fileName: '学生导入模板', header: STUDENT_COLUMNS, example: ['student01', '张三', 1, 1] },
  rule: {
    fileName: '规则导入模板',
    header: RULE_FILE_COLUMNS,
    example: ['base.managementFee', '基本参数', '管理费（每季）', 10, '万元'],
  },
  case: {
    fileName: '案例导入模板',
    header: ['案例编码', '案例名称', '案例说明', '默认规则'],
    example: ['CASE-001', '新能源汽车零部件企业', '一家生产电池组件的制造企业。', 'STANDARD'],
  },
  dealerOrder: {
    fileName: '经销商订单导入模板',
    header: DEALER_ORDER_COLUMNS,
    example: ['本地', 'P1产品', 2, 50, 3, 1],
  },
  timeline: {
    fileName: '时间轴导入模板',
    header: ['轮次', '标题', '内容'],
    example: [1, '公司成立', '股东注资到位，管理层开始组建团队。'],
  },
};

export const templateResolvers: FamilyResolvers<'template'> = {
  download(ctx) {
    const name = oneOf(ctx, 'name', '模板名称', Object.keys(TEMPLATES));
    const t = TEMPLATES[name];
    return buildSheet(t.fileName, t.header, [t.example]);
  },
};
