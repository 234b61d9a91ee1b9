import { Space, Tag, Tooltip, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { formatDuration } from '@/utils/format';
import { useT } from '@/utils/hooks';
import type { RoundClock } from './roundClock';

/** From this many seconds left the clock turns amber, and from this many red. */
export const AMBER_SECONDS = 5 * 60;
export const RED_SECONDS = 60;

/** How near zero the clock is: the large clock's colour, and a tag that says it in words. */
export function clockLevel(clock: RoundClock): 'red' | 'amber' | null {
  if (clock.left === null) return null;
  if (clock.left <= RED_SECONDS) return 'red';
  return clock.left <= AMBER_SECONDS ? 'amber' : null;
}

// Dark amber and red, each above 5:1 against white: the colour never carries the meaning alone.
const LEVEL_COLOR = { amber: '#ad4e00', red: '#a8071a' } as const;
const LARGE: CSSProperties = { fontSize: 40, fontWeight: 600, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' };

/**
 * The round's time left as text, for a console or a projector: "已暂停" while the training is paused,
 * "选单已暂停" while the menu is, "时间到" at zero, "—" with the reason when there is no clock.
 * `large` (the teacher's console): large digits, amber from 5 minutes left and red from 1, with a tag.
 */
export default function RoundClockText({ clock, large }: { clock: RoundClock; large?: boolean }) {
  const t = useT();
  if (clock.left === null)
    return (
      <Space size={4} data-testid="round-clock">
        —
        {clock.missing && (
          <Typography.Text type="secondary">{t(`console.clock.missing.${clock.missing}`)}</Typography.Text>
        )}
      </Space>
    );
  const text = formatDuration(clock.left);
  const level = large ? clockLevel(clock) : null;
  const style = large ? { ...LARGE, color: level ? LEVEL_COLOR[level] : undefined } : undefined;
  return (
    <Space size={8} wrap data-testid="round-clock" data-level={level ?? undefined}>
      <span role="timer" aria-label={`${t('console.clock.left')} ${text}`} style={style}>
        {text}
      </span>
      {clock.paused && <Tag color="warning">{t('console.clock.paused')}</Tag>}
      {clock.suspended && <Tag color="warning">{t('console.clock.suspended')}</Tag>}
      {!clock.held && clock.left === 0 && <Tag color="error">{t('console.clock.zero')}</Tag>}
      {!clock.held && level && clock.left > 0 && (
        <Tag color={level === 'red' ? 'error' : 'warning'}>{t(`console.clock.level.${level}`)}</Tag>
      )}
      {clock.source === 'console' && (
        <Tooltip title={t('console.clock.local.hint')}>
          <Tag>{t('console.clock.local')}</Tag>
        </Tooltip>
      )}
    </Space>
  );
}
