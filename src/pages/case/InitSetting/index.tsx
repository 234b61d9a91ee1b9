import { useT } from '@/utils/hooks';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import Screen from '@/components/Screen';
import { useAccess } from '@umijs/max';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import RuleImportModal from '@/features/authoring/components/RuleImportModal';
import RuleTable, { type RuleTableHandle } from '@/features/authoring/components/RuleTable';
import { useCaseOptions } from '@/features/authoring/components/useCaseOptions';
import { ruleDetailPath } from '@/features/authoring/labels';
import { goTo } from '@/utils/navigate';
import { idText } from '@/utils/format';
import { lazyDialog } from '@/components/lazyDialog';

const CreateRuleModal = lazyDialog(
  () => import('@/features/authoring/components/CreateRuleModal'),
  (props) => props.open,
);
const SmartRuleModal = lazyDialog(
  () => import('@/features/authoring/components/SmartRuleModal'),
  (props) => props.open,
);

/**
 * Rule maintenance: every rule the user sees (presets, templates, own custom rules), with create,
 * intelligent generation, import, copy, export and delete; a rule opens in the rule table.
 */
export default function InitSetting() {
  const t = useT();
  const { canTeach } = useAccess();
  const caseOptions = useCaseOptions();
  const table = useRef<RuleTableHandle>(null);
  const [dialog, setDialog] = useState<'create' | 'smart' | 'import' | null>(null);
  const close = () => setDialog(null);
  // A rule the answer gave no id cannot be opened.
  const opened = (ruleId: string | undefined) => ruleId && goTo(ruleDetailPath(ruleId));

  const toolbar = canTeach
    ? [
        <Button key="test" icon={<ExperimentOutlined />} onClick={() => goTo('/case/init-setting/rule-list-test')}>
          {t('authoring.ruleTest.title')}
        </Button>,
        <Button key="import" icon={<ImportOutlined />} onClick={() => setDialog('import')}>
          {t('authoring.rule.import')}
        </Button>,
        <Button key="smart" icon={<ThunderboltOutlined />} onClick={() => setDialog('smart')}>
          {t('authoring.smart.title')}
        </Button>,
        <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog('create')}>
          {t('authoring.rule.create')}
        </Button>,
      ]
    : [];

  return (
    <Screen description={t(canTeach ? 'authoring.initSetting.desc' : 'authoring.initSetting.descStudent')}>
      <RuleTable
        tableRef={table}
        caseOptions={caseOptions}
        readOnly={!canTeach}
        onOpen={(rule) => opened(idText(rule.id))}
        toolbar={toolbar}
      />
      <CreateRuleModal
        open={dialog === 'create'}
        caseOptions={caseOptions}
        onClose={close}
        onCreated={(rule) => opened(idText(rule.id))}
      />
      <SmartRuleModal
        open={dialog === 'smart'}
        caseOptions={caseOptions}
        onClose={close}
        onCreated={(rule) => opened(idText(rule.id))}
      />
      <RuleImportModal
        open={dialog === 'import'}
        caseOptions={caseOptions}
        onClose={close}
        onImported={() => table.current?.reload()}
      />
    </Screen>
  );
}
