import { useT } from '@/utils/hooks';
import { useEffect, useState } from 'react';
import caseModel from '@/stores/case';
import { useModel } from '@/utils/model';

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
        const own = (box?.cases ?? []).map((c) => ({
          label: t('authoring.withNote', { name: c.caseName, note: c.caseCode }),
          value: c.id,
        }));
        const tpl = (templates ?? []).map((c) => ({
          label: t('authoring.withNote', { name: c.caseName, note: c.caseCode }),
          value: c.id,
        }));
        setOptions([...own, ...tpl]);
      },
    );
    return () => {
      live = false;
    };
  }, [cases, withTemplates, t]);
  return options;
}
