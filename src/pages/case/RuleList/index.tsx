import { useT } from '@/utils/hooks';
import Screen from '@/components/Screen';
import { history, useAccess, useLocation } from '@umijs/max';
import { Card, Space, Typography } from 'antd';
import { useState } from 'react';
import BackButton from '@/components/BackButton';
import RuleDetailPanel from '@/pages/authoring/components/RuleDetailPanel';
import RuleSelect from '@/pages/authoring/components/RuleSelect';
import { decodeQs, encodeQs } from '@/utils/qs';

/**
 * The rule table of one rule (qs { ruleId }): /case/init-setting/rule-list, /train/home/rule-list
 * and /experiment/rule-list. Teachers edit the rules they may change; students only read.
 */
export default function RuleList() {
  const t = useT();
  const { canTeach } = useAccess();
  const { pathname, search } = useLocation();
  const qs = decodeQs(search);
  const [ruleId, setRuleId] = useState<string | undefined>(qs.ruleId ? String(qs.ruleId) : undefined);

  const choose = (id: string) => {
    setRuleId(id);
    history.replace(`${pathname}?qs=${encodeQs({ ...qs, ruleId: id })}`);
  };

  return (
    <Screen
      title={t('authoring.rule.detail')}
      extra={<BackButton />}
      description={t(canTeach ? 'authoring.ruleList.desc' : 'authoring.ruleList.descStudent')}
    >
      <Card>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Space wrap>
            <Typography.Text strong>{t('authoring.rule.current')}</Typography.Text>
            <RuleSelect value={ruleId} onChange={choose} autoPick caseId={qs.caseId ? String(qs.caseId) : undefined} />
          </Space>
          <RuleDetailPanel ruleId={ruleId} readOnly={!canTeach} />
        </Space>
      </Card>
    </Screen>
  );
}
