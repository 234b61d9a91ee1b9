import { useT } from '@/utils/hooks';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Screen from '@/components/Screen';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import RuleDrawer from '@/features/authoring/components/RuleDrawer';
import RuleImportModal from '@/features/authoring/components/RuleImportModal';
import RuleTable, { type RuleTableHandle } from '@/features/authoring/components/RuleTable';
import TemplateButton from '@/features/authoring/components/TemplateButton';
import { useCaseOptions } from '@/features/authoring/components/useCaseOptions';
import type { RuleRecord } from '@/services/rule';
import { display, idText } from '@/utils/format';
import { lazyDialog } from '@/components/lazyDialog';

const CreateRuleModal = lazyDialog(
  () => import('@/features/authoring/components/CreateRuleModal'),
  (props) => props.open,
);

/**
 * Rule import (administrators): a rule file into a case as a preset or template rule, with the
 * template download and every bad row listed; the rules below, the new one first. It is also where
 * preset rules are created and edited (teachers only copy them).
 */
export default function ImportRules() {
  const t = useT();
  const caseOptions = useCaseOptions();
  // A preset belongs to a platform case, never to a template.
  const presetCases = useCaseOptions(false);
  const table = useRef<RuleTableHandle>(null);
  const [importing, setImporting] = useState(false);
  const [open, setOpen] = useState<string>();
  const [last, setLast] = useState<RuleRecord | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <Screen description={t('authoring.importRules.desc')}>
      <Card style={{ marginBottom: 16 }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{t('authoring.rule.import.hint')}</Typography.Paragraph>
          <Space wrap>
            <TemplateButton name="rule" />
            <Button type="primary" icon={<ImportOutlined />} onClick={() => setImporting(true)}>
              {t('authoring.rule.import')}
            </Button>
            <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('authoring.preset.create')}
            </Button>
          </Space>
          <Alert type="info" showIcon title={t('authoring.importRules.presetHint')} />
          {last && (
            <Alert
              type="success"
              showIcon
              title={t('authoring.rule.imported', { name: display(last.ruleName) })}
              action={
                idText(last.id) && (
                  <Button size="small" onClick={() => setOpen(idText(last.id))}>
                    {t('authoring.view')}
                  </Button>
                )
              }
            />
          )}
        </Space>
      </Card>
      <RuleTable tableRef={table} caseOptions={caseOptions} onOpen={(rule) => setOpen(idText(rule.id))} />
      <RuleImportModal
        open={importing}
        caseOptions={caseOptions}
        onClose={() => setImporting(false)}
        onImported={(rule) => {
          setLast(rule ?? null);
          table.current?.reload();
        }}
      />
      <RuleDrawer
        ruleId={open}
        onClose={() => {
          setOpen(undefined);
          table.current?.reload();
        }}
      />
      <CreateRuleModal
        open={creating}
        presetOnly
        caseOptions={presetCases}
        onClose={() => setCreating(false)}
        onCreated={(rule) => {
          setCreating(false);
          table.current?.reload();
          setOpen(idText(rule.id));
        }}
      />
    </Screen>
  );
}
