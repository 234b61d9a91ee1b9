import { act, screen, within } from '@testing-library/react';
import type { DebriefGame, TeamAtRound } from '@/features/analysis/debrief';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import PrintPages, { PRINT_ROUNDS_IN_FULL, type PrintHeader, printedRounds } from '../PrintPages';

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

function print(played: DebriefGame, header?: PrintHeader) {
  renderScreen(<PrintPages game={played} title="复盘" header={header} />, { models: [], url: '/', path: '/' });
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
    const { page, listed } = print(game(PRINT_ROUNDS_IN_FULL));
    expect(listed()).toHaveLength(PRINT_ROUNDS_IN_FULL);
    expect(page.queryByText(/此处列出其中/)).toBeNull();
  });

  it('lists the first, the turning and the last rounds of a longer game, and says so', () => {
    const { page, listed } = print(game(24));
    // Team A moved from second to first at round 5 and back at round 24.
    expect(listed()).toEqual(['第 1 年第 1 季度', '第 2 年第 1 季度', '第 6 年第 4 季度']);
    page.getByText('共 24 个回合，此处列出其中 3 个：第一个、排名变化最大的和最后一个。');
    expect(printedRounds(24, [10, 4])).toEqual([0, 4, 10, 23]);
  });

  it('heads the page with the training, class, teacher and date, and leaves a box for the teacher’s comment', () => {
    const { page } = print(game(4), {
      training: '2026春季沙盘对抗赛',
      className: '2026级会计学2班',
      teacher: '王老师',
    });
    const header = page.getByText('训练：2026春季沙盘对抗赛').parentElement!;
    expect(within(header).getByText('班级：2026级会计学2班')).toBeInTheDocument();
    expect(within(header).getByText('教师：王老师')).toBeInTheDocument();
    expect(within(header).getByText(/^打印日期：\d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
    // The box holds its heading and nothing else: the teacher writes in it by hand.
    const box = page.getByRole('region', { name: '教师评语' });
    expect(box).toHaveTextContent(/^教师评语$/);
  });

  it('leaves a line to write on where the training list did not name the class or teacher', () => {
    const { page } = print(game(4), { training: '2026春季沙盘对抗赛' });
    expect(page.getByText(/^班级：_{8,}$/)).toBeInTheDocument();
    expect(page.getByText(/^教师：_{8,}$/)).toBeInTheDocument();
  });

  it('names what else was found at a turning round as happening in the same round, not as its cause', () => {
    const played = game(4);
    // Team A passes team B at round 4, where its cash is tight and its lines stand idle.
    played.cells.A[3] = { ...played.cells.A[3], equity: 700, cash: 10, used: 2 };
    const { page } = print(played);
    const move = page.getByText(/按所有者权益由第 2 名变为第 1 名/);
    expect(move).toHaveTextContent(
      '第 1 年第 4 季度（第 4 回合）：按所有者权益由第 2 名变为第 1 名。同一回合另有：现金偏紧；产能闲置。',
    );
  });
});
