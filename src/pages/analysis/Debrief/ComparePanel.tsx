import { Table, Typography } from 'antd';
import type { DebriefGame } from '@/features/analysis/debrief';
import { formatNumber } from '@/utils/format';
import { useT } from '@/utils/hooks';
import styles from './index.less';
import { ahead, BETTER, FIGURES, type Figure, figureValue, formatPoints, formatShare } from './view';

/** The team shown and the team compared with it. */
export type ComparedTeams = [{ teamId: string; teamName: string }, { teamId: string; teamName: string }];

interface Row {
  figure: Figure;
  a: number | null;
  b: number | null;
}

type Translate = ReturnType<typeof useT>;

/** Figures counted in money (万元, named under the table); the others carry their unit in each cell. */
const MONEY: ReadonlySet<Figure> = new Set(['equity', 'cash', 'revenue', 'netIncome', 'advertising']);

/** A team's value of a figure with its unit: money as a number, a share as a percentage, a place, orders. */
export function comparedValue(t: Translate, figure: Figure, value: number | null): string {
  if (value === null) return '–';
  if (figure === 'share') return formatShare(value);
  if (figure === 'rank') return t('analysis.debrief.value.rank', { value: formatNumber(value) });
  if (figure === 'orders') return t('analysis.debrief.value.orders', { value: formatNumber(value) });
  return formatNumber(value);
}

/**
 * The shown team's difference from the other, with its unit: computed from the values as they are
 * and rounded once, a share's in percentage points. A place is said in words (ahead or behind),
 * since a lower place is the better one and a sign would read the wrong way.
 */
export function differenceText(t: Translate, figure: Figure, a: number | null, b: number | null): string {
  if (a === null || b === null) return '–';
  const d = a - b;
  if (figure === 'rank')
    return d === 0 ? '0' : t(`analysis.debrief.diff.${d < 0 ? 'ahead' : 'behind'}`, { value: Math.abs(d) });
  const value = figure === 'share' ? formatPoints(d) : formatNumber(Math.abs(d));
  // Zero once rounded is no difference, whatever sign it had.
  if (Number(value.replace(/,/g, '')) === 0) return '0';
  const sign = d > 0 ? '+' : '−';
  const unit = figure === 'share' ? 'points' : MONEY.has(figure) ? 'money' : 'orders';
  return t(`analysis.debrief.diff.${unit}`, { sign, value });
}

/**
 * Two teams side by side at the round: each figure, the difference, and the team ahead in bold
 * green. The difference is green where the shown team is better, red where it is worse, plain where
 * neither is better (advertising is money spent, not a result).
 */
export default function ComparePanel({
  game,
  index,
  teams,
}: {
  game: DebriefGame;
  index: number;
  teams: ComparedTeams;
}) {
  const t = useT();
  const [first, second] = teams;
  const rows: Row[] = FIGURES.map((figure) => ({
    figure,
    a: figureValue(game, first.teamId, index, figure),
    b: figureValue(game, second.teamId, index, figure),
  }));
  const cell = (row: Row, side: 0 | 1) => {
    const value = side === 0 ? row.a : row.b;
    const lead = ahead(row.figure, row.a, row.b) === side;
    return (
      <Typography.Text strong={lead} type={lead ? 'success' : undefined} data-ahead={lead || undefined}>
        {comparedValue(t, row.figure, value)}
      </Typography.Text>
    );
  };
  const difference = (row: Row) => {
    const text = differenceText(t, row.figure, row.a, row.b);
    const lead = ahead(row.figure, row.a, row.b);
    const type = text === '0' || lead === null ? undefined : lead === 0 ? 'success' : 'danger';
    return <Typography.Text type={type}>{text}</Typography.Text>;
  };
  const differs = (row: Row) => row.a !== null && row.b !== null && row.a !== row.b && BETTER[row.figure] !== null;
  return (
    <>
      <Table<Row>
        size="small"
        rowKey="figure"
        pagination={false}
        data-testid="debrief-compare"
        dataSource={rows}
        rowClassName={(row) => (differs(row) ? styles.differs : '')}
        columns={[
          {
            title: t('analysis.debrief.figure'),
            dataIndex: 'figure',
            render: (f: Figure) => t(`analysis.debrief.figure.${f}`),
          },
          { title: first.teamName, key: 'a', align: 'right', render: (_, row) => cell(row, 0) },
          { title: second.teamName, key: 'b', align: 'right', render: (_, row) => cell(row, 1) },
          {
            title: t('analysis.debrief.difference', { team: first.teamName, other: second.teamName }),
            key: 'd',
            align: 'right',
            render: (_, row) => difference(row),
          },
        ]}
      />
      <Typography.Text type="secondary">{t('analysis.debrief.moneyUnit')}</Typography.Text>
    </>
  );
}
