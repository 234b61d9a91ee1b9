import { Form, Select, Space, Tag } from 'antd';
import type { ExperimentRow } from '@/services/experiment';
import type { ProjectList } from '@/services/project';
import type { TrainingDetail } from '@/features/training/useTraining';
import TrainingPicker from '@/features/training/TrainingPicker';
import { display, formatNumber } from '@/utils/format';
import { optionsOf } from '@/utils/options';
import { roundText } from '@/utils/roundText';
import type { Translate } from './itemLabels';

/** The screen's choices: the training, the team (a teacher), the round, and where the game stands. */
export default function ToolHeader({
  t,
  experiments,
  experimentsLoading,
  trainId,
  onTraining,
  project,
  teamId,
  onTeam,
  training,
  round,
  onRound,
}: {
  t: Translate;
  experiments: ExperimentRow[] | undefined;
  experimentsLoading: boolean;
  trainId: string;
  onTraining: (trainId: string) => void;
  /** The teams to choose from: a teacher's only. */
  project: ProjectList | undefined;
  teamId: string;
  onTeam: (teamId: string) => void;
  training: TrainingDetail | undefined;
  round: number;
  onRound: (round: number) => void;
}) {
  return (
    <Space wrap size="middle">
      <TrainingPicker rows={experiments} value={trainId} loading={experimentsLoading} onChange={onTraining} />
      {project && (
        <Form layout="inline">
          <Form.Item label={t('train.shared.team')} htmlFor="tool-team">
            <Select
              id="tool-team"
              style={{ minWidth: 120 }}
              value={teamId || undefined}
              onChange={onTeam}
              options={optionsOf(
                project.teams,
                (g) => g.teamId,
                (g) => display(g.groupName),
              )}
            />
          </Form.Item>
        </Form>
      )}
      {training && training.currRound > 0 && (
        <Form layout="inline">
          <Form.Item label={t('experiment.tools.round')} htmlFor="tool-round">
            <Select
              id="tool-round"
              style={{ minWidth: 100 }}
              value={round}
              onChange={onRound}
              options={Array.from({ length: training.currRound }, (_, i) => ({
                value: i + 1,
                label: formatNumber(i + 1),
              }))}
            />
          </Form.Item>
        </Form>
      )}
      {training && <Tag color="blue">{roundText(t, training.currRound)}</Tag>}
    </Space>
  );
}
