import { useT } from '@/utils/hooks';
import { List, Modal, message } from 'antd';
import type { CaseRecord } from '@/services/case';
import caseModel from '@/stores/case';
import { useModel } from '@/utils/model';

/** Check and delete of a case, as the case screens offer them; `onDeleted` reloads the list. */
export function useCaseActions(onDeleted?: () => void) {
  const t = useT();
  const cases = useModel(caseModel);
  const check = async (record: Pick<CaseRecord, 'id' | 'caseName'>, note?: string) => {
    const result = await cases.checkCase({ id: record.id });
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
    if (await cases.removeCase({ id: record.id })) {
      message.success(t('authoring.deleted'));
      onDeleted?.();
    }
  };
  return { check, remove };
}
