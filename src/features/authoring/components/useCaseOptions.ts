import { useT } from '@/utils/hooks';
import { useEffect, useState } from 'react';
import caseModel from '@/stores/case';
import { useModel } from '@/utils/model';
import { display } from '@/utils/format';
import { idOptions } from '@/utils/options';

export interface CaseOption {
  label: string;
  value: string;
}

/** The cases a rule may belong to: the user's cases (combobox) and, unless left out, the template cases. */
export function useCaseOptions(withTemplates = true): CaseOption[] {
  const t = useT();
  const cases = useModel(caseModel);
  const [options, setOptions] = useState<CaseOption[]>([]);
  useEffect(() => {
    let live = true;
    Promise.all([cases.fetchCombobox(), withTemplates ? cases.fetchTemplateCases() : Promise.resolve([])]).then(
      ([box, templates]) => {
        if (!live) return;
        const label = (c: { caseName?: string; caseCode?: string }) =>
          t('authoring.withNote', { name: display(c.caseName), note: display(c.caseCode) });
        setOptions([...idOptions(box?.cases ?? [], label), ...idOptions(templates ?? [], label)]);
      },
    );
    return () => {
      live = false;
    };
  }, [cases, withTemplates, t]);
  return options;
}
