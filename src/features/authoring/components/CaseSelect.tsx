import { useT } from '@/utils/hooks';
import { Select } from 'antd';
import { useEffect } from 'react';
import caseModel from '@/stores/case';
import { useModel, useModelState } from '@/utils/model';

/** Picks one of the user's cases (the combobox); picks the first when there is no value. */
export default function CaseSelect({ value, onChange }: { value?: string; onChange: (caseId: string) => void }) {
  const t = useT();
  const calls = useModel(caseModel);
  const cases = useModelState(caseModel, (s) => s.cases);
  useEffect(() => {
    calls.fetchCombobox().then((box) => {
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
