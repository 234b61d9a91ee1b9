import { Space, Tag, Tooltip, Typography } from 'antd';
import { formatDuration } from '@/utils/format';
import { useT } from '@/utils/hooks';
import type { RoundClock } from './roundClock';

/**
 * The round's time left as text, for a console or a projector: "已暂停" while the training is paused,
 * "时间到" at zero, "—" with the reason when there is no clock.
 */
export default function RoundClockText({ clock }: { clock: RoundClock }) {
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
  return (
    <Space size={4} data-testid="round-clock">
      <span role="timer" aria-label={`${t('console.clock.left')} ${text}`}>
        {text}
      </span>
      {clock.paused && <Tag color="warning">{t('console.clock.paused')}</Tag>}
      {!clock.paused && clock.left === 0 && <Tag color="error">{t('console.clock.zero')}</Tag>}
      {clock.source === 'console' && (
        <Tooltip title={t('console.clock.local.hint')}>
          <Tag>{t('console.clock.local')}</Tag>
        </Tooltip>
      )}
    </Space>
  );
}
