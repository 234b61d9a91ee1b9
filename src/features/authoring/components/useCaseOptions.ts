import { useEffectCall, useT } from '@/utils/hooks';
import { useEffect, useState } from 'react';
import type { CaseRecord, Combobox } from '@/services/case';
import caseModel from '@/stores/case';


export interface CaseOption {
  label: string;
  value: string;
}

/** The cases a rule may belong to: the user's cases (combobox) and, unless left out, the template cases. */
export function useCaseOptions(withTemplates = true): CaseOption[] {
  const t = useT();
  const call = useEffectCall();
  const [options, setOptions] = useState<CaseOption[]>([]);
  useEffect(() => {
    let live = true;
    Promise.all([
      call('case/fetchCombobox') as Promise<Combobox | undefined>,
      withTemplates ? (call('case/fetchTemplateCases') as Promise<CaseRecord[] | undefined>) : Promise.resolve([]),
    ]).then(([box, templates]) => {
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
    });
    return () => {
      live = false;
    };
  }, [call, withTemplates, t]);
  return options;
}
