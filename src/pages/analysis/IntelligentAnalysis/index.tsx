import { useLocation } from '@umijs/max';
import { useT } from '@/utils/hooks';
import { decodeQs } from '@/utils/qs';
import { useRequest } from 'ahooks';
import { Alert, Empty, Space, Switch, Tabs, message } from 'antd';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { MESSAGE_DURATION_S } from '@/constants';
import analysisModel from '@/stores/analysis';
import { useModel } from '@/utils/model';
import AnalysisFrame, { Toolbar } from '../components/AnalysisFrame';
import { RoundPicker } from '../components/Pickers';
import LoadError from '@/components/LoadError';
import { type TrainingRef, failed, useAnalysis, useIsStudent, noRoundsText } from '../hooks';
import CompanyPanel from './panels/CompanyPanel';
import CreditPanel from './panels/CreditPanel';
import MarketSharePanel from './panels/MarketSharePanel';
import MenuDetailPanel from './panels/MenuDetailPanel';
import type { PanelProps } from './panels/MetricPanel';
import NetworkPanel from './panels/NetworkPanel';
import OrderPanel from './panels/OrderPanel';
import RetailPanel from './panels/RetailPanel';
import { AdvertisingPanel, CapacityPanel, CostProfitPanel, EarningsPanel, LiabilitiesPanel } from './panels/metrics';
import { flag } from '@/utils/flag';

const PANELS: [string, (p: PanelProps) => ReactNode][] = [
  ['marketShare', MarketSharePanel],
  ['costProfit', CostProfitPanel],
  ['advertising', AdvertisingPanel],
  ['order', OrderPanel],
  ['capacity', CapacityPanel],
  ['earnings', EarningsPanel],
  ['liabilities', LiabilitiesPanel],
  ['menuDetail', MenuDetailPanel],
  ['company', CompanyPanel],
  ['credit', CreditPanel],
  ['retail', RetailPanel],
  ['network', NetworkPanel],
];

/**
 * /train/home/intelligent-analysis and /experiment/intelligent-analysis: every analysis of a
 * training as a chart plus the table behind it, for a settled round or all rounds to date, each
 * comparable across teams and over the rounds. Only the open tab is rendered and loaded. A
 * teacher can open every team's figures to the students (openAll).
 */
export default function IntelligentAnalysis() {
  const t = useT();
  return (
    <AnalysisFrame title={t('analysis.title.intelligent')}>
      {(training, picker) => <AnalysisBody key={training.id} training={training} picker={picker} />}
    </AnalysisFrame>
  );
}

function OpenSwitch({ trainId }: { trainId: string }) {
  const t = useT();
  const { fetchOpen } = useModel(analysisModel);
  const id = useId();
  const open = useAnalysis('analysisOpen');
  const [saving, setSaving] = useState(false);
  const change = async (checked: boolean) => {
    setSaving(true);
    const answer = await fetchOpen({ trainId, open: checked ? 1 : 0 });
    setSaving(false);
    if (answer) message.success(t(flag(answer.open) ? 'analysis.open.on' : 'analysis.open.off'), MESSAGE_DURATION_S);
  };
  return (
    <Space size={8}>
      <Switch id={id} checked={open === 1} loading={saving} disabled={saving} onChange={change} />
      <label htmlFor={id}>{t('analysis.open.label')}</label>
    </Space>
  );
}

function AnalysisBody({ training, picker }: { training: TrainingRef; picker: ReactNode }) {
  const t = useT();
  const analysis = useModel(analysisModel);
  const isStudent = useIsStudent();
  const trainId = training.id;
  const times = useRequest(() => analysis.fetchTimeList({ trainId }), { refreshDeps: [trainId] });
  useRequest(() => analysis.fetchTeamList({ trainId }), { refreshDeps: [trainId] });
  const opened = useRequest(() => analysis.fetchOpen({ trainId }), { refreshDeps: [trainId] });
  const open = useAnalysis('analysisOpen');
  // A link may name the tab and the round to open (`tab`, `round` in qs), as the coach's findings do.
  const { search } = useLocation();
  const [round, setRound] = useState(() => Number(decodeQs(search).round) || 0);
  const [tab, setTab] = useState(() => {
    const asked = decodeQs(search).tab;
    return PANELS.find(([key]) => key === asked)?.[0] ?? PANELS[0][0];
  });
  const settled = (times.data ?? []).some((r) => r.settled);
  // The same panel elements while the training and round stay: this screen renders again as each of
  // its calls answers (and the frame's training list), and React then leaves the open panel (a chart
  // and a table of every team) as it is.
  const items = useMemo(() => {
    const props: PanelProps = { trainId, round: round || undefined };
    return PANELS.map(([key, Panel]) => ({ key, label: t(`analysis.tab.${key}`), children: <Panel {...props} /> }));
  }, [t, trainId, round]);

  return (
    <>
      <Toolbar>
        {picker}
        <RoundPicker times={times.data ?? []} value={round} onChange={setRound} allowAll />
        {!isStudent && <OpenSwitch trainId={trainId} />}
      </Toolbar>
      {isStudent && opened.data && open === 0 && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('analysis.open.studentHint')} />
      )}
      {failed(times) && <LoadError onRetry={times.refresh} />}
      {/* The open tab loads at once, beside the round list; a training without a settled round says so instead. */}
      {times.data && !settled ? (
        <Empty description={noRoundsText(t, training)} />
      ) : (
        <Tabs activeKey={tab} onChange={setTab} destroyOnHidden items={items} />
      )}
    </>
  );
}
