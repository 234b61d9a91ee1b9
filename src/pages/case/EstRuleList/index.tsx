import { useT } from '@/utils/hooks';
import { useState } from 'react';
import PlainPage from '@/features/authoring/components/PlainPage';
import RuleDrawer from '@/features/authoring/components/RuleDrawer';
import RuleTable from '@/features/authoring/components/RuleTable';

/** The rule list as the estimate (evaluation) service shows it: read only, opened from that system. */
export default function EstRuleList() {
  const t = useT();
  const [open, setOpen] = useState<string>();
  return (
    <PlainPage title={t('authoring.est.title')}>
      <RuleTable source="estimate" readOnly onOpen={(rule) => setOpen(rule.id)} />
      <RuleDrawer ruleId={open} readOnly onClose={() => setOpen(undefined)} />
    </PlainPage>
  );
}
