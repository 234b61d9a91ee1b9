import CaretRightOutlined from '@ant-design/icons/CaretRightOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import PauseOutlined from '@ant-design/icons/PauseOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Button, theme } from 'antd';
import { type CSSProperties, memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { useT, useWhenIdle } from '@/utils/hooks';
import styles from './index.less';

/** Play moves one round this often. */
export const PLAY_STEP_MS = 2000;

/**
 * The rounds as a slider with previous, play/pause and next; ← and → step anywhere on the page
 * except in a field. Play stops at the last round.
 */
function RoundStepper({
  labels,
  index,
  onIndex,
  playing,
  onPlaying,
}: {
  labels: string[];
  index: number;
  onIndex: (index: number) => void;
  playing: boolean;
  onPlaying: (playing: boolean) => void;
}) {
  const t = useT();
  const last = labels.length - 1;
  useEffect(() => {
    if (!playing) return;
    if (index >= last) {
      onPlaying(false);
      return;
    }
    const timer = window.setTimeout(() => onIndex(index + 1), PLAY_STEP_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, last, onIndex, onPlaying]);
  useEffect(() => {
    const key = (event: KeyboardEvent) => {
      // Alt+← is the browser's Back, and a key something else handled is not a step.
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      // The slider (a range input) steps by itself; fields keep their arrows.
      if (target?.closest('input, textarea, select, [role="combobox"], [contenteditable="true"]')) return;
      if (event.key === 'ArrowLeft' && index > 0) onIndex(index - 1);
      else if (event.key === 'ArrowRight' && index < last) onIndex(index + 1);
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [index, last, onIndex]);
  // The buttons read the round through a ref: a step draws one again only at either end.
  const at = useRef(index);
  at.current = index;
  const prev = useCallback(() => onIndex(at.current - 1), [onIndex]);
  const next = useCallback(() => onIndex(at.current + 1), [onIndex]);
  const play = useCallback(() => {
    if (!playing && at.current >= last) onIndex(0);
    onPlaying(!playing);
  }, [playing, last, onIndex, onPlaying]);
  const line = useCallback(
    (i: number) => t('analysis.debrief.at', { round: labels[i] ?? '', step: i + 1, count: labels.length }),
    [t, labels],
  );
  // Every round's line formatted ahead (useT keeps it): the slider's first pass formats none.
  useWhenIdle(
    useCallback(
      function* () {
        for (let i = 0; i < labels.length; i += 1) yield line(i);
      },
      [labels, line],
    ),
  );
  // Plain boxes rather than antd's Space and Typography: this part is drawn again on every step.
  return (
    <div className={styles.stepper}>
      <div className={styles.stepperHead}>
        <TurnButton disabled={index <= 0} onClick={prev} />
        <PlayButton playing={playing} disabled={last <= 0} onClick={play} />
        <TurnButton next disabled={index >= last} onClick={next} />
        <strong data-testid="debrief-round" aria-live="polite">
          {line(index)}
        </strong>
      </div>
      <RoundSlider labels={labels} index={index} onIndex={onIndex} label={t('analysis.debrief.slider')} />
    </div>
  );
}

/**
 * The rounds as the browser's range input (its keys, dragging and a click on the track all step),
 * in the theme's primary colour, with the labelled rounds under it; a click on a label goes to its
 * round. antd's Slider drew its handle's tooltip, open or not, on every step: the slider was a fifth
 * of a step's time.
 */
function RoundSlider({
  labels,
  index,
  onIndex,
  label,
}: {
  labels: string[];
  index: number;
  onIndex: (index: number) => void;
  label: string;
}) {
  const { token } = theme.useToken();
  const last = Math.max(labels.length - 1, 0);
  // Every round up to two years, then each year's first: a label for every round would not fit.
  const marks = useMemo(
    () => labels.flatMap((text, i) => (labels.length <= 8 || i % 4 === 0 ? [{ index: i, text }] : [])),
    [labels],
  );
  const look = {
    '--round-slider-accent': token.colorPrimary,
    '--round-slider-text': token.colorTextSecondary,
  } as CSSProperties;
  return (
    <div className={styles.slider} style={look}>
      <input
        type="range"
        min={0}
        max={last}
        value={index}
        onChange={(event) => onIndex(Number(event.target.value))}
        aria-label={label}
        aria-valuetext={labels[index] ?? ''}
      />
      {/* The labels repeat what the range input gives a screen reader and its keys: hidden from both. */}
      <div className={styles.marks} aria-hidden>
        {marks.map((mark) => (
          <button
            type="button"
            tabIndex={-1}
            key={mark.index}
            style={{ '--at': last ? mark.index / last : 0 } as CSSProperties}
            onClick={() => onIndex(mark.index)}
          >
            {mark.text}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The buttons' icons, made once: at either end a step draws the buttons again, but not their icons. */
const PREV_ICON = <LeftOutlined />;
const NEXT_ICON = <RightOutlined />;
const PAUSE_ICON = <PauseOutlined />;
const PLAY_ICON = <CaretRightOutlined />;

/**
 * Previous and next turn disabled at either end. antd's colour transition would then draw them again
 * on every frame while it lasts, into the next steps (a step held or played in a row); their hover
 * and focus colours change at once instead.
 */
const NO_TRANSITION = { transition: 'none' } as const;

/** Previous or next: drawn again only at either end, where it turns disabled or enabled. */
const TurnButton = memo(function TurnButton({
  next = false,
  disabled,
  onClick,
}: {
  next?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const t = useT();
  return (
    <Button
      icon={next ? NEXT_ICON : PREV_ICON}
      aria-label={t(next ? 'analysis.debrief.next' : 'analysis.debrief.prev')}
      disabled={disabled}
      onClick={onClick}
      style={NO_TRANSITION}
    />
  );
});

/** Play or pause. */
const PlayButton = memo(function PlayButton({
  playing,
  disabled,
  onClick,
}: {
  playing: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const t = useT();
  return (
    <Button type="primary" icon={playing ? PAUSE_ICON : PLAY_ICON} onClick={onClick} disabled={disabled}>
      {t(playing ? 'analysis.debrief.pause' : 'analysis.debrief.play')}
    </Button>
  );
});

export default memo(RoundStepper);
