import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TeamAtRound } from '@/features/analysis/debrief';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import TeamsAtRound from '../TeamsAtRound';
import { FIGURES, type TeamLine } from '../view';

const lines = (count: number): TeamLine[] =>
  Array.from({ length: count }, (_, i) => ({
    teamId: `t${i + 1}`,
    teamName: `第${i + 1}组`,
    figures: FIGURES.map((_, k) => String((i + 1) * 100 + k)),
    cell: { orders: [], events: [] } as unknown as TeamAtRound,
  }));

function show(count: number, shown?: string) {
  renderScreen(<TeamsAtRound lines={lines(count)} shown={shown} onShow={() => undefined} />, {
    models: [],
    url: '/',
    path: '/',
  });
  const table = screen.getByTestId('debrief-teams');
  const names = () =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('button')[1].textContent);
  return { table, names };
}

describe('the team table of the debrief', () => {
  it('pages a large class and opens on the page of the team shown', () => {
    const { table, names } = show(25, 't23');
    expect(within(table).getByText('共 25 个小组')).toBeInTheDocument();
    // The team shown is marked 当前.
    expect(names()).toEqual(['第21组', '第22组', '第23组当前', '第24组', '第25组']);
    fireEvent.click(within(table).getByTitle('1'));
    expect(names()).toHaveLength(10);
    expect(names()[0]).toBe('第1组');
  });

  it('shows more teams on a page when the teacher chooses, and keeps the pager to go back', async () => {
    const { table, names } = show(15);
    expect(names()).toHaveLength(10);
    fireEvent.mouseDown(within(table).getByRole('combobox'));
    fireEvent.click(await screen.findByText('20 条/页'));
    await waitFor(() => expect(names()).toHaveLength(15));
    // Every team fits on the page, and the pager stays to choose ten again.
    expect(names()[14]).toBe('第15组');
    fireEvent.mouseDown(within(table).getByRole('combobox'));
    fireEvent.click(await screen.findByText('10 条/页'));
    await waitFor(() => expect(names()).toHaveLength(10));
  });

  it('keeps the teams read on the page when the page grows', async () => {
    const { table, names } = show(30, 't12');
    expect(names()[0]).toBe('第11组');
    fireEvent.mouseDown(within(table).getByRole('combobox'));
    fireEvent.click(await screen.findByText('20 条/页'));
    await waitFor(() => expect(names()).toHaveLength(20));
    expect(names()[0]).toBe('第1组');
    expect(names()[11]).toBe('第12组当前');
  });

  it('shows a class of up to ten teams on one page, without a pager', () => {
    const { table, names } = show(10);
    expect(names()).toHaveLength(10);
    expect(within(table).queryByText(/共 10 个小组/)).toBeNull();
    expect(within(table).queryByRole('combobox')).toBeNull();
  });

  it("shows an event without its name or id as '-', and without its target as the event alone", () => {
    const line: TeamLine = {
      teamId: 't1',
      teamName: '第1组',
      figures: FIGURES.map(() => '1'),
      cell: {
        orders: [],
        events: [{ round: 1 }, { round: 1, name: '补贴', teamName: '第1组' }],
      } as unknown as TeamAtRound,
    };
    renderScreen(<TeamsAtRound lines={[line]} shown="t1" onShow={() => undefined} />, {
      models: [],
      url: '/',
      path: '/',
    });
    fireEvent.click(within(screen.getByTestId('debrief-teams')).getAllByRole('button')[0]);
    expect(screen.getByText('特殊事件：-')).toBeInTheDocument();
    expect(screen.getByText('特殊事件：补贴 第1组')).toBeInTheDocument();
  });
});
