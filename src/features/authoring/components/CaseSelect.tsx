import { useEffectCall, useT } from '@/utils/hooks';
import { useSelector } from '@umijs/max';
import { Select } from 'antd';
import { useEffect } from 'react';
import type { CaseState } from '@/stores/case';
import type { Combobox } from '@/services/case';
import caseModel from '@/stores/case';


/** Picks one of the user's cases (the combobox); picks the first when there is no value. */
export default function CaseSelect({ value, onChange }: { value?: string; onChange: (caseId: string) => void }) {
  const t = useT();
  const call = useEffectCall();
  const cases = useSelector((s: { case: CaseState }) => s.case.cases);
  useEffect(() => {
    (call('case/fetchCombobox') as Promise<Combobox | undefined>).then((box) => {
      if (!value && box?.cases[0]) onChange(box.cases[0].id);
    });
  }, []);
  return (
    <Select
      aria-label={t('authoring.case.pick')}
      placeholder={t('authoring.case.pick')}
      showSearch
      optionFilterProp="label"
      value={value}
      onChange={onChange}
      options={cases.map((c) => ({
        value: c.id,
        label: t('authoring.withNote', { name: c.caseName, note: c.caseCode }),
      }))}
      style={{ minWidth: 320 }}
    />
  );
}
