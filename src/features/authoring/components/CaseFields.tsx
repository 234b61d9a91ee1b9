import { useT } from '@/utils/hooks';
import { SelectField } from '@/components/form/select';
import { TextField, TextAreaField } from '@/components/form/text';
import { useEffect } from 'react';
import ruleModel from '@/stores/rule';
import { display } from '@/utils/format';
import { idOptions } from '@/utils/options';
import { useModel, useModelState } from '@/utils/model';

export const CASE_CODE_PATTERN = /^[A-Za-z0-9_-]{2,32}$/;

/** The case name field (required, at most 50 characters). */
export function CaseNameField() {
  const t = useT();
  const label = t('authoring.case.field.caseName');
  return (
    <TextField
      name="caseName"
      label={label}
      rules={[
        { required: true, message: t('authoring.required', { field: label }) },
        { max: 50, message: t('authoring.maxLength', { field: label, max: 50 }) },
      ]}
    />
  );
}

/**
 * The fields of a case (inside an antd Form or a FormDialog): code, name, description, default rule
 * (a preset, or one of the case's own rules) and licence url.
 */
export default function CaseFields({ caseId }: { caseId?: string }) {
  const t = useT();
  const calls = useModel(ruleModel);
  const modalRuleList = useModelState(ruleModel, (s) => s.modalRuleList);
  const baseRuleList = useModelState(ruleModel, (s) => s.baseRuleList);
  useEffect(() => {
    if (caseId) calls.fetchModalRules({ caseId, withPreset: 1 });
    else calls.fetchBaseRules();
  }, [caseId, calls]);
  const rules = caseId ? modalRuleList : baseRuleList;
  const label = (id: string) => t(`authoring.case.field.${id}`);
  return (
    <>
      <TextField
        name="caseCode"
        label={label('caseCode')}
        extra={t('authoring.case.field.caseCode.hint')}
        rules={[
          { required: true, message: t('authoring.required', { field: label('caseCode') }) },
          { pattern: CASE_CODE_PATTERN, message: t('authoring.case.field.caseCode.pattern') },
        ]}
      />
      <CaseNameField />
      <TextAreaField
        name="description"
        label={label('description')}
        inputProps={{ autoSize: { minRows: 2, maxRows: 5 } }}
        rules={[{ max: 500, message: t('authoring.maxLength', { field: label('description'), max: 500 }) }]}
      />
      <SelectField
        name="ruleId"
        label={label('ruleId')}
        extra={t('authoring.case.field.ruleId.hint')}
        options={idOptions(rules, (r) =>
          t('authoring.withNote', {
            name: display(r.ruleName),
            note: r.ruleType === undefined ? display(undefined) : t(`authoring.ruleType.${r.ruleType}`),
          }),
        )}
        inputProps={{ showSearch: true, optionFilterProp: 'label' }}
      />
      <TextField
        name="licenseUrl"
        label={label('licenseUrl')}
        rules={[{ pattern: /^https?:\/\/\S+$/, message: t('authoring.case.field.licenseUrl.pattern') }]}
      />
    </>
  );
}
