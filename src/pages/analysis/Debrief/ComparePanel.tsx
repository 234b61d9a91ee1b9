import { Table, Typography } from 'antd';
import type { DebriefGame } from '@/features/analysis/debrief';
import { formatNumber, formatPercent } from '@/utils/format';
import { useT } from '@/utils/hooks';
import styles from './index.less';
import { ahead, FIGURES, type Figure, figureValue, formatFigure } from './view';

/** The team shown and the team compared with it. */
export type ComparedTeams = [{ teamId: string; teamName: string }, { teamId: string; teamName: string }];

interface Row {
  figure: Figure;
  a: number | null;
  b: number | null;
}

/** Two teams side by side at the round: each figure, the difference, and the team ahead in bold green. */
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
        {formatFigure(row.figure, value)}
      </Typography.Text>
    );
  };
  const difference = (row: Row) => {
    if (row.a === null || row.b === null) return '–';
    const d = row.a - row.b;
    if (d === 0) return '0';
    const text = row.figure === 'share' ? formatPercent(Math.abs(d)) : formatNumber(Math.abs(d));
    return `${d > 0 ? '+' : '−'}${text}`;
  };
  return (
    <Table<Row>
      size="small"
      rowKey="figure"
      pagination={false}
      data-testid="debrief-compare"
      dataSource={rows}
      rowClassName={(row) => (ahead(row.figure, row.a, row.b) === null ? '' : styles.differs)}
      columns={[
        {
          title: t('analysis.debrief.figure'),
          dataIndex: 'figure',
          render: (f: Figure) => t(`analysis.debrief.figure.${f}`),
        },
        { title: first.teamName, key: 'a', align: 'right', render: (_, row) => cell(row, 0) },
        { title: second.teamName, key: 'b', align: 'right', render: (_, row) => cell(row, 1) },
        { title: t('analysis.debrief.difference'), key: 'd', align: 'right', render: (_, row) => difference(row) },
      ]}
    />
  );
}
