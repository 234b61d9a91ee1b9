import type { EChartsOption } from 'echarts';
import type { AttendanceRow, PostRow, ScoreRow, SummaryStatusRow } from '@/services/learning';
import { formatNumber, formatPercent } from '@/utils/format';

type T = (id: string, values?: Record<string, string | number>) => string;

/** Attendance rate per training, in percent. */
export function attendanceOption(rows: AttendanceRow[], t: T): EChartsOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v) => formatPercent(Number(v) / 100) },
    grid: { left: 16, right: 16, top: 24, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: rows.map((r) => r.trainName),
      axisLabel: { interval: 0, rotate: rows.length > 3 ? 20 : 0, width: 100, overflow: 'truncate' },
    },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      {
        type: 'bar',
        name: t('teaching.learning.attendance.rate'),
        data: rows.map((r) => Math.round(r.rate * 100)),
        barMaxWidth: 36,
      },
    ],
  };
}

/** How the students' participations spread over the posts. */
export function postOption(rows: PostRow[], t: T): EChartsOption {
  return {
    tooltip: { trigger: 'item', valueFormatter: (v) => formatNumber(v) },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        type: 'pie',
        name: t('teaching.learning.post.count'),
        radius: ['35%', '65%'],
        center: ['50%', '45%'],
        data: rows.map((r) => ({ name: r.postName, value: r.count })),
      },
    ],
  };
}

const SUMMARY_COLORS: Record<SummaryStatusRow['status'], string> = {
  scored: '#52c41a',
  pending: '#1677ff',
  missing: '#bfbfbf',
};

/** Summaries scored, waiting for a score, missing (empty states are left out of the pie). */
export function summaryOption(rows: SummaryStatusRow[], t: T): EChartsOption {
  return {
    tooltip: { trigger: 'item', valueFormatter: (v) => formatNumber(v) },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        name: t('teaching.learning.summary.title'),
        radius: '65%',
        label: { position: 'inside', formatter: '{c}', color: '#fff', fontWeight: 'bold' },
        center: ['50%', '45%'],
        data: rows
          .filter((r) => r.count > 0)
          .map((r) => ({
            name: t(`teaching.learning.summary.${r.status}`),
            value: r.count,
            itemStyle: { color: SUMMARY_COLORS[r.status] },
          })),
      },
    ],
  };
}

/** The composite score of each student of the shown page. */
export function scoreOption(rows: ScoreRow[], t: T): EChartsOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v) => formatNumber(v) },
    grid: { left: 16, right: 16, top: 24, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: rows.map((r) => r.studentName),
      axisLabel: { interval: 0, rotate: rows.length > 8 ? 30 : 0 },
    },
    yAxis: { type: 'value', min: 0, max: 100 },
    series: [
      { type: 'bar', name: t('teaching.learning.score.total'), data: rows.map((r) => r.total), barMaxWidth: 28 },
    ],
  };
}
