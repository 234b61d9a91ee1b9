import { useT } from '@/utils/hooks';
import FormDialog from '@/components/form/FormDialog';
import { CheckboxField } from '@/components/form/checkbox';
import { SelectField } from '@/components/form/select';
import { TextField } from '@/components/form/text';
import { message } from 'antd';
import { useEffect } from 'react';
import type { RuleDetail } from '@/services/rule';
import type { CaseOption } from './useCaseOptions';
import ruleModel from '@/stores/rule';
import { display } from '@/utils/format';
import { idOptions } from '@/utils/options';
import { useModel, useModelState } from '@/utils/model';

interface Values {
  ruleName: string;
  caseId: string;
  baseRuleId?: string;
  preset?: boolean;
}

/** A new rule from a base rule (a preset of a standard case), custom or saved as a preset. */
interface Props {
  open: boolean;
  caseOptions: CaseOption[];
  /** always a preset (the preset rule page) */
  presetOnly?: boolean;
  onClose: () => void;
  onCreated: (rule: RuleDetail) => void;
}

export default function CreateRuleModal({ open, caseOptions, presetOnly, onClose, onCreated }: Props) {
  const t = useT();
  const rules = useModel(ruleModel);
  const baseRules = useModelState(ruleModel, (s) => s.baseRuleList);
  useEffect(() => {
    if (open) rules.fetchBaseRules();
  }, [open, rules]);
  const name = t('authoring.rule.col.ruleName');
  const caseLabel = t('authoring.rule.col.case');
  return (
    <FormDialog<Values>
      name="createRule"
      title={t(presetOnly ? 'authoring.preset.create' : 'authoring.rule.create')}
      open={open}
      destroyOnHidden
      onCancel={onClose}
      onFinish={async (values) => {
        const created = await rules.createRule({
          ...values,
          preset: presetOnly || values.preset,
        });
        if (!created) return false;
        message.success(t('authoring.rule.created', { name: display(created.ruleName ?? values.ruleName) }));
        onCreated(created);
        return true;
      }}
    >
      <TextField
        name="ruleName"
        label={name}
        rules={[
          { required: true, message: t('authoring.required', { field: name }) },
          { max: 50, message: t('authoring.maxLength', { field: name, max: 50 }) },
        ]}
      />
      <SelectField
        name="caseId"
        label={caseLabel}
        options={caseOptions}
        showSearch
        rules={[{ required: true, message: t('authoring.select', { field: caseLabel }) }]}
      />
      <SelectField
        name="baseRuleId"
        label={t('authoring.rule.base')}
        extra={t('authoring.rule.base.hint')}
        options={idOptions(baseRules, (r) =>
          t('authoring.withNote', { name: display(r.ruleName), note: display(r.caseName) }),
        )}
      />
      {!presetOnly && <CheckboxField name="preset">{t('authoring.rule.asPreset')}</CheckboxField>}
    </FormDialog>
  );
}
