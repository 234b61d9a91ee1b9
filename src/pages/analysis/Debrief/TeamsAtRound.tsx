import { Button, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { memo } from 'react';
import type { DebriefGame, TeamAtRound } from '@/features/analysis/debrief';
import type { TeamOption } from '@/services/analysis';
import { formatNumber } from '@/utils/format';
import { useT } from '@/utils/hooks';
import { FIGURES, type Figure, figureValue, formatFigure } from './view';

/** A team's orders won and the special events of the round, under its row. */
function RoundDetail({ cell }: { cell: TeamAtRound }) {
  const t = useT();
  return (
    <div>
      {cell.orders.length ? (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {cell.orders.map((o) => (
            <li key={o.key}>
              {t('analysis.debrief.order', {
                count: formatNumber(o.count),
                product: o.productName,
                market: o.marketName,
                quantity: formatNumber(o.quantity),
                price: formatNumber(o.unitPrice),
                total: formatNumber(o.totalPrice),
              })}
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">{t('analysis.debrief.noOrders')}</Typography.Text>
      )}
      {cell.events.length > 0 && (
        <div style={{ marginTop: 4 }}>
          {cell.events.map((e) => (
            <Tag key={e.id} color="volcano">
              {t('analysis.debrief.event', { name: e.name, target: e.marketName || e.teamName || '' })}
            </Tag>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * Every team at the round: the figures of FIGURES, the orders won and the round's events under
 * each row. The team's name selects it (the team shown below); the shown and compared teams are marked.
 */
function TeamsAtRound({
  game,
  index,
  shown,
  compared,
  onShow,
}: {
  game: DebriefGame;
  index: number;
  shown?: string;
  compared?: string;
  onShow: (teamId: string) => void;
}) {
  const t = useT();
  const columns: TableColumnsType<TeamOption> = [
    {
      title: t('analysis.team'),
      dataIndex: 'teamName',
      fixed: 'left',
      render: (name: string, team) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onShow(team.teamId)}>
          {name}
          {team.teamId === shown && (
            <Tag color="blue" style={{ marginInlineStart: 6 }}>
              {t('analysis.debrief.shown')}
            </Tag>
          )}
          {team.teamId === compared && (
            <Tag color="purple" style={{ marginInlineStart: 6 }}>
              {t('analysis.debrief.compared')}
            </Tag>
          )}
        </Button>
      ),
    },
    ...FIGURES.map((figure: Figure) => ({
      title: t(`analysis.debrief.figure.${figure}`),
      key: figure,
      align: 'right' as const,
      render: (_: unknown, team: TeamOption) => formatFigure(figure, figureValue(game, team.teamId, index, figure)),
    })),
  ];
  return (
    <Table<TeamOption>
      size="small"
      rowKey="teamId"
      columns={columns}
      dataSource={game.teams}
      pagination={false}
      scroll={{ x: 900 }}
      data-testid="debrief-teams"
      expandable={{
        expandedRowRender: (team) => <RoundDetail cell={game.cells[team.teamId][index]} />,
        rowExpandable: (team) => !!game.cells[team.teamId]?.[index],
      }}
    />
  );
}

export default memo(TeamsAtRound);
