import { useT } from '@/utils/hooks';
import Screen from '@/components/Screen';
import { history, useAccess, useLocation } from '@umijs/max';
import { Card, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import BackButton from '@/components/BackButton';
import RuleDetailPanel from '@/features/authoring/components/RuleDetailPanel';
import RuleSelect from '@/features/authoring/components/RuleSelect';
import { useEnteredTraining, useTrainingDetail } from '@/features/training/useTraining';
import { routerPath } from '@/utils/base';
import { decodeQs, encodeQs } from '@/utils/qs';
import { idText } from '@/utils/format';

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
  // Without a rule in qs, an experiment screen shows the rule of the current training.
  const ofTraining = routerPath(pathname).startsWith('/experiment/') && !qs.ruleId;
  const entered = useEnteredTraining(qs.trainId ? String(qs.trainId) : '', ofTraining);
  const training = useTrainingDetail(ofTraining ? entered.trainId : '');
  const shownRuleId = ruleId ?? idText(training.data?.ruleId);
  const waiting = ofTraining && (entered.loading || training.loading);

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
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Space wrap>
            <Typography.Text strong>{t('authoring.rule.current')}</Typography.Text>
            {waiting ? (
              <Skeleton.Input active />
            ) : (
              <RuleSelect
                value={shownRuleId}
                onChange={choose}
                autoPick
                caseId={qs.caseId ? String(qs.caseId) : undefined}
              />
            )}
          </Space>
          {waiting ? <Skeleton active /> : <RuleDetailPanel ruleId={shownRuleId} readOnly={!canTeach} />}
        </Space>
      </Card>
    </Screen>
  );
}
