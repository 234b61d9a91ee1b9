import type { EChartsOption } from 'echarts';
import type { AttendanceRow, PostRow, ScoreRow, SummaryStatusRow } from '@/services/learning';
import { display, formatNumber, formatPercent, toNumber } from '@/utils/format';

type T = (id: string, values?: Record<string, string | number>) => string;

/** Attendance rate per training, in percent. */
export function attendanceOption(rows: AttendanceRow[], t: T): EChartsOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v) => formatPercent(Number(v) / 100) },
    grid: { left: 16, right: 16, top: 24, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: rows.map((r) => display(r.trainName)),
      axisLabel: { interval: 0, rotate: rows.length > 3 ? 20 : 0, width: 100, overflow: 'truncate' },
    },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      {
        type: 'bar',
        name: t('teaching.learning.attendance.rate'),
        // An absent rate is a gap in the bars, not 0 %.
        data: rows.map((r) => {
          const rate = toNumber(r.rate);
          return rate === undefined ? null : Math.round(rate * 100);
        }),
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
        data: rows
          .filter((r) => toNumber(r.count) !== undefined)
          .map((r) => ({ name: display(r.postName), value: toNumber(r.count) })),
      },
    ],
  };
}

const SUMMARY_COLORS: Record<NonNullable<SummaryStatusRow['status']>, string> = {
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
        data: rows.flatMap((r) =>
          r.status && (toNumber(r.count) ?? 0) > 0
            ? [
                {
                  name: t(`teaching.learning.summary.${r.status}`),
                  value: toNumber(r.count),
                  itemStyle: { color: SUMMARY_COLORS[r.status] },
                },
              ]
            : [],
        ),
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
      data: rows.map((r) => display(r.studentName)),
      axisLabel: { interval: 0, rotate: rows.length > 8 ? 30 : 0 },
    },
    yAxis: { type: 'value', min: 0, max: 100 },
    series: [
      {
        type: 'bar',
        name: t('teaching.learning.score.total'),
        data: rows.map((r) => toNumber(r.total) ?? null),
        barMaxWidth: 28,
      },
    ],
  };
}
