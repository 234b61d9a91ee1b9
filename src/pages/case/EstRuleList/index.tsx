import { useT } from '@/utils/hooks';
import { useState } from 'react';
import { NotOfferedNotice, useNotOffered } from '@/features/backend/notOffered';
import PlainPage from '@/features/authoring/components/PlainPage';
import RuleDrawer from '@/features/authoring/components/RuleDrawer';
import { idText } from '@/utils/format';
import RuleTable from '@/features/authoring/components/RuleTable';

/**
 * The rule list as the estimate (evaluation) service shows it: read only, opened from that system.
 * On a backend without that list, the notice stands in place of the table.
 */
export default function EstRuleList() {
  const t = useT();
  const [open, setOpen] = useState<string>();
  const notOffered = useNotOffered('estimate.ruleList');
  return (
    <PlainPage title={t('authoring.est.title')}>
      <NotOfferedNotice call="estimate.ruleList" detail={t('authoring.notOffered.estRules')} />
      {!notOffered && <RuleTable source="estimate" readOnly onOpen={(rule) => setOpen(idText(rule.id))} />}
      <RuleDrawer ruleId={open} readOnly onClose={() => setOpen(undefined)} />
    </PlainPage>
  );
}
