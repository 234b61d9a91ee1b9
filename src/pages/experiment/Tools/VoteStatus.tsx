import { Alert } from 'antd';
import type { ToolRecord } from '@/stores/tool';
import { formatNumber } from '@/utils/format';
import type { Translate } from './itemLabels';

/**
 * Where the group vote stands: once every member has voted, the proposal (or the tied proposals)
 * with the most votes; before every member has proposed, how many have.
 */
export default function VoteStatus({
  t,
  records,
  groupSize,
}: {
  t: Translate;
  records: ToolRecord[];
  groupSize: number;
}) {
  const votesCast = records.reduce((sum, r) => sum + (r.voteCount ?? 0), 0);
  const mostVotes = Math.max(0, ...records.map((r) => r.voteCount ?? 0));
  const leaders = records.filter((r) => (r.voteCount ?? 0) === mostVotes).map((r) => r.userName);
  const outcome =
    groupSize > 0 && votesCast >= groupSize && mostVotes > 0
      ? t(leaders.length > 1 ? 'experiment.tools.vote.tie' : 'experiment.tools.vote.outcome', {
          names: leaders.join('、'),
          count: formatNumber(mostVotes),
        })
      : null;
  return (
    <>
      {outcome && <Alert type="success" showIcon data-testid="vote-outcome" title={outcome} />}
      {records.length < groupSize && (
        <Alert
          type="warning"
          showIcon
          title={t('experiment.tools.vote.waiting', { count: records.length, size: groupSize })}
        />
      )}
    </>
  );
}
