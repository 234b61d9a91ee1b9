import { List, Modal, message } from 'antd';
import type { CaseRecord, CheckResult } from '@/services/case';
import { useDispatchEffect } from '../useDispatchEffect';
import { useT } from '../useT';
import caseModel from '@/models/case';
import { registerModels } from '@/utils/registerModels';

registerModels(caseModel);

/** Check and delete of a case, as the case screens offer them; `onDeleted` reloads the list. */
export function useCaseActions(onDeleted?: () => void) {
  const t = useT();
  const dispatch = useDispatchEffect();
  const check = async (record: Pick<CaseRecord, 'id' | 'caseName'>, note?: string) => {
    const result: CheckResult | undefined = await dispatch({ type: 'case/checkCase', payload: { id: record.id } });
    if (!result) return;
    if (result.passed)
      Modal.success({ title: t('authoring.case.check.passed', { name: record.caseName }), content: note });
    else
      Modal.error({
        title: t('authoring.case.check.failed', { name: record.caseName }),
        content: <List size="small" dataSource={result.problems} renderItem={(p) => <List.Item>{p}</List.Item>} />,
      });
  };
  const remove = async (record: Pick<CaseRecord, 'id'>) => {
    if (await dispatch({ type: 'case/removeCase', payload: { id: record.id } })) {
      message.success(t('authoring.deleted'));
      onDeleted?.();
    }
  };
  return { check, remove };
}
