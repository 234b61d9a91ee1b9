import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { Finding } from '@/features/analysis/findings';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import FindingList from '../FindingList';

const LOW_CASH: Finding = {
  kind: 'lowCash',
  figure: 'cash',
  index: 1,
  values: { cash: 1200, equity: 40000, limit: 0.1 },
};
const NO_ORDER: Finding = { kind: 'adNoOrder', figure: 'advertising', index: 1, values: { advertising: 3000 } };
const IDLE: Finding = {
  kind: 'idleCapacity',
  figure: 'utilisation',
  index: 2,
  values: { used: 0.4, capacity: 10, produced: 4, idle: 6, limit: 0.5 },
};
const SHARE: Finding = {
  kind: 'shareGain',
  figure: 'share',
  index: 3,
  values: { market: '本地', from: 0.194, to: 0.276, points: 0.276 - 0.194, rounds: 2 },
};
const INPUT: Finding = { kind: 'inputDiffers', figure: 'statements', index: 3, values: { count: 2 } };

/** The findings of four rounds, as the slider steps through them, and the links clicked. */
const ROUNDS: Finding[][] = [[], [LOW_CASH, NO_ORDER], [IDLE], [SHARE, INPUT]];

function Harness({ onChart }: { onChart: (finding: Finding) => void }) {
  const [round, setRound] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRound((r) => (r + 1) % ROUNDS.length)}>
        next
      </button>
      {/* Each step computes its findings anew, as the debrief does. */}
      <FindingList findings={ROUNDS[round].map((f) => ({ ...f, values: { ...f.values } }))} onChart={onChart} />
    </>
  );
}

const NONE = '本回合没有需要特别指出的情况';
/** Whether the list says there is nothing to point out (its text mounted and not hidden). */
const saysNone = () => screen.queryAllByText(NONE).some((el) => el.closest('[hidden]') === null);
const step = () => fireEvent.click(screen.getByRole('button', { name: 'next' }));
/** The findings' rows a reader meets: list items with the finding's bulb (hidden rows are not listed). */
const shownRows = () => screen.queryAllByRole('listitem').filter((li) => li.querySelector('[aria-label="bulb"]'));

describe('the findings of a team at a round', () => {
  it('reads each round’s findings with their units, links each to what shows it, and says when there are none', () => {
    const onChart = jest.fn();
    renderScreen(<Harness onChart={onChart} />, { models: [], url: '/', path: '/' });
    expect(saysNone()).toBe(true);
    expect(shownRows()).toHaveLength(0);

    step();
    expect(saysNone()).toBe(false);
    const [cash, ad] = shownRows();
    expect(shownRows()).toHaveLength(2);
    expect(cash).toHaveTextContent('回合末现金 1,200 万元，低于所有者权益 40,000 万元的 10%，下一回合的支出余地很小。');
    expect(ad).toHaveTextContent('投入广告 3,000 万元，但没有获得订单。');
    fireEvent.click(within(ad).getByRole('button', { name: '看广告投入走势' }));
    expect(onChart).toHaveBeenLastCalledWith(NO_ORDER);

    step();
    expect(shownRows()).toHaveLength(1);
    expect(shownRows()[0]).toHaveTextContent(
      '产能只用了 40%（低于 50%）：本季度生产线可生产 10 个产品，实际生产 4 个，闲置 6 个。',
    );
    // Idle capacity is shown by the capacity chart, not the sales chart.
    expect(screen.queryByRole('button', { name: '看销售收入走势' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '看产能利用率走势' }));
    expect(onChart).toHaveBeenLastCalledWith(IDLE);

    step();
    const [share, input] = shownRows();
    // The averaged shares to a tenth, and their move in points from the values as they are.
    expect(share).toHaveTextContent(
      '本地市场占有率持续上升：近 2 个季度平均 27.6%，此前 2 个季度平均 19.4%，高出 8.2 个百分点。',
    );
    fireEvent.click(within(input).getByRole('button', { name: '看报表' }));
    expect(onChart).toHaveBeenLastCalledWith(INPUT);
  });
});
