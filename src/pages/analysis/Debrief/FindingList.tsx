import { BulbOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { ItemList, ItemRow } from '@/components/list/ItemList';
import type { Finding } from '@/features/analysis/findings';
import { formatNumber, formatPercent } from '@/utils/format';
import { useT } from '@/utils/hooks';

/** The numbers of a finding as its sentence shows them: ratios as percentages, money whole. */
const RATIOS = new Set(['from', 'to', 'limit', 'used']);
function shown(values: Finding['values']) {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      typeof v !== 'number' ? v : RATIOS.has(k) ? formatPercent(v) : k === 'times' ? v.toFixed(1) : formatNumber(v),
    ]),
  );
}

/** The findings of a team at the round, each a sentence with a link to its chart at its round. */
export default function FindingList({
  findings,
  onChart,
}: {
  findings: Finding[];
  onChart: (finding: Finding) => void;
}) {
  const t = useT();
  if (!findings.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('analysis.debrief.noFindings')} />;
  return (
    <ItemList
      compact
      items={findings}
      row={(f) => (
        <ItemRow
          actions={[
            <Button key="chart" size="small" type="link" onClick={() => onChart(f)}>
              {t('analysis.debrief.toChart', { chart: t(`analysis.debrief.chart.${f.figure}`) })}
            </Button>,
          ]}
        >
          <span>
            <BulbOutlined style={{ color: '#faad14', marginInlineEnd: 8 }} />
            {t(`analysis.debrief.finding.${f.kind}`, shown(f.values))}
          </span>
        </ItemRow>
      )}
    />
  );
}
