import type { EChartsOption } from 'echarts';

/** The height a one-line legend takes below the plot. */
export const LEGEND_ROW_PX = 28;
/** The plot's top margin once the legend has left it: room for an axis name. */
const TOP_PX = 28;

type Box = { top?: unknown; bottom?: unknown };
const many = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const px = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/**
 * A chart's option as a phone draws it: the legend below the plot, on one line that scrolls (a
 * legend over a narrow plot wraps onto several lines and eats it), the plot's top margin given back
 * and its foot (and a zoom bar's) raised by the legend's row. An option without a legend is left
 * as it is, as is a legend already at the foot.
 */
export function phoneOption(option: EChartsOption): EChartsOption {
  const legends = many(option.legend as Box | Box[] | undefined);
  if (!legends.length || legends.every((l) => l.bottom !== undefined && l.top === undefined)) return option;
  const below = legends.map((l) => ({
    ...l,
    type: 'scroll' as const,
    orient: 'horizontal' as const,
    top: undefined,
    bottom: 0,
    left: 'center',
    right: undefined,
  }));
  const grids = many(option.grid as Box | Box[] | undefined).map((g) => ({
    ...g,
    top: typeof g.top === 'number' ? Math.min(g.top, TOP_PX) : g.top,
    bottom: px(g.bottom, 8) + LEGEND_ROW_PX,
  }));
  const zooms = many(option.dataZoom as (Box & { type?: string }) | (Box & { type?: string })[] | undefined).map((z) =>
    z.type === 'slider' ? { ...z, bottom: px(z.bottom, 0) + LEGEND_ROW_PX } : z,
  );
  return {
    ...option,
    legend: below,
    ...(option.grid === undefined ? {} : { grid: grids }),
    ...(option.dataZoom === undefined ? {} : { dataZoom: zooms }),
  } as EChartsOption;
}
