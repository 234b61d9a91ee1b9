import { useT } from '@/utils/hooks';
import { Modal, message } from 'antd';
import { ItemList, ItemRow } from '@/components/list/ItemList';
import type { CaseRecord } from '@/services/case';
import caseModel from '@/stores/case';
import { useModel } from '@/utils/model';
import { display, idText } from '@/utils/format';

/** Check and delete of a case, as the case screens offer them; `onDeleted` reloads the list. */
export function useCaseActions(onDeleted?: () => void) {
  const t = useT();
  const cases = useModel(caseModel);
  // A case whose answer gave no id cannot be named to a check or a delete: nothing is sent.
  const check = async (record: Pick<CaseRecord, 'id' | 'caseName'>, note?: string) => {
    const caseId = idText(record.id);
    if (!caseId) return;
    const result = await cases.checkCase({ caseId });
    if (!result) return;
    // Without `passed` and problems the answer says nothing either way: neither passed nor failed is shown.
    if (result.passed === undefined && !result.problems?.length)
      Modal.info({ title: t('authoring.case.check.unknown', { name: display(record.caseName) }) });
    else if (result.passed)
      Modal.success({ title: t('authoring.case.check.passed', { name: display(record.caseName) }), content: note });
    else
      Modal.error({
        title: t('authoring.case.check.failed', { name: display(record.caseName) }),
        content: <ItemList compact items={result.problems ?? []} row={(p) => <ItemRow>{p}</ItemRow>} />,
      });
  };
  const remove = async (record: Pick<CaseRecord, 'id'>) => {
    const id = idText(record.id);
    if (id && (await cases.removeCase({ id }))) {
      message.success(t('authoring.deleted'));
      onDeleted?.();
    }
  };
  return { check, remove };
}
