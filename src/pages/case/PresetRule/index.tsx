import { useCurrentUser, useT } from '@/utils/hooks';
import EditOutlined from '@ant-design/icons/EditOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { Alert, Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { accessOf } from '@/access';
import PlainPage from '@/features/authoring/components/PlainPage';
import RuleDrawer from '@/features/authoring/components/RuleDrawer';
import RuleTable, { type RuleTableHandle } from '@/features/authoring/components/RuleTable';
import { useCaseOptions } from '@/features/authoring/components/useCaseOptions';
import { RULE_TYPE } from '@/features/authoring/labels';
import type { RuleRecord } from '@/services/rule';
import { idText } from '@/utils/format';
import { goTo } from '@/utils/navigate';

/**
 * Preset rules (top-level page): list and view them. Only administrators change presets, on the
 * rule import screen; a teacher copies one as their own custom rule, which opens to be edited.
 */
export default function PresetRule() {
  const t = useT();
  const { userInfo } = useCurrentUser();
  const { canTeach, canAdmin } = accessOf(userInfo);
  const caseOptions = useCaseOptions(false);
  const table = useRef<RuleTableHandle>(null);
  const [open, setOpen] = useState<RuleRecord>();
  return (
    <PlainPage
      title={t('authoring.preset.title')}
      extra={
        <Space>
          {canTeach && (
            <Button icon={<SettingOutlined />} onClick={() => goTo('/case/init-setting')}>
              {t('authoring.preset.toMaintenance')}
            </Button>
          )}
          {canAdmin && (
            <Button type="primary" icon={<EditOutlined />} onClick={() => goTo('/admin/import-rules')}>
              {t('authoring.preset.toAdmin')}
            </Button>
          )}
        </Space>
      }
    >
      {(canTeach || canAdmin) && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t(canAdmin ? 'authoring.preset.adminHint' : 'authoring.preset.teacherHint')}
        />
      )}
      <RuleTable
        tableRef={table}
        ruleType={RULE_TYPE.preset}
        caseOptions={caseOptions}
        readOnly={!canTeach}
        copyAsMine
        onOpen={setOpen}
        onCopied={setOpen}
      />
      <RuleDrawer
        ruleId={idText(open?.id)}
        // A preset comes back not editable for a teacher (it says to copy it); their copy is editable.
        readOnly={!canTeach}
        onClose={() => {
          setOpen(undefined);
          table.current?.reload();
        }}
      />
    </PlainPage>
  );
}
