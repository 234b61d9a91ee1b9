import { useT } from '@/utils/hooks';
import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { useAccess } from '@umijs/max';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import PlainPage from '@/features/authoring/components/PlainPage';
import RuleDrawer from '@/features/authoring/components/RuleDrawer';
import RuleTable, { type RuleTableHandle } from '@/features/authoring/components/RuleTable';
import { useCaseOptions } from '@/features/authoring/components/useCaseOptions';
import { RULE_TYPE } from '@/features/authoring/labels';
import { goTo } from '@/utils/navigate';
import { lazyDialog } from '@/components/lazyDialog';

const CreateRuleModal = lazyDialog(
  () => import('@/features/authoring/components/CreateRuleModal'),
  (props) => props.open,
);

/** Preset rules (top-level page): list, open and edit (saved as presets), create a new preset. */
export default function PresetRule() {
  const t = useT();
  const { canTeach } = useAccess();
  const caseOptions = useCaseOptions(false);
  const table = useRef<RuleTableHandle>(null);
  const [open, setOpen] = useState<string>();
  const [creating, setCreating] = useState(false);
  return (
    <PlainPage
      title={t('authoring.preset.title')}
      extra={
        canTeach && (
          <Button icon={<SettingOutlined />} onClick={() => goTo('/case/init-setting')}>
            {t('authoring.preset.toMaintenance')}
          </Button>
        )
      }
    >
      <RuleTable
        tableRef={table}
        ruleType={RULE_TYPE.preset}
        caseOptions={caseOptions}
        readOnly={!canTeach}
        onOpen={(rule) => setOpen(rule.id)}
        toolbar={
          canTeach
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                  {t('authoring.preset.create')}
                </Button>,
              ]
            : []
        }
      />
      <RuleDrawer
        ruleId={open}
        readOnly={!canTeach}
        onClose={() => {
          setOpen(undefined);
          table.current?.reload();
        }}
      />
      <CreateRuleModal
        open={creating}
        presetOnly
        caseOptions={caseOptions}
        onClose={() => setCreating(false)}
        onCreated={(rule) => {
          setCreating(false);
          table.current?.reload();
          setOpen(rule.id);
        }}
      />
    </PlainPage>
  );
}
