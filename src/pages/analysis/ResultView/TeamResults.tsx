import { useRequest } from 'ahooks';
import { Card, Col, Row, Segmented, Table, Tag } from 'antd';
import { useState } from 'react';
import trainInfoModel, { type NetWorkRow, type ScoreKind } from '@/stores/trainInfo';
import { display, formatNumber } from '@/utils/format';
import { Guard } from '../components/States';
import { useT } from '@/utils/hooks';
import { useModel, useModelState } from '@/utils/model';
import { roundLabel } from '../hooks';

const KINDS: ScoreKind[] = ['count', 'pdca', 'platform'];

/**
 * The scores of every team by one measure (getCountScore, getPDCA, getPlatformConstruction),
 * ranked, with the chosen team marked.
 */
function ScoreCard({ trainId, teamId }: { trainId: string; teamId?: string }) {
  const t = useT();
  const { fetchScores } = useModel(trainInfoModel);
  const [kind, setKind] = useState<ScoreKind>('count');
  const state = useRequest(() => fetchScores({ trainId, kind }), { refreshDeps: [trainId, kind] });
  // Highest first; a team whose score the backend left out comes last.
  const scoreOf = (row: { score?: number }) => row.score ?? Number.NEGATIVE_INFINITY;
  const rows = [...useModelState(trainInfoModel, (s) => s.scoreLists)[kind]].sort((a, b) =>
    scoreOf(a) === scoreOf(b) ? 0 : scoreOf(b) > scoreOf(a) ? 1 : -1,
  );
  return (
    <Card size="small" title={t('analysis.result.scores')} style={{ marginBottom: 16 }} data-testid="score-card">
      <Segmented<ScoreKind>
        value={kind}
        onChange={setKind}
        options={KINDS.map((k) => ({ value: k, label: t(`analysis.result.score.${k}`) }))}
        style={{ marginBottom: 12 }}
      />
      <Guard state={state} empty={!rows.length}>
        {() => (
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            loading={state.loading}
            dataSource={rows}
            columns={[
              { title: t('analysis.result.rank'), key: 'rank', width: 70, render: (_, __, i) => i + 1 },
              {
                title: t('analysis.team'),
                dataIndex: 'teamName',
                render: (name: string, row) =>
                  row.teamId === teamId ? (
                    <>
                      {name} <Tag color="blue">{t('analysis.result.chosen')}</Tag>
                    </>
                  ) : (
                    name
                  ),
              },
              {
                title: t(`analysis.result.score.${kind}`),
                dataIndex: 'score',
                align: 'right',
                render: (score: number) => formatNumber(score),
              },
            ]}
          />
        )}
      </Guard>
    </Card>
  );
}

/** The chosen team's advertising and sales per settled round and market (getNetWorkList). */
function NetWorkCard({ trainId, teamId, teamName }: { trainId: string; teamId: string; teamName: string }) {
  const t = useT();
  const { fetchNetWorkList } = useModel(trainInfoModel);
  const state = useRequest(() => fetchNetWorkList({ trainId, groupId: teamId }), { refreshDeps: [trainId, teamId] });
  const rows = useModelState(trainInfoModel, (s) => s.netWorkList);
  return (
    <Card
      size="small"
      title={`${teamName} ${t('analysis.result.network')}`}
      style={{ marginBottom: 16 }}
      data-testid="network-card"
    >
      <Guard state={state} empty={!rows.length} emptyText={t('analysis.result.network.empty')}>
        {() => (
          <Table<NetWorkRow>
            size="small"
            rowKey="key"
            loading={state.loading}
            dataSource={rows}
            pagination={{ pageSize: 8, hideOnSinglePage: true }}
            columns={[
              {
                title: t('analysis.result.round'),
                key: 'round',
                render: (_, r) => (r.round === undefined ? '-' : roundLabel(t, r.round)),
              },
              { title: t('analysis.result.market'), dataIndex: 'marketName', render: display },
              {
                title: t('analysis.m.adTotal'),
                dataIndex: 'advertising',
                align: 'right',
                render: (v: number) => formatNumber(v),
              },
              {
                title: t('analysis.m.sales'),
                dataIndex: 'sales',
                align: 'right',
                render: (v: number) => formatNumber(v),
              },
            ]}
          />
        )}
      </Guard>
    </Card>
  );
}

/** Below a team's statements: how every team scores, and the chosen team's network marketing by round. */
export default function TeamResults({
  trainId,
  teamId,
  teamName,
}: {
  trainId: string;
  teamId?: string;
  teamName: string;
}) {
  return (
    <Row gutter={16}>
      <Col xs={24} xl={12}>
        <ScoreCard trainId={trainId} teamId={teamId} />
      </Col>
      <Col xs={24} xl={12}>
        {teamId && <NetWorkCard trainId={trainId} teamId={teamId} teamName={teamName} />}
      </Col>
    </Row>
  );
}
