import { useT } from '@/utils/hooks';
import { useRequest } from 'ahooks';
import analysisModel from '@/stores/analysis';
import { useModel } from '@/utils/model';
import type { CompanyMessageRow } from '@/services/analysis';
import { barOption } from '../../charts';
import AnalysisChart from '../../components/AnalysisChart';
import Mark from '../../components/Mark';
import DataTable, { type Col } from '../../components/DataTable';
import { Guard } from '../../components/States';
import { useAnalysis } from '../../hooks';
import { quarterText } from '@/utils/roundText';
import { display, text, toNumber } from '@/utils/format';
import type { PanelProps } from './MetricPanel';

const list = (items: unknown[] | undefined) => (items?.length ? items.map(display).join('、') : display(undefined));

/** Each company as it stands now: cash, equity, lines, what it has developed, and its scores. */
export default function CompanyPanel({ trainId }: PanelProps) {
  const t = useT();
  const analysis = useModel(analysisModel);
  const state = useRequest(() => analysis.fetchCompanyMessage({ trainId }), { refreshDeps: [trainId] });
  const rows = useAnalysis('companyMessageList');
  const status = (r: CompanyMessageRow) => t(r.bankrupt ? 'analysis.bankrupt' : 'analysis.running');
  const columns: Col<CompanyMessageRow>[] = [
    { key: 'team', title: t('analysis.team'), value: (r) => r.teamName, fixed: 'left' },
    {
      key: 'status',
      title: t('analysis.company.status'),
      value: status,
      render: (r) => <Mark tone={r.bankrupt ? 'error' : 'success'}>{status(r)}</Mark>,
    },
    { key: 'cash', title: t('analysis.m.cash'), value: (r) => r.cash, kind: 'money' },
    { key: 'equity', title: t('analysis.m.equity'), value: (r) => r.equity, kind: 'money' },
    { key: 'builtLines', title: t('analysis.company.builtLines'), value: (r) => r.builtLines, kind: 'count' },
    { key: 'buildingLines', title: t('analysis.company.buildingLines'), value: (r) => r.buildingLines, kind: 'count' },
    { key: 'markets', title: t('analysis.company.markets'), value: (r) => list(r.markets) },
    { key: 'products', title: t('analysis.company.products'), value: (r) => list(r.products) },
    { key: 'qualifications', title: t('analysis.company.qualifications'), value: (r) => list(r.qualifications) },
    { key: 'countScore', title: t('analysis.company.countScore'), value: (r) => r.countScore, kind: 'count' },
    { key: 'pdcaScore', title: t('analysis.company.pdcaScore'), value: (r) => r.pdcaScore, kind: 'count' },
    { key: 'platformScore', title: t('analysis.company.platformScore'), value: (r) => r.platformScore, kind: 'count' },
    {
      key: 'teacherScore',
      title: t('analysis.company.teacherScore'),
      value: (r) => toNumber(r.teacherScore),
      kind: 'count',
    },
  ];
  const asOf = rows[0]?.round !== undefined ? t('analysis.company.asOf', { round: quarterText(t, rows[0].round) }) : '';
  return (
    <Guard state={state} empty={!rows.length}>
      {() => (
        <>
          <AnalysisChart
            title={t('analysis.chart.company')}
            option={barOption(
              rows.map((r) => r.teamName),
              [
                { name: t('analysis.m.equity'), data: rows.map((r) => r.equity), kind: 'money' },
                { name: t('analysis.company.countScore'), data: rows.map((r) => r.countScore), kind: 'count' },
              ],
            )}
          />
          <DataTable<CompanyMessageRow>
            title={asOf}
            columns={columns}
            rows={rows}
            rowKey={(r) => text(r.teamId)}
            exportName={t('analysis.tab.company')}
            loading={state.loading}
          />
        </>
      )}
    </Guard>
  );
}
