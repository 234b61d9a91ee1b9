import { useCurrentUser, useT } from '@/utils/hooks';
import { Form, Input, Radio, Select } from 'antd';
import { ROLE } from '@/domain/codes';
import { RULE_TYPE, type RuleRecord } from '@/services/rule';
import { RULE_TYPE_LABEL } from '../labels';
import ImportModal from './ImportModal';
import type { CaseOption } from './useCaseOptions';
import ruleModel from '@/stores/rule';
import type { Answer } from '@/services/contract';
import { useModel } from '@/utils/model';

/**
 * Imports a rule file (the export's format; parameters left out come from the standard rule)
 * into a case. Administrators choose preset or template, teachers import custom rules.
 */
export default function RuleImportModal({
  open,
  caseOptions,
  onClose,
  onImported,
}: {
  open: boolean;
  caseOptions: CaseOption[];
  onClose: () => void;
  /** the imported rule, when the answer gave it */
  onImported: (rule: RuleRecord | undefined) => void;
}) {
  const t = useT();
  const { userInfo } = useCurrentUser();
  const rules = useModel(ruleModel);
  const isAdmin = userInfo.userType === ROLE.admin;
  const caseLabel = t('authoring.rule.col.case');
  const name = t('authoring.rule.col.ruleName');
  const types = isAdmin
    ? [RULE_TYPE.preset, RULE_TYPE.template, RULE_TYPE.custom]
    : [RULE_TYPE.custom, RULE_TYPE.preset];
  return (
    <ImportModal<Answer<'rule.importRule'>>
      open={open}
      title={t('authoring.rule.import')}
      template="rule"
      formName="ruleImport"
      hint={t('authoring.rule.import.hint')}
      initialValues={{ ruleType: types[0] }}
      onImport={(file, values, onProgress) =>
        rules.importRule({ ...(values as { caseId: string; ruleType: number; ruleName?: string }), file, onProgress })
      }
      successText={(data) =>
        data?.rule?.ruleName
          ? t('authoring.rule.imported', { name: data.rule.ruleName })
          : t('authoring.import.accepted')
      }
      onSuccess={(data) => onImported(data?.rule)}
      onClose={onClose}
    >
      <Form.Item
        name="caseId"
        label={caseLabel}
        rules={[{ required: true, message: t('authoring.select', { field: caseLabel }) }]}
      >
        <Select
          options={caseOptions}
          showSearch
          optionFilterProp="label"
          placeholder={t('authoring.select', { field: caseLabel })}
        />
      </Form.Item>
      <Form.Item name="ruleType" label={t('authoring.rule.col.type')}>
        <Radio.Group options={types.map((type) => ({ value: type, label: t(RULE_TYPE_LABEL[type]) }))} />
      </Form.Item>
      <Form.Item
        name="ruleName"
        label={name}
        extra={t('authoring.rule.import.nameHint')}
        rules={[{ max: 50, message: t('authoring.maxLength', { field: name, max: 50 }) }]}
      >
        <Input />
      </Form.Item>
    </ImportModal>
  );
}
