import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ToolItem } from '@/domain/toolTypes';
import type { TrainingDetail } from '@/features/training/useTraining';
import toolModel, { type ToolFetch, type ToolRecord } from '@/stores/tool';
import { useModel, useModelState } from '@/utils/model';

export type ListStatus = 'loading' | 'error' | 'ready';

interface Scope {
  trainId: string;
  round: number;
  teamId: string;
  type: number;
  groupSize: number;
  /** A student's own record becomes the current one; a teacher's list selects none. */
  userId: string | undefined;
  userName: string;
  /** The training shown: the list loads once it and the team are known, and again when it changes. */
  training: TrainingDetail | undefined;
}

/**
 * The tool model's records of one team, round and type: loaded when the scope changes, and the
 * saves, deletions and votes that reload them. `saving` and `voting` say a call is out.
 */
export function useToolRecords({ trainId, round, teamId, type, groupSize, userId, userName, training }: Scope) {
  const toolCalls = useModel(toolModel);
  const tool = useModelState(toolModel);
  const [listStatus, setListStatus] = useState<ListStatus>('loading');
  const [saving, setSaving] = useState(false);
  const [voting, setVoting] = useState(false);

  const scope = useMemo(() => ({ gameId: trainId, round, teamId }), [trainId, round, teamId]);
  const load = useCallback(
    (extra: Partial<ToolFetch> = {}) => {
      setListStatus('loading');
      return toolCalls
        .fetch({ ...scope, type, userId, userName, groupSize, ...extra })
        .then((list) => setListStatus(list ? 'ready' : 'error'));
    },
    [toolCalls, scope, type, groupSize, userId, userName],
  );
  useEffect(() => {
    if (training && teamId) load();
  }, [training, teamId, load]);

  /** Saves the record being edited; resolves whether it was saved. */
  const save = async (data: ToolItem[]) => {
    setSaving(true);
    const saved = await toolCalls.save({ ...scope, type, data, groupSize });
    setSaving(false);
    return !!saved;
  };
  const remove = async (record: ToolRecord) => !!(await toolCalls.remove({ ...scope, type, groupSize, id: record.id }));
  const vote = async (recordId: string) => {
    setVoting(true);
    const result = await toolCalls.vote({ ...scope, type, groupSize, recordId });
    setVoting(false);
    return !!result;
  };

  return { tool, toolCalls, listStatus, load, save, remove, vote, saving, voting };
}
