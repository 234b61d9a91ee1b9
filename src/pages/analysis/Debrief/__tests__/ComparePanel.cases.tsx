import { screen, within } from '@testing-library/react';
import type { DebriefGame, TeamAtRound } from '@/features/analysis/debrief';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import ComparePanel from '../ComparePanel';

/** Two teams at one round: 甲 (shown) is behind 乙 on rank, share and cash, ahead on orders, spent less on advertising. */
function game(a: Partial<TeamAtRound>, b: Partial<TeamAtRound>): DebriefGame {
  const cell = (own: Partial<TeamAtRound>): TeamAtRound => ({
    cash: 100,
    equity: 500,
    revenue: 200,
    netIncome: 10,
    share: 0.5,
    shareByMarket: {},
    advertising: 10,
    rank: 1,
    ordersWon: 1,
    orders: [],
    capacity: 10,
    used: 8,
    events: [],
    ...own,
  });
  return {
    rounds: [{ round: 1, year: 1, quarter: 1 }],
    teams: [
      { teamId: 'A', teamName: '甲' },
      { teamId: 'B', teamName: '乙' },
    ],
    markets: [],
    cells: { A: [cell(a)], B: [cell(b)] },
    final: {},
    missing: [],
  };
}

function compare(a: Partial<TeamAtRound>, b: Partial<TeamAtRound>) {
  renderScreen(
    <ComparePanel
      game={game(a, b)}
      index={0}
      teams={[
        { teamId: 'A', teamName: '甲' },
        { teamId: 'B', teamName: '乙' },
      ]}
    />,
    { models: [], url: '/', path: '/' },
  );
  const table = screen.getByTestId('debrief-compare');
  /** A figure's row: its cells' text, and how the difference is coloured (better, worse or plain). */
  return (figure: string) => {
    const row = within(table).getByRole('cell', { name: figure }).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    const diff = cells[3];
    const tone = diff.querySelector('.ant-typography-success')
      ? 'better'
      : diff.querySelector('.ant-typography-danger')
        ? 'worse'
        : 'plain';
    return [...cells.map((c) => c.textContent), tone];
  };
}

describe('two teams compared', () => {
  it('signs and colours each difference by whether the shown team is better or worse', () => {
    const row = compare(
      { rank: 2, share: 0.19, cash: 100, ordersWon: 3, advertising: 10 },
      { rank: 1, share: 0.28, cash: 300, ordersWon: 1, advertising: 40 },
    );
    // The head names which team is compared with which.
    expect(screen.getByRole('columnheader', { name: '甲比乙' })).toBeInTheDocument();
    // A lower place is better: the team in second place is one place behind, never "+1".
    expect(row('订货会排名')).toEqual(['订货会排名', '第 2 名', '第 1 名', '落后 1 名', 'worse']);
    expect(row('市场占有率')).toEqual(['市场占有率', '19%', '28%', '−9 个百分点', 'worse']);
    expect(row('现金')).toEqual(['现金', '100', '300', '−200 万元', 'worse']);
    expect(row('获得订单')).toEqual(['获得订单', '3 张', '1 张', '+2 张', 'better']);
    // Advertising is money spent, not a result: neither better nor worse.
    expect(row('广告投入')).toEqual(['广告投入', '10', '40', '−30 万元', 'plain']);
    expect(row('所有者权益')).toEqual(['所有者权益', '500', '500', '0', 'plain']);
    expect(screen.getByText('金额单位：万元')).toBeInTheDocument();
  });

  it('shows shares to a tenth and their difference in points from the values as they are, rounded once', () => {
    const row = compare({ rank: 1, share: 0.194 }, { rank: 3, share: 0.276 });
    expect(row('市场占有率')).toEqual(['市场占有率', '19.4%', '27.6%', '−8.2 个百分点', 'worse']);
    expect(row('订货会排名')).toEqual(['订货会排名', '第 1 名', '第 3 名', '领先 2 名', 'better']);
  });
});
