import { act, screen, within } from '@testing-library/react';
import type { DebriefGame, TeamAtRound } from '@/features/analysis/debrief';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import PrintPages, { PRINT_ROUNDS_IN_FULL, printedRounds } from '../PrintPages';

/** Two teams over `count` rounds; team A passes team B at round 5 (index 4) and falls back at the last. */
function game(count: number): DebriefGame {
  const cell = (equity: number): TeamAtRound => ({
    cash: 100,
    equity,
    revenue: 100,
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
  });
  const rounds = Array.from({ length: count }, (_, i) => ({
    round: i + 1,
    year: Math.ceil((i + 1) / 4),
    quarter: (i % 4) + 1,
  }));
  const a = rounds.map((_, i) => cell(i >= 4 && i < count - 1 ? 700 : 500));
  return {
    rounds,
    teams: [
      { teamId: 'A', teamName: '甲' },
      { teamId: 'B', teamName: '乙' },
    ],
    markets: [],
    cells: { A: a, B: rounds.map(() => cell(600)) },
    final: {},
    missing: [],
  };
}

function print(count: number) {
  const labels = Array.from({ length: count }, (_, i) => `R${i + 1}`);
  renderScreen(<PrintPages game={game(count)} labels={labels} title="复盘" />, { models: [], url: '/', path: '/' });
  act(() => {
    window.dispatchEvent(new Event('beforeprint'));
  });
  const page = within(screen.getAllByRole('heading', { level: 2 })[0].closest('section')!);
  const listed = () =>
    within(page.getAllByRole('table')[0])
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0].textContent);
  return { page, listed };
}

describe('the printed page of a team', () => {
  it('lists every round of a game up to PRINT_ROUNDS_IN_FULL', () => {
    const { page, listed } = print(PRINT_ROUNDS_IN_FULL);
    expect(listed()).toHaveLength(PRINT_ROUNDS_IN_FULL);
    expect(page.queryByText(/此处列出其中/)).toBeNull();
  });

  it('lists the first, the turning and the last rounds of a longer game, and says so', () => {
    const { page, listed } = print(24);
    // Team A moved from second to first at round 5 and back at round 24.
    expect(listed()).toEqual(['R1', 'R5', 'R24']);
    page.getByText('共 24 个回合，此处列出其中 3 个：第一个、排名变化最大的和最后一个。');
    expect(printedRounds(24, [10, 4])).toEqual([0, 4, 10, 23]);
  });
});
