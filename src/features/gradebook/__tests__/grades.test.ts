import type { ScoreRow } from '@/services/learning';
import { bandOf, gradeRows, gradeStats, gradeText, roundGrade, weightedComponents } from '../grades';

const row = (over: Partial<ScoreRow>): ScoreRow => ({
  studentId: over.userCode,
  studentName: `学生${over.userCode}`,
  attendanceRate: 1,
  performance: 80,
  trainScore: 80,
  summaryScore: 80,
  total: 80,
  ...over,
});

describe('grade rounding', () => {
  it('rounds half away from zero to one decimal, as the screen shows and the file holds', () => {
    expect(roundGrade(84.25)).toBe(84.3);
    expect(roundGrade(84.35)).toBe(84.4);
    expect(roundGrade(84.349)).toBe(84.3);
    expect(roundGrade(-0.04)).toBe(0);
    expect(gradeText(84.27)).toBe('84.3');
    expect(gradeText(90)).toBe('90.0');
    expect(gradeText(undefined)).toBe('-');
    expect(gradeText(null)).toBe('-');
  });
});

describe('grade bands', () => {
  it('puts each grade in its band by the grade as shown', () => {
    expect([100, 90, 89.96, 89.9, 80, 79.9, 70, 69.94, 60, 59.9, 0].map(bandOf)).toEqual([
      'excellent',
      'excellent',
      'excellent',
      'good',
      'good',
      'medium',
      'medium',
      'pass',
      'pass',
      'fail',
      'fail',
    ]);
  });
});

describe('grade statistics', () => {
  it('gives mean, median, highest, lowest and the count per band over the students with a total', () => {
    const stats = gradeStats([{ total: 93.1 }, { total: 47.9 }, { total: 84.3 }, { total: 70 }, { total: undefined }]);
    expect(stats).toEqual({
      count: 4,
      of: 5,
      mean: 73.8, // 295.3 / 4 = 73.825
      median: 77.2, // (70 + 84.3) / 2 = 77.15
      highest: 93.1,
      lowest: 47.9,
      bands: { excellent: 1, good: 1, medium: 1, pass: 0, fail: 1 },
    });
  });

  it('takes the middle total of an odd count, and has no figures without totals', () => {
    expect(gradeStats([{ total: 61 }, { total: 99 }, { total: 62.25 }]).median).toBe(62.3);
    expect(gradeStats([{ total: undefined }])).toEqual({
      count: 0,
      of: 1,
      bands: { excellent: 0, good: 0, medium: 0, pass: 0, fail: 0 },
    });
  });
});

describe('gradebook rows', () => {
  it('orders by student number, numerically, with the login name where none was sent', () => {
    const rows = gradeRows([
      row({ userCode: 'student', studentNo: '2026010110' }),
      row({ userCode: 'student01', studentNo: '202601019' }),
      row({ userCode: 'abc', studentNo: undefined }),
      row({ userCode: 'student02', studentNo: '2026010102' }),
    ]);
    expect(rows.map((r) => [r.number, r.byLogin])).toEqual([
      ['202601019', false],
      ['2026010102', false],
      ['2026010110', false],
      ['abc', true],
    ]);
  });

  it('lists the weighted parts the server left empty, and keeps the server’s total as it is', () => {
    const weights = [
      { id: null, itemCode: 'attendance', weight: 0 },
      { id: null, itemCode: 'performance', weight: 40 },
      { id: null, itemCode: 'training', weight: 40 },
      { id: null, itemCode: 'summary', weight: 20 },
    ];
    const [r] = gradeRows(
      [row({ userCode: 's', attendanceRate: null, performance: null, summaryScore: undefined, total: 47.9 })],
      weights,
    );
    // Attendance weighs nothing here: its absence does not make the total incomplete.
    expect(r.missing).toEqual(['performance', 'summary']);
    expect(r.total).toBe(47.9);
    expect(weightedComponents(undefined)).toEqual(['attendance', 'performance', 'training', 'summary']);
  });
});
