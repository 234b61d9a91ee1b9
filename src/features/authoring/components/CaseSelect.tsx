import { useT } from '@/utils/hooks';
import { Select } from 'antd';
import { useEffect } from 'react';
import caseModel from '@/stores/case';
import { useModel, useModelState } from '@/utils/model';
import { display, idText } from '@/utils/format';
import { idOptions } from '@/utils/options';

/** Picks one of the user's cases (the combobox); picks the first when there is no value. */
export default function CaseSelect({ value, onChange }: { value?: string; onChange: (caseId: string) => void }) {
  const t = useT();
  const calls = useModel(caseModel);
  const cases = useModelState(caseModel, (s) => s.cases);
  useEffect(() => {
    calls.fetchCombobox().then((box) => {
      const first = box?.cases.map((c) => idText(c.id)).find(Boolean);
      if (!value && first) onChange(first);
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
      options={idOptions(cases, (c) =>
        t('authoring.withNote', { name: display(c.caseName), note: display(c.caseCode) }),
      )}
      style={{ minWidth: 320 }}
    />
  );
}
