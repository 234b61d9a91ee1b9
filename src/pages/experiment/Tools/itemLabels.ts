import type { useIntl } from '@umijs/max';
import type { ProjectList } from '@/services/project';
import type { TeamDesk } from '@/services/experiment';
import type { Row } from '@/services/contract';
import { display, formatNumber, idText } from '@/utils/format';
import { type Option, optionsOf } from '@/utils/options';
import type { ToolDecision, ToolItem } from '@/domain/toolTypes';

/** What a decision item's `one` points at, in words (a line, a material, a loan kind...). */
export interface DecisionSources {
  desk?: TeamDesk;
  project?: ProjectList;
}

export type Translate = (id: string, values?: Record<string, string | number>) => string;

export function translator(intl: ReturnType<typeof useIntl>): Translate {
  return (id, values) => intl.formatMessage({ id }, values);
}

type Line = Row<TeamDesk['lines']>;
type OpenOrder = Row<TeamDesk['openOrders']>;

export function lineLabel(t: Translate, line: Line): string {
  return t('experiment.tools.line.option', {
    id: display(line.id),
    type: display(line.typeName),
    product: display(line.product),
    capacity: formatNumber(line.capacity),
  });
}

export function orderLabel(t: Translate, order: OpenOrder): string {
  return t('experiment.tools.order.option', {
    id: display(order.id),
    product: display(order.product),
    quantity: formatNumber(order.quantity),
    price: formatNumber(order.totalPrice),
  });
}

/** Development targets of the desk (markets, products, qualifications); by default only those not yet done. */
export function developmentTargets(t: Translate, desk?: TeamDesk, openOnly = true): Option[] {
  if (!desk) return [];
  const pick = (list: TeamDesk['markets'], key: string) =>
    optionsOf(
      list?.filter((x) => !openOnly || (!x.done && (x.required ?? 0) > 0)),
      (x) => x.code,
      (x) => t(key, { name: display(x.name) }),
    );
  return [
    ...pick(desk.markets, 'experiment.tools.target.market'),
    ...pick(desk.productDevelopment, 'experiment.tools.target.product'),
    ...pick(desk.qualifications, 'experiment.tools.target.qualification'),
  ];
}

/** The main value of an item as the user reads it. */
export function itemMain(
  t: Translate,
  decision: ToolDecision | null,
  item: ToolItem,
  sources: DecisionSources,
): string {
  const { desk, project } = sources;
  switch (decision) {
    case 'production': {
      const line = desk?.lines?.find((l) => idText(l.id) === item.one);
      return line ? lineLabel(t, line) : item.one;
    }
    case 'purchase':
      return project?.materialList.find((m) => m.code === item.one)?.name ?? item.one;
    case 'financing':
      return item.one === 'long' || item.one === 'short' ? t(`experiment.tools.loan.${item.one}`) : item.one;
    case 'development':
      return developmentTargets(t, desk, false).find((x) => x.value === item.one)?.label ?? item.one;
    case 'delivery': {
      const order = desk?.openOrders?.find((o) => idText(o.id) === item.one);
      return order ? orderLabel(t, order) : item.one;
    }
    default:
      return item.one;
  }
}

/** One line summing up an item: its main value, quantity or amount, remark. */
export function itemText(
  t: Translate,
  decision: ToolDecision | null,
  item: ToolItem,
  sources: DecisionSources,
): string {
  const parts = [itemMain(t, decision, item, sources)];
  if (item.two)
    parts.push(
      decision === 'financing'
        ? t('train.shared.wan', { value: formatNumber(item.two) })
        : `× ${formatNumber(item.two)}`,
    );
  if (item.three) parts.push(item.three);
  return parts.join('　');
}
