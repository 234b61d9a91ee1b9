import DownOutlined from '@ant-design/icons/DownOutlined';
import UpOutlined from '@ant-design/icons/UpOutlined';
import { Alert, Button, Card, Select, Skeleton } from 'antd';
import { useCallback, useEffect, useId, useState } from 'react';
import LoadError from '@/components/LoadError';
import { coachFindings } from '@/features/coach/coach';
import CoachList from '@/features/coach/CoachList';
import { useCoach } from '@/features/coach/queries';
import { useCurrentUser, useT } from '@/utils/hooks';
import { roundText } from '@/utils/roundText';

/**
 * Whether the student folded the card away, kept in this browser for every training, per user: a
 * lab's computers are shared by the students of several classes.
 */
function useFold(userId: string): [boolean, (folded: boolean) => void] {
  const key = `sworld-coach-folded:${userId}`;
  const [folded, setFolded] = useState(() => {
    try {
      return window.localStorage.getItem(key) === '1';
    } catch {
      return false;
    }
  });
  const change = useCallback(
    (next: boolean) => {
      setFolded(next);
      try {
        if (next) window.localStorage.setItem(key, '1');
        else window.localStorage.removeItem(key);
      } catch {
        // Storage unavailable (private mode): the fold lasts as long as the page.
      }
    },
    [key],
  );
  return [folded, change];
}

/**
 * 本回合复盘: the coach's findings of the student's own team, from the latest settled round on;
 * the earlier rounds stay one pick away. It is read again when `settled` changes (a round settled,
 * the training ended) and shows once a round has settled. The student may fold it away.
 */
export default function CoachCard({
  trainId,
  teamId,
  settled,
}: {
  trainId: string;
  teamId?: string;
  /** changes when a round settles */
  settled: string;
}) {
  const t = useT();
  const coach = useCoach(trainId, teamId, settled);
  const { userInfo } = useCurrentUser();
  const [folded, setFolded] = useFold(userInfo.userCode ?? '');
  // The round picked; none: the latest settled, which moves on as rounds settle.
  const [picked, setPicked] = useState<number>();
  const bodyId = useId();
  const game = coach.data?.game;
  const rounds = game?.rounds ?? [];
  const pickedIndex = rounds.findIndex((r) => r.round === picked);
  const index = pickedIndex < 0 ? rounds.length - 1 : pickedIndex;
  const round = rounds[index]?.round;
  const { open: openStatements, get: statementsOf } = coach.statements;
  useEffect(() => {
    if (teamId && round !== undefined && !folded) openStatements(teamId, round);
  }, [openStatements, teamId, round, folded]);

  if (!teamId) return null;
  if (!coach.data) {
    if (!coach.failed) return null;
    return (
      <Card title={t('coach.title')} data-testid="coach-card" style={{ marginBottom: 16 }}>
        <LoadError onRetry={coach.refresh} />
      </Card>
    );
  }
  if (!game || round === undefined) return null;

  const statements = statementsOf(teamId, round);
  const fold = (
    <Button
      type="text"
      size="small"
      icon={folded ? <DownOutlined /> : <UpOutlined />}
      aria-label={t(folded ? 'coach.unfold' : 'coach.fold')}
      aria-expanded={!folded}
      aria-controls={bodyId}
      onClick={() => setFolded(!folded)}
    />
  );
  return (
    <Card
      title={t('coach.title')}
      extra={fold}
      data-testid="coach-card"
      style={{ marginBottom: 16 }}
      styles={{ body: folded ? { display: 'none' } : undefined }}
    >
      <div id={bodyId} hidden={folded}>
        <Select
          aria-label={t('coach.round')}
          value={round}
          onChange={setPicked}
          style={{ width: '100%', marginBottom: 12 }}
          options={[...rounds].reverse().map((r) => ({ value: r.round, label: roundText(t, r.round) }))}
        />
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          title={t(coach.data.open ? 'coach.open' : 'coach.closed')}
        />
        {statements === undefined ? (
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        ) : (
          <CoachList
            findings={coachFindings(game, teamId, index, {
              open: coach.data.open,
              statements: statements ?? undefined,
            })}
            trainId={trainId}
            round={round}
            base="/experiment"
          />
        )}
      </div>
    </Card>
  );
}
