import { useT } from '@/utils/hooks';
import { useRequest } from 'ahooks';
import analysisModel from '@/stores/analysis';
import { useModel } from '@/utils/model';
import { Col, Row, Select, Space } from 'antd';
import { useId, useState } from 'react';
import type { CfoTeamRow, CreditLoanRow, CreditSummaryRow } from '@/services/analysis';
import { barOption } from '../../charts';
import AnalysisChart from '../../components/AnalysisChart';
import DataTable, { type Col as TableCol } from '../../components/DataTable';
import { Guard } from '../../components/States';
import { roundLabel, useAnalysis } from '../../hooks';
import { display, text, toNumber } from '@/utils/format';
import type { PanelProps } from './MetricPanel';

type Kind = 'long' | 'short';

/** Credit: each team's loans against its limits, every loan, and the CFO's cash position at the round. */
export default function CreditPanel({ trainId, round }: PanelProps) {
  const t = useT();
  const analysis = useModel(analysisModel);
  const id = useId();
  const [kind, setKind] = useState<Kind>();
  const state = useRequest(() => analysis.fetchCreditDetail({ trainId, kind }), { refreshDeps: [trainId, kind] });
  const cfoState = useRequest(() => analysis.fetchCfoTeam({ trainId, round }), { refreshDeps: [trainId, round] });
  const credit = useAnalysis('creditDetail');
  const summary = credit.summary ?? [];
  const loans = credit.loans ?? [];
  const cfo = useAnalysis('cfoTeamList');
  const money = (key: keyof CreditSummaryRow) => ({
    key,
    title: t(`analysis.credit.${key}`),
    value: (r: CreditSummaryRow) => toNumber(r[key]),
    kind: 'money' as const,
  });
  const summaryColumns: TableCol<CreditSummaryRow>[] = [
    { key: 'team', title: t('analysis.team'), value: (r) => r.teamName },
    money('longUsed'),
    money('longLimit'),
    money('shortUsed'),
    money('shortLimit'),
  ];
  const loanColumns: TableCol<CreditLoanRow>[] = [
    { key: 'team', title: t('analysis.team'), value: (r) => r.teamName },
    {
      key: 'kind',
      title: t('analysis.credit.kind'),
      value: (r) => (r.kind ? t(`analysis.credit.${r.kind}`) : display(undefined)),
    },
    { key: 'loanId', title: t('analysis.credit.loanId'), value: (r) => text(r.loanId) },
    { key: 'amount', title: t('analysis.credit.amount'), value: (r) => r.amount, kind: 'money' },
    { key: 'taken', title: t('analysis.credit.takenRound'), value: (r) => roundLabel(t, r.takenRound) },
    { key: 'due', title: t('analysis.credit.dueRound'), value: (r) => roundLabel(t, r.dueRound) },
  ];
  const cfoMoney = (key: keyof CfoTeamRow, label: string) => ({
    key,
    title: t(label),
    value: (r: CfoTeamRow) => toNumber(r[key]),
    kind: 'money' as const,
  });
  const cfoColumns: TableCol<CfoTeamRow>[] = [
    { key: 'team', title: t('analysis.team'), value: (r) => r.teamName },
    cfoMoney('cash', 'analysis.m.cash'),
    cfoMoney('receivable', 'analysis.credit.receivable'),
    cfoMoney('longLoans', 'analysis.m.longLoans'),
    cfoMoney('shortLoans', 'analysis.m.shortLoans'),
    cfoMoney('otherPayable', 'analysis.credit.otherPayable'),
    cfoMoney('tax', 'analysis.credit.tax'),
    cfoMoney('cfoCashLimit', 'analysis.credit.cfoCashLimit'),
  ];
  const cfoRound = cfo[0]?.round;
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <label htmlFor={id}>{t('analysis.credit.kind')}</label>
        <Select
          id={id}
          allowClear
          style={{ minWidth: 140 }}
          placeholder={t('analysis.all')}
          value={kind}
          onChange={(v) => setKind(v ?? undefined)}
          options={(['long', 'short'] as const).map((k) => ({ value: k, label: t(`analysis.credit.${k}`) }))}
        />
      </Space>
      <Guard state={state} empty={!summary.length}>
        {() => (
          <Row gutter={16}>
            <Col xs={24} xl={12}>
              <AnalysisChart
                title={t('analysis.chart.credit')}
                option={barOption(
                  summary.map((r) => r.teamName),
                  (['longUsed', 'longLimit', 'shortUsed', 'shortLimit'] as const).map((k) => ({
                    name: t(`analysis.credit.${k}`),
                    data: summary.map((r) => r[k]),
                  })),
                )}
              />
            </Col>
            <Col xs={24} xl={12}>
              <DataTable<CreditSummaryRow>
                title={t('analysis.credit.summary')}
                columns={summaryColumns}
                rows={summary}
                rowKey={(r) => text(r.teamId)}
                exportName={t('analysis.credit.summary')}
              />
            </Col>
            <Col span={24}>
              <DataTable<CreditLoanRow>
                title={t('analysis.credit.loans')}
                columns={loanColumns}
                rows={loans}
                rowKey={(r) => `${text(r.teamId)}-${text(r.loanId)}`}
                exportName={t('analysis.credit.loans')}
                loading={state.loading}
                pageSize={20}
              />
            </Col>
          </Row>
        )}
      </Guard>
      <Guard state={cfoState} empty={!cfo.length}>
        {() => (
          <DataTable<CfoTeamRow>
            title={
              cfoRound
                ? t('analysis.scoped', { title: t('analysis.credit.cfo'), scope: roundLabel(t, cfoRound) })
                : t('analysis.credit.cfo')
            }
            columns={cfoColumns}
            rows={cfo}
            rowKey={(r) => text(r.teamId)}
            exportName={t('analysis.credit.cfo')}
            loading={cfoState.loading}
          />
        )}
      </Guard>
    </>
  );
}
