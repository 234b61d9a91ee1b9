import { useEffect, useState } from 'react';
import type { CaseRecord, Combobox } from '@/services/case';
import { useDispatchEffect } from '@/pages/authoring/useDispatchEffect';
import { useT } from '../useT';
import caseModel from '@/models/case';
import { registerModels } from '@/utils/registerModels';

registerModels(caseModel);

export interface CaseOption {
  label: string;
  value: string;
}

/** The cases a rule may belong to: the user's cases (combobox) and, unless left out, the template cases. */
export function useCaseOptions(withTemplates = true): CaseOption[] {
  const t = useT();
  const dispatch = useDispatchEffect();
  const [options, setOptions] = useState<CaseOption[]>([]);
  useEffect(() => {
    let live = true;
    Promise.all([
      dispatch({ type: 'case/fetchCombobox' }) as Promise<Combobox | undefined>,
      withTemplates
        ? (dispatch({ type: 'case/fetchTemplateCases' }) as Promise<CaseRecord[] | undefined>)
        : Promise.resolve([]),
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
  }, [dispatch, withTemplates, t]);
  return options;
}
