import { useTrainingWithState } from '@/features/training/stateText';
import { useT } from '@/utils/hooks';
import { useLocation } from '@umijs/max';
import { Select, Space } from 'antd';
import { useId } from 'react';
import type { RoundOption, TeamOption, TimeRow } from '@/services/analysis';
import { goTo } from '@/utils/navigate';
import { encodeQs } from '@/utils/qs';
import { display, idText } from '@/utils/format';
import { idOptions } from '@/utils/options';
import { roundLabel, type TrainingRow } from '../hooks';

/** A select with a visible label (its accessible name). */
function Labelled({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <Space size={8}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </Space>
  );
}

/** The training the screen shows; choosing another one rewrites the `qs` page parameter. */
export function TrainingPicker({ trainings, trainId }: { trainings: TrainingRow[]; trainId?: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const withState = useTrainingWithState();
  return (
    <Labelled label={t('analysis.training')}>
      {(id) => (
        <Select
          id={id}
          style={{ minWidth: 240 }}
          value={trainId}
          onChange={(value: string) => goTo(`${pathname}?qs=${encodeQs({ trainId: value })}`, true)}
          options={trainings.map((x) => ({
            value: idText(x.id),
            label: withState(x),
          }))}
        />
      )}
    </Labelled>
  );
}

export function TeamPicker({
  teams,
  value,
  onChange,
}: {
  teams: TeamOption[];
  value?: string;
  onChange: (teamId: string) => void;
}) {
  const t = useT();
  return (
    <Labelled label={t('analysis.team')}>
      {(id) => (
        <Select
          id={id}
          style={{ minWidth: 160 }}
          value={value}
          onChange={onChange}
          options={idOptions(
            teams.map((x) => ({ ...x, id: x.teamId })),
            (x) => (x.own ? t('analysis.team.own', { name: display(x.teamName) }) : display(x.teamName)),
          )}
        />
      )}
    </Labelled>
  );
}

/**
 * A settled round, or (allowAll) every round to date (value 0). With `times`, rounds not yet
 * settled are listed disabled so the whole training is visible.
 */
export function RoundPicker({
  rounds,
  times,
  value,
  onChange,
  allowAll = false,
}: {
  rounds?: RoundOption[];
  times?: TimeRow[];
  value: number;
  onChange: (round: number) => void;
  allowAll?: boolean;
}) {
  const t = useT();
  const options = [
    ...(allowAll ? [{ value: 0, label: t('analysis.round.all'), disabled: false }] : []),
    ...(times
      ? times.flatMap((r) =>
          r.round === undefined
            ? []
            : [
                {
                  value: r.round,
                  label: r.settled
                    ? roundLabel(t, r.round)
                    : t('analysis.round.future', { round: roundLabel(t, r.round) }),
                  // Only a round the answer says is settled can be shown.
                  disabled: !r.settled,
                },
              ],
        )
      : (rounds ?? []).flatMap((r) =>
          r.round === undefined ? [] : [{ value: r.round, label: roundLabel(t, r.round), disabled: false }],
        )),
  ];
  return (
    <Labelled label={t('analysis.round')}>
      {(id) => <Select id={id} style={{ minWidth: 180 }} value={value} onChange={onChange} options={options} />}
    </Labelled>
  );
}
