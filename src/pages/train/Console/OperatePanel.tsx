import { TRAINING_STATE } from '@/domain/codes';
import { flag } from '@/utils/flag';
import { Alert, Card, Col, Descriptions, Row } from 'antd';
import { useEffect, useState } from 'react';
import LoadError from '@/components/LoadError';
import { POSTS } from '@/constants';
import { NotOfferedNotice } from '@/features/backend/notOffered';
import type { TeamState } from '@/features/console/teamState';
import { formatNumber } from '@/utils/format';
import { useT } from '@/utils/hooks';
import DecisionForm from './DecisionForm';
import { useTrain } from './hooks';
import TeamResources from './TeamResources';

/**
 * The student's team: its figures, resources and decisions for the round; the notice in its place
 * when the backend does not offer the team's state.
 */
export default function OperatePanel({
  team,
  onChange,
  failed,
  notOffered,
  onRetry,
}: {
  team: TeamState | null;
  /** the team's state after a decision, or undefined when the server answered none (read it again) */
  onChange: (next: TeamState | undefined) => void;
  failed: boolean;
  notOffered: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  const train = useTrain();
  // The tab outlives a reload of the team; another training opens on the lines.
  const [tab, setTab] = useState('lines');
  useEffect(() => setTab('lines'), [train.trainId]);
  if (notOffered)
    return (
      <Card title={t('console.ops.title')} data-testid="team-ops">
        <NotOfferedNotice call="team.state" detail={t('console.notOffered.team')} style={{ marginBottom: 0 }} />
      </Card>
    );
  if (failed) return <LoadError onRetry={onRetry} />;
  if (!team) return <Card loading title={t('console.ops.title')} />;
  const canAct = train.state === TRAINING_STATE.running && !flag(team.bankrupt);
  const b = team.balance ?? {};
  // A student's decisions pay out of their post's cash limit (the server refuses beyond it).
  const myCode = POSTS.find((p) => p.postId === team.postId)?.code;
  const myLimit = team.cashLimits?.find((c) => c.posCode === myCode);
  return (
    <Card title={t('console.ops.title')} data-testid="team-ops">
      {flag(team.bankrupt) && (
        <Alert type="error" showIcon title={t('console.ops.bankrupt')} style={{ marginBottom: 12 }} />
      )}
      {train.state !== TRAINING_STATE.running && (
        <Alert type="warning" showIcon title={t('console.ops.notRunning')} style={{ marginBottom: 12 }} />
      )}
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('console.teams.cash')}>
          <span data-testid="team-cash">{formatNumber(b.cash)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('console.teams.equity')}>{formatNumber(b.ownerEquityTotal)}</Descriptions.Item>
        <Descriptions.Item label={t('console.ops.loanRoom')}>
          {t('console.ops.loanRoomValue', {
            long: formatNumber(team.loanLimits?.long?.available),
            short: formatNumber(team.loanLimits?.short?.available),
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t('console.ops.forecast')}>{formatNumber(team.forecast?.net)}</Descriptions.Item>
        {myLimit && (
          <Descriptions.Item label={t('console.ops.myCashLimit', { post: team.postName ?? '' })}>
            <span data-testid="post-cash-limit">
              {t('console.ops.myCashLimitValue', {
                remaining: formatNumber(myLimit.remaining),
                limit: formatNumber(myLimit.cashLimit),
              })}
            </span>
          </Descriptions.Item>
        )}
      </Descriptions>
      <Row gutter={16}>
        <Col xs={24} lg={10}>
          <DecisionForm team={team} onDone={onChange} disabled={!canAct} />
        </Col>
        <Col xs={24} lg={14}>
          <TeamResources team={team} tab={tab} onTab={setTab} />
        </Col>
      </Row>
    </Card>
  );
}
