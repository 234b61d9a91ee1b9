import { useT } from '@/utils/hooks';
import { Drawer, Modal } from 'antd';
import RuleDetailPanel from './RuleDetailPanel';
import ruleModel from '@/stores/rule';
import { useModelState } from '@/utils/model';

/** A rule's table in a drawer; closing it with unsaved values asks first. */
export default function RuleDetailDrawer({
  ruleId,
  readOnly,
  onClose,
}: {
  ruleId?: string;
  readOnly?: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const pending = useModelState(ruleModel, (s) => s.ruleMaintenanceList.length);
  const close = () => {
    if (!pending || readOnly) {
      onClose();
      return;
    }
    Modal.confirm({
      title: t('authoring.leave.title'),
      content: t('authoring.leave.content'),
      okText: t('authoring.leave.ok'),
      cancelText: t('authoring.leave.cancel'),
      onOk: onClose,
    });
  };
  return (
    <Drawer open={!!ruleId} size="min(1100px, 96vw)" title={t('authoring.rule.detail')} onClose={close} destroyOnHidden>
      {ruleId && <RuleDetailPanel ruleId={ruleId} readOnly={readOnly} />}
    </Drawer>
  );
}
