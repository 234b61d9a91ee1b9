import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import RoundStepper, { PLAY_STEP_MS } from '../RoundStepper';

const LABELS = ['第1年第1季', '第1年第2季', '第1年第3季'];

/** The stepper with its round and play state kept as the debrief keeps them. */
function Harness() {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  return (
    <>
      <input role="combobox" aria-label="对比小组" aria-expanded={false} />
      <RoundStepper labels={LABELS} index={index} onIndex={setIndex} playing={playing} onPlaying={setPlaying} />
    </>
  );
}

const round = () => screen.getByTestId('debrief-round').textContent;

describe('the round stepper', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    renderScreen(<Harness />, { models: [], url: '/', path: '/' });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('plays a round every PLAY_STEP_MS and stops at the last', () => {
    expect(round()).toContain('第1年第1季');
    fireEvent.click(screen.getByRole('button', { name: /播\s*放/ }));
    act(() => {
      jest.advanceTimersByTime(PLAY_STEP_MS - 1);
    });
    expect(round()).toContain('第1年第1季');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(round()).toContain('第1年第2季');
    act(() => {
      jest.advanceTimersByTime(PLAY_STEP_MS);
    });
    expect(round()).toContain('第1年第3季');
    // At the last round play ends by itself, and offers to play again from the first.
    expect(screen.getByRole('button', { name: /播\s*放/ })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(PLAY_STEP_MS * 3);
    });
    expect(round()).toContain('第1年第3季');
  });

  it('pauses where it is', () => {
    fireEvent.click(screen.getByRole('button', { name: /播\s*放/ }));
    act(() => {
      jest.advanceTimersByTime(PLAY_STEP_MS);
    });
    fireEvent.click(screen.getByRole('button', { name: /暂\s*停/ }));
    act(() => {
      jest.advanceTimersByTime(PLAY_STEP_MS * 3);
    });
    expect(round()).toContain('第1年第2季');
  });

  it('steps with the arrows, except in a field such as the compare chooser', () => {
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(round()).toContain('第1年第2季');
    fireEvent.keyDown(screen.getByRole('combobox', { name: '对比小组' }), { key: 'ArrowRight' });
    expect(round()).toContain('第1年第2季');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(round()).toContain('第1年第1季');
  });

  it('steps with previous and next from the round shown, each disabled at its end', () => {
    const prev = screen.getByRole('button', { name: '上一回合' });
    const next = screen.getByRole('button', { name: '下一回合' });
    expect([prev, next].map((b) => (b as HTMLButtonElement).disabled)).toEqual([true, false]);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(round()).toContain('第1年第3季');
    expect([prev, next].map((b) => (b as HTMLButtonElement).disabled)).toEqual([false, true]);
    fireEvent.click(prev);
    expect(round()).toContain('第1年第2季');
    expect([prev, next].map((b) => (b as HTMLButtonElement).disabled)).toEqual([false, false]);
  });

  it('moves to the round the slider is set to, and names that round to a screen reader', () => {
    const slider = screen.getByRole('slider', { name: '回合' });
    expect(slider).toHaveAttribute('aria-valuetext', '第1年第1季');
    fireEvent.change(slider, { target: { value: '2' } });
    expect(round()).toContain('第1年第3季');
    expect(slider).toHaveValue('2');
    expect(slider).toHaveAttribute('aria-valuetext', '第1年第3季');
    // The page's arrows leave the slider to step by itself (the browser's range input does).
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(round()).toContain('第1年第3季');
  });

  it('labels every round of a short game under the slider, and a click on a label goes to its round', () => {
    fireEvent.click(screen.getByText('第1年第2季', { selector: 'button' }));
    expect(round()).toContain('第1年第2季');
    for (const label of LABELS) expect(screen.getByText(label, { selector: 'button' })).toBeInTheDocument();
  });
});
