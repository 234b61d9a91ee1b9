import { useT } from '@/utils/hooks';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import Screen from '@/components/Screen';
import { useAccess } from '@umijs/max';
import { Badge, Button, Card, Col, Empty, Menu, Row, Space, Spin, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import CaseSelect from '@/features/authoring/components/CaseSelect';
import ImportModal from '@/features/authoring/components/ImportModal';
import LoadError from '@/components/LoadError';
import { useCaseRecord } from '@/features/authoring/components/useCaseRecord';
import type { ImportResult } from '@/services/case';
import caseModel from '@/stores/case';
import { display, text } from '@/utils/format';
import { useModel, useModelState } from '@/utils/model';
import { yearQuarterText } from '@/utils/roundText';

const ALL = 'all';

/** A case's timeline: its rounds (TimeList, by year and quarter) and the story events (TimelineList); upload replaces it. */
export default function CaseTimeline() {
  const t = useT();
  const cases = useModel(caseModel);
  const { canTeach } = useAccess();
  const TimelineList = useModelState(caseModel, (s) => s.TimelineList);
  const TimeList = useModelState(caseModel, (s) => s.TimeList);
  const [caseId, setCaseId] = useState<string>();
  const { record } = useCaseRecord(caseId);
  const [round, setRound] = useState<string>(ALL);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [uploading, setUploading] = useState(false);
  const editable = canTeach && !!record?.editable;

  const load = async () => {
    if (!caseId) return;
    setLoading(true);
    const ok = await cases.fetchTimeline({ caseId });
    setLoading(false);
    setFailed(!ok);
  };
  useEffect(() => {
    setRound(ALL);
    load();
  }, [caseId]);

  const label = (r: number | undefined) => {
    const node = r === undefined ? undefined : TimeList.find((n) => n.round === r);
    return node ? yearQuarterText(t, node.year, node.quarter) : display(r);
  };
  const events = TimelineList.filter((e) => round === ALL || String(e.round) === round);

  return (
    <Screen description={t('authoring.timeline.desc')}>
      <Card>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%', marginBottom: 16 }}>
          <Space wrap>
            <Typography.Text strong>{t('authoring.case.current')}</Typography.Text>
            <CaseSelect value={caseId} onChange={setCaseId} />
          </Space>
          {editable && (
            <Button icon={<UploadOutlined />} onClick={() => setUploading(true)}>
              {t('authoring.timeline.upload')}
            </Button>
          )}
        </Space>
        {failed ? (
          <LoadError onRetry={load} />
        ) : (
          <Spin spinning={loading}>
            <Row gutter={24}>
              <Col xs={24} md={7} lg={6}>
                <Menu
                  aria-label={t('authoring.timeline.rounds')}
                  mode="inline"
                  selectedKeys={[round]}
                  onClick={({ key }) => setRound(key)}
                  items={[
                    { key: ALL, label: t('authoring.timeline.all', { n: TimelineList.length }) },
                    // A round the answer did not number cannot be chosen: it is left out.
                    ...TimeList.filter((n) => n.round !== undefined).map((n) => ({
                      key: String(n.round),
                      label: (
                        <Space>
                          {label(n.round)}
                          {n.count !== undefined && <Badge count={n.count} showZero={false} color="#0958d9" />}
                        </Space>
                      ),
                    })),
                  ]}
                />
              </Col>
              <Col xs={24} md={17} lg={18}>
                {events.length === 0 ? (
                  <Empty
                    description={t(TimelineList.length ? 'authoring.timeline.emptyRound' : 'authoring.timeline.empty')}
                  />
                ) : (
                  <Timeline
                    items={events.map((e, i) => ({
                      key: text(e.id) || `#${i}`,
                      content: (
                        <div>
                          <Typography.Text type="secondary">{label(e.round)}</Typography.Text>
                          <Typography.Title level={5} style={{ margin: '4px 0' }}>
                            {display(e.title)}
                          </Typography.Title>
                          {e.content && (
                            <Typography.Paragraph style={{ marginBottom: 0 }}>{e.content}</Typography.Paragraph>
                          )}
                        </div>
                      ),
                    }))}
                  />
                )}
              </Col>
            </Row>
          </Spin>
        )}
      </Card>
      <ImportModal<ImportResult>
        open={uploading}
        title={t('authoring.timeline.upload')}
        template="timeline"
        hint={t('authoring.timeline.uploadHint')}
        onImport={(file, _values, onProgress) => cases.uploadTimeline({ caseId: caseId!, file, onProgress })}
        successText={(data) =>
          data?.imported == null ? t('authoring.import.accepted') : t('authoring.import.done', { n: data.imported })
        }
        onSuccess={() => setRound(ALL)}
        onClose={() => setUploading(false)}
      />
    </Screen>
  );
}
