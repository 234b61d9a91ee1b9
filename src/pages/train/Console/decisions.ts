import { formatNumber } from '@/utils/format';
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

/** The options of each field, from the team's state. */
export function fieldOptions(
  team: TeamState,
  t: (id: string, v?: Record<string, string | number>) => string,
): Record<string, { value: string; label: string }[]> {
  const devOptions = (list: Dev[]) =>
    list
      .filter((d) => !d.done)
      .map((d) => ({
        value: d.code,
        label: t('console.ops.devOption', { name: d.name, progress: d.progress, required: d.required }),
      }));
  return {
    kind: ['long', 'short'].map((k) => ({
      value: k,
      label: t(`console.ops.loan.${k}`, { available: formatNumber(team.loanLimits[k as 'long' | 'short'].available) }),
    })),
    loan: [
      ...team.longLoans.map((l) => ({ ...l, kind: 'long' })),
      ...team.shortLoans.map((l) => ({ ...l, kind: 'short' })),
    ].map((l) => ({
      value: `${l.kind}:${l.id}`,
      label: t('console.ops.loanOption', {
        id: l.id,
        kind: t(`console.ops.kind.${l.kind}`),
        amount: formatNumber(l.amount),
      }),
    })),
    lineId: team.lines.map((l) => ({
      value: l.id,
      label: t('console.ops.lineOption', {
        id: l.id,
        type: l.typeName,
        product: l.product,
        status: t(`console.ops.line.${l.status}`),
      }),
    })),
    lineType: team.options.lineTypes.map((l) => ({
      value: l.code,
      label: t('console.ops.lineTypeOption', { name: l.name, price: formatNumber(l.price), capacity: l.capacity }),
    })),
    product: team.productDevelopment.map((p) => ({ value: p.code, label: p.name })),
    material: team.materials.map((m) => ({
      value: m.code,
      label: t('console.ops.materialOption', { name: m.name, price: formatNumber(m.price) }),
    })),
    materialOrder: team.materialOrders.map((o) => ({ value: o.id, label: `${o.id} · ${o.code} × ${o.qty}` })),
    orderId: team.openOrders.map((o) => ({ value: o.id, label: `${o.id} · ${o.product} × ${o.quantity}` })),
    market: devOptions(team.markets),
    developProduct: devOptions(team.productDevelopment),
    qualification: devOptions(team.qualifications),
  };
}
