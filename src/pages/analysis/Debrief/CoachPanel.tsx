import { Alert, Button, Card, Skeleton } from 'antd';
import { memo } from 'react';
import type { DebriefGame } from '@/features/analysis/debrief';
import type { RoundStatementsOf } from '@/features/analysis/queries';
import { coachFindings } from '@/features/coach/coach';
import CoachList from '@/features/coach/CoachList';
import { useCoachSwitch } from '@/features/coach/queries';
import { useT } from '@/utils/hooks';

/**
 * What the coach gives the team shown at the round shown, under the teacher's switch as it is now:
 * computed again from the class view (nothing is kept of what a student saw). The students' coach
 * also checks the entries of the team's statements; here that part shows once the statements of
 * the round are read (the teacher asks for them, so stepping through the rounds makes no call).
 */
export default memo(function CoachPanel({
  trainId,
  game,
  teamId,
  teamName,
  index,
  label,
  statementsOf,
  onOpen,
}: {
  trainId: string;
  game: DebriefGame;
  teamId: string;
  teamName: string;
  index: number;
  label: string;
  statementsOf: RoundStatementsOf;
  onOpen: (teamId: string, round: number) => void;
}) {
  const t = useT();
  const switched = useCoachSwitch(trainId);
  const round = game.rounds[index].round;
  const statements = statementsOf(teamId, round);
  let body: React.ReactNode;
  if (switched.loading) body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  else if (switched.data === undefined)
    body = (
      <Alert
        type="warning"
        showIcon
        title={t('coach.panel.failed')}
        action={
          <Button size="small" onClick={switched.refresh}>
            {t('app.retry')}
          </Button>
        }
      />
    );
  else
    body = (
      <>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          title={t(switched.data ? 'coach.panel.open' : 'coach.panel.closed')}
        />
        <CoachList
          findings={coachFindings(game, teamId, index, { open: switched.data, statements: statements ?? undefined })}
          trainId={trainId}
          round={round}
          base="/train/home"
        />
        {statements === undefined && (
          <Button size="small" onClick={() => onOpen(teamId, round)} style={{ marginTop: 8 }}>
            {t('coach.panel.readStatements')}
          </Button>
        )}
      </>
    );
  return (
    <Card
      size="small"
      data-testid="debrief-coach"
      title={t('coach.panel.title', { team: teamName, round: label })}
      style={{ marginBottom: 16 }}
    >
      {body}
    </Card>
  );
});
