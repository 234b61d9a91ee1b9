import { useT } from '@/utils/hooks';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { EChartsOption } from 'echarts';
import { Button, Card, Empty } from 'antd';
import { type ReactNode, useRef } from 'react';
import Chart, { type ChartHandle, startLoadingEcharts } from '@/components/charts/Chart';
import { downloadDataUrl } from '@/features/files/exportFile';

// The analysis screens show their charts at once: echarts' code runs as their own code loads.
startLoadingEcharts();

/**
 * A chart in a card with its title and a PNG export; the canvas has the title as its accessible
 * name. `empty` shows the empty state instead of a blank chart.
 */
export default function AnalysisChart({
  title,
  option,
  empty = false,
  height = 320,
  extra,
}: {
  title: string;
  option: EChartsOption;
  empty?: boolean;
  height?: number;
  extra?: ReactNode;
}) {
  const t = useT();
  const chart = useRef<ChartHandle>(null);
  const exportPng = () => {
    const instance = chart.current?.instance();
    if (instance) downloadDataUrl(title, instance.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }));
  };
  return (
    <Card
      size="small"
      title={title}
      extra={
        <>
          {extra}
          <Button size="small" icon={<DownloadOutlined />} onClick={exportPng} disabled={empty}>
            {t('analysis.export.png')}
          </Button>
        </>
      }
      style={{ marginBottom: 16 }}
    >
      {empty ? (
        <Empty description={t('analysis.empty')} />
      ) : (
        <Chart ref={chart} label={t('analysis.chart.label', { title })} option={option} height={height} />
      )}
    </Card>
  );
}
