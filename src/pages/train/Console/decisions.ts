import { display, formatNumber } from '@/utils/format';
import { type Option, optionsOf } from '@/utils/options';
import type { Dev, TeamState } from '@/features/console/teamState';

/** The decisions a team makes, the post that usually makes each, and the fields each needs. */
export const DECISIONS: { type: string; post: string; fields: string[] }[] = [
  { type: 'takeLoan', post: 'CFO', fields: ['kind', 'amount'] },
  { type: 'repayLoan', post: 'CFO', fields: ['loan'] },
  { type: 'discountReceivables', post: 'CFO', fields: ['amount'] },
  { type: 'startProduction', post: 'COO', fields: ['lineId', 'quantity'] },
  { type: 'buildLine', post: 'COO', fields: ['lineType', 'product'] },
  { type: 'convertLine', post: 'COO', fields: ['lineId', 'product'] },
  { type: 'sellLine', post: 'COO', fields: ['lineId'] },
  { type: 'orderMaterial', post: 'CPO', fields: ['material', 'quantity'] },
  { type: 'cancelMaterialOrder', post: 'CPO', fields: ['materialOrder'] },
  { type: 'deliverOrder', post: 'CMO', fields: ['orderId'] },
  { type: 'developMarket', post: 'CMO', fields: ['market'] },
  { type: 'developProduct', post: 'CEO', fields: ['product'] },
  { type: 'applyQualification', post: 'CEO', fields: ['qualification'] },
];

/** Every field a decision may have: cleared when the decision changes. */
export const DECISION_FIELDS = [
  'kind',
  'amount',
  'loan',
  'lineId',
  'quantity',
  'lineType',
  'product',
  'material',
  'materialOrder',
  'orderId',
  'market',
  'qualification',
];

/**
 * The options of each field, from the team's state. The team state is this project's call, so any
 * part of it may be absent: a list then offers nothing, a figure shows as "-".
 */
export function fieldOptions(
  team: TeamState,
  t: (id: string, v?: Record<string, string | number>) => string,
): Record<string, Option[]> {
  const devOptions = (list: Dev[] | undefined) =>
    optionsOf(
      list?.filter((d) => !d.done),
      (d) => d.code,
      (d) =>
        t('console.ops.devOption', {
          name: display(d.name),
          progress: display(d.progress),
          required: display(d.required),
        }),
    );
  return {
    kind: ['long', 'short'].map((k) => ({
      value: k,
      label: t(`console.ops.loan.${k}`, {
        available: formatNumber(team.loanLimits?.[k as 'long' | 'short']?.available),
      }),
    })),
    loan: optionsOf(
      [
        ...(team.longLoans ?? []).map((l) => ({ ...l, kind: 'long' })),
        ...(team.shortLoans ?? []).map((l) => ({ ...l, kind: 'short' })),
      ],
      (l) => (l.id === undefined ? undefined : `${l.kind}:${l.id}`),
      (l) =>
        t('console.ops.loanOption', {
          id: display(l.id),
          kind: t(`console.ops.kind.${l.kind}`),
          amount: formatNumber(l.amount),
        }),
    ),
    lineId: optionsOf(
      team.lines,
      (l) => l.id,
      (l) =>
        t('console.ops.lineOption', {
          id: display(l.id),
          type: display(l.typeName),
          product: display(l.product),
          status: l.status ? t(`console.ops.line.${l.status}`) : '-',
        }),
    ),
    lineType: optionsOf(
      team.options?.lineTypes,
      (l) => l.code,
      (l) =>
        t('console.ops.lineTypeOption', {
          name: display(l.name),
          price: formatNumber(l.price),
          capacity: display(l.capacity),
        }),
    ),
    product: optionsOf(
      team.productDevelopment,
      (p) => p.code,
      (p) => display(p.name),
    ),
    material: optionsOf(
      team.materials,
      (m) => m.code,
      (m) => t('console.ops.materialOption', { name: display(m.name), price: formatNumber(m.price) }),
    ),
    materialOrder: optionsOf(
      team.materialOrders,
      (o) => o.id,
      (o) => `${display(o.id)} · ${display(o.code)} × ${display(o.qty)}`,
    ),
    orderId: optionsOf(
      team.openOrders,
      (o) => o.id,
      (o) => `${display(o.id)} · ${display(o.product)} × ${display(o.quantity)}`,
    ),
    market: devOptions(team.markets),
    developProduct: devOptions(team.productDevelopment),
    qualification: devOptions(team.qualifications),
  };
}
