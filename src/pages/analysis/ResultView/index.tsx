import { useT } from '@/utils/hooks';
import { useRequest } from 'ahooks';
import EditOutlined from '@ant-design/icons/EditOutlined';
import LineChartOutlined from '@ant-design/icons/LineChartOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import { useLocation } from '@umijs/max';
import { Button, Card, Col, Row } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import analysisModel from '@/stores/analysis';
import { useModel } from '@/utils/model';
import GradebookButton from '@/features/gradebook/GradebookButton';
import { goTo } from '@/utils/navigate';
import { encodeQs } from '@/utils/qs';
import { trendOption } from '../charts';
import AnalysisFrame, { Toolbar } from '../components/AnalysisFrame';
import { RoundPicker, TeamPicker } from '../components/Pickers';
import { Guard } from '../components/States';
import StatementTable from '../components/StatementTable';
import WhenSeen from '../components/WhenSeen';
import { type TrainingRef, failed, roundLabel, useAnalysis, noRoundsText } from '../hooks';
import { statementRows, TABLE_CODES } from '../labels';
import { useStatementTarget } from '../useStatementTarget';
import TeamResults from './TeamResults';

const TREND_KEYS = ['assetsTotal', 'liabilitiesTotal', 'ownerEquityTotal', 'cash'] as const;
/** The statements show first; echarts (the largest part of this screen) loads for the trend once it is scrolled near (below the fold). */
const AnalysisChart = lazy(() => import('../components/AnalysisChart'));

/**
 * /train/home/result-view and /experiment/result-view: a team's four statements (spec point 4's
 * codes 1–4) for a settled round with every key — beginning, end and the students' input — and
 * the balance trend over all rounds. Students see their own team; teachers choose any.
 */
export default function ResultView() {
  const t = useT();
  return (
    <AnalysisFrame title={t('analysis.title.result')}>
      {(training, picker) => <ResultBody key={training.id} training={training} picker={picker} />}
    </AnalysisFrame>
  );
}

function ResultBody({ training, picker }: { training: TrainingRef; picker: ReactNode }) {
  const t = useT();
  const analysis = useModel(analysisModel);
  const { pathname } = useLocation();
  const target = useStatementTarget(training.id);
  const { teamId, round, teamName, asked } = target;
  const tables = useRequest(
    () =>
      Promise.all(TABLE_CODES.map((code) => analysis.fetchTable({ trainId: training.id, ...asked, code }))).then(
        (all) => (all.includes(undefined) ? undefined : all),
      ),
    { refreshDeps: [training.id, asked.teamId, asked.round] },
  );
  const history = useRequest(() => analysis.fetchBalanceHistory({ trainId: training.id, teamId: asked.teamId }), {
    refreshDeps: [training.id, asked.teamId],
  });
  const tableList = useAnalysis('tableList');
  const balanceHistory = useAnalysis('balanceHistory');
  const qs = encodeQs({ trainId: training.id });
  const analysisPath = pathname.startsWith('/experiment')
    ? '/experiment/intelligent-analysis'
    : '/train/home/intelligent-analysis';
  const debriefPath = pathname.startsWith('/experiment') ? '/experiment/debrief' : '/train/home/debrief';
  const trendTitle = `${teamName} ${t('analysis.result.trend')}`;
  const waiting = <Card size="small" title={trendTitle} loading style={{ marginBottom: 16 }} />;
  const name = (code: number) => `${teamName}-${round ? roundLabel(t, round) : ''}-${t(`analysis.table.${code}`)}`;

  return (
    <>
      <Toolbar>
        {picker}
        <TeamPicker teams={target.teams.data ?? []} value={teamId} onChange={target.setTeamId} />
        <RoundPicker rounds={target.rounds.data ?? []} value={round ?? 0} onChange={target.setRound} />
        <Button icon={<EditOutlined />} onClick={() => goTo(`/train/home/editResult-view?qs=${qs}`)}>
          {t('analysis.result.toEdit')}
        </Button>
        <Button icon={<LineChartOutlined />} onClick={() => goTo(`${analysisPath}?qs=${qs}`)}>
          {t('analysis.result.toAnalysis')}
        </Button>
        <Button
          icon={<PlayCircleOutlined />}
          onClick={() => goTo(`${debriefPath}?qs=${encodeQs({ trainId: training.id, ...(round ? { round } : {}) })}`)}
        >
          {t('analysis.result.toDebrief')}
        </Button>
        {/* Grades exist once a round is settled; until the rounds are known the button waits, saying nothing. */}
        <GradebookButton
          scope={target.rounds.data?.length ? { trainId: training.id } : undefined}
          disabledReason={target.rounds.data?.length === 0 ? t('train.shared.gradebook.noRounds') : undefined}
        />
      </Toolbar>
      <Guard state={target.ready} empty={!target.rounds.data?.length || !teamId} emptyText={noRoundsText(t, training)}>
        {() => (
          <Guard state={tables}>
            {() => (
              <Row gutter={16}>
                <Col xs={24} xl={12}>
                  <StatementTable
                    code={1}
                    rows={statementRows(1, tableList[1])}
                    loading={tables.loading}
                    exportName={name(1)}
                  />
                </Col>
                <Col xs={24} xl={12}>
                  <StatementTable
                    code={3}
                    rows={statementRows(3, tableList[3])}
                    loading={tables.loading}
                    exportName={name(3)}
                  />
                  <StatementTable
                    code={2}
                    rows={statementRows(2, tableList[2])}
                    loading={tables.loading}
                    exportName={name(2)}
                  />
                </Col>
                <Col xs={24} xl={12}>
                  <StatementTable
                    code={4}
                    rows={statementRows(4, tableList[4])}
                    loading={tables.loading}
                    exportName={name(4)}
                  />
                </Col>
                <Col xs={24} xl={12}>
                  <WhenSeen placeholder={waiting}>
                    {() => (
                      <Suspense fallback={waiting}>
                        <AnalysisChart
                          title={trendTitle}
                          empty={failed(history) || !balanceHistory.length}
                          option={trendOption(
                            balanceHistory.map((r) => roundLabel(t, r.round)),
                            TREND_KEYS.map((k) => ({
                              name: t(`analysis.balance.${k}`),
                              data: balanceHistory.map((r) => r[k]),
                            })),
                            'money',
                          )}
                        />
                      </Suspense>
                    )}
                  </WhenSeen>
                </Col>
              </Row>
            )}
          </Guard>
        )}
      </Guard>
      {/* Scores and network marketing exist once a round is settled, like the statements above. */}
      {target.rounds.data?.length && teamId ? (
        <TeamResults trainId={training.id} teamId={teamId} teamName={teamName} />
      ) : null}
    </>
  );
}
