import { Alert, Card, Col, Row, Space, Statistic } from 'antd';
import { useT } from '@/utils/hooks';
import { BANDS, gradeText } from './grades';
import type { useGradebookStats } from './queries';

/**
 * The gradebook's statistics block on a screen: the same figures, over the same students, rounded
 * the same way as the file's (mean, median, highest, lowest, and the count per grade band).
 */
export default function GradebookStats({
  figures,
  className,
}: {
  figures: ReturnType<typeof useGradebookStats>;
  className?: string;
}) {
  const t = useT();
  if (!figures.active) return null;
  const { stats } = figures;
  const title = t('train.shared.gradebook.stats.title', { className: className ?? '-', count: stats?.count ?? 0 });
  return (
    <Card size="small" title={title} loading={figures.loading} data-testid="gradebook-stats">
      {figures.failed && <Alert type="warning" showIcon title={t('train.shared.gradebook.stats.failed')} />}
      {stats && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Row gutter={[16, 16]}>
            {(['mean', 'median', 'highest', 'lowest'] as const).map((key) => (
              <Col flex="1 1 120px" key={key}>
                <Statistic title={t(`train.shared.gradebook.stats.${key}`)} value={gradeText(stats[key])} />
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]}>
            {BANDS.map(({ band }) => (
              <Col flex="1 1 160px" key={band}>
                <Statistic title={t(`train.shared.gradebook.band.${band}`)} value={stats.bands[band]} />
              </Col>
            ))}
          </Row>
        </Space>
      )}
    </Card>
  );
}
