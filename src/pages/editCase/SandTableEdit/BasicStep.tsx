import { useT } from '@/utils/hooks';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import { Button, Form, Space, Typography, message } from 'antd';
import { useState } from 'react';
import CaseFields from '@/features/authoring/components/CaseFields';
import type { CaseRecord, CaseSaveParams } from '@/services/case';
import caseModel from '@/stores/case';
import { idText, text } from '@/utils/format';
import { useModel } from '@/utils/model';

const FIELDS = ['caseCode', 'caseName', 'description', 'ruleId', 'licenseUrl'] as const;

type CaseFieldValues = { [K in (typeof FIELDS)[number]]?: string | number | null };

/** The case's fields as the form edits and the save sends them: text, '' for a field the answer left out. */
export function caseFields(source: CaseFieldValues): CaseSaveParams {
  return Object.fromEntries(FIELDS.map((k) => [k, text(source[k])])) as unknown as CaseSaveParams;
}

const sameFields = (a: CaseFieldValues, b: CaseFieldValues) =>
  JSON.stringify(caseFields(a)) === JSON.stringify(caseFields(b));

interface Props {
  record: CaseRecord;
  editable: boolean;
  draft?: CaseSaveParams;
  onReport: (values: CaseSaveParams, dirty: boolean) => void;
  onSaved: (record: CaseRecord) => void;
}

/** The basic-information step: code, name, description, default rule and licence url. */
export default function BasicStep({ record, editable, draft, onReport, onSaved }: Props) {
  const t = useT();
  const cases = useModel(caseModel);
  const [saving, setSaving] = useState(false);
  // Without the case's id a save would create another case: nothing is sent.
  const id = idText(record.id);
  const save = async (values: CaseSaveParams) => {
    if (saving || !id) return;
    setSaving(true);
    try {
      const sent = { ...caseFields(values), id };
      if (!(await cases.saveCase(sent))) return;
      message.success(t('authoring.step.saved'));
      // The answer may be null: the case is what it was with the fields just sent.
      const saved = { ...record, ...sent } as CaseRecord;
      onReport(caseFields(saved), false);
      onSaved(saved);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form<CaseSaveParams>
      name="basicStep"
      layout="vertical"
      disabled={!editable || !id}
      initialValues={draft ?? caseFields(record)}
      style={{ maxWidth: 720 }}
      onValuesChange={(_, all) => onReport(caseFields(all), !sameFields(all, record))}
      onFinish={save}
    >
      <CaseFields caseId={id} />
      {editable && id && (
        <Space>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
            {t('authoring.step.save')}
          </Button>
          <Typography.Text type="secondary">{t('authoring.step.saveHint')}</Typography.Text>
        </Space>
      )}
    </Form>
  );
}
