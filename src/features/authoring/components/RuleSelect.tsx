import { useT } from '@/utils/hooks';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import type { RuleRecord } from '@/services/rule';
import ruleModel from '@/stores/rule';
import { useModel } from '@/utils/model';
import { display, idText } from '@/utils/format';
import { idOptions } from '@/utils/options';

interface Props {
  value?: string;
  onChange: (ruleId: string, rule?: RuleRecord) => void;
  /** pick the first rule when there is no value */
  autoPick?: boolean;
  caseId?: string;
  ariaLabel?: string;
  style?: React.CSSProperties;
}

/** A rule picker that searches on the server (the list can grow): 20 matches by name. */
export default function RuleSelect({ value, onChange, autoPick, caseId, ariaLabel, style }: Props) {
  const t = useT();
  const rules = useModel(ruleModel);
  const [options, setOptions] = useState<RuleRecord[]>([]);
  const [loading, setLoading] = useState(false);

  const search = async (ruleName?: string) => {
    setLoading(true);
    const page = await rules.fetchRuleList({
      current: 1,
      size: 20,
      ruleName,
      caseId,
    });
    setLoading(false);
    const found = page?.records ?? [];
    setOptions(found);
    const first = found.find((r) => idText(r.id));
    if (autoPick && !value && first) onChange(idText(first.id)!, first);
  };
  useEffect(() => {
    search();
  }, [caseId]);

  return (
    <Select
      aria-label={ariaLabel ?? t('authoring.rule.pick')}
      showSearch
      filterOption={false}
      loading={loading}
      value={value}
      placeholder={t('authoring.rule.pick')}
      onSearch={(text) => search(text || undefined)}
      onChange={(id) =>
        onChange(
          id,
          options.find((o) => idText(o.id) === id),
        )
      }
      options={idOptions(options, (r) =>
        t('authoring.withNote', { name: display(r.ruleName), note: display(r.caseName) }),
      )}
      // As wide as a rule's name needs, never wider than a phone's screen.
      style={{ minWidth: 'min(320px, calc(100vw - 72px))', ...style }}
      notFoundContent={loading ? undefined : t('authoring.empty')}
    />
  );
}
