import type { GradebookAnswers } from '../workbook';
import { gradebookFileName, gradebookSheets, missingParts } from '../workbook';

const answers: GradebookAnswers = {
  scores: [
    {
      studentId: 's1',
      userCode: '2026001',
      studentName: '张三',
      classId: 'c1',
      className: '1班',
      attendanceRate: 0.5,
      performance: 80,
      trainScore: 71.3,
      summaryScore: null,
      total: 66.2,
      rank: 1,
    },
    // A row the backend sent with only some fields.
    {
      studentId: 7,
      userCode: '2026002',
      studentName: '李四',
      trainScore: null,
      attendanceRate: null,
      total: 0,
      rank: 2,
    },
  ],
  seats: {
    '3': [
      { id: 'gp1', postId: '2', groupId: 'g3', studentId: 's1', postName: '财务总监', groupName: '第3组' },
      { id: 'gp2', postId: '1', groupId: 'g3', studentId: null },
    ],
    // A group sent without its name, holding a student whose id arrived as a number.
    '4': [{ id: 'gp3', postId: '4', groupId: 'g4', studentId: '7' }],
  },
  summaries: [
    { id: 'x', userCode: '2026001', userName: '张三', submitted: true, score: 90, content: '总结', updateTime: 't1' },
    { id: null, userCode: '2026002', userName: '李四', submitted: false, score: null, content: '' },
  ],
  ratings: [{ id: null, userCode: '2026002', studentName: '李四', score: null, comment: '' }],
  weights: [
    { id: null, itemCode: 'training', itemName: '实训成绩', weight: 30, sort: 3 },
    { id: null, itemCode: 'attendance', itemName: '出勤', weight: 20, sort: 1 },
  ],
};

describe('the gradebook workbook', () => {
  it('has the four sheets with Chinese names and headers', () => {
    const sheets = gradebookSheets(answers);
    expect(sheets.map((s) => s.name)).toEqual(['学生成绩', '课堂总结', '教师评分', '评价权重']);
    expect(sheets[0].header).toEqual(['排名', '学号', '姓名', '小组', '岗位', '实训成绩', '综合成绩', '出勤率']);
    expect(sheets[1].header).toEqual(['学号', '姓名', '提交状态', '评分', '总结内容', '更新时间']);
    expect(sheets[2].header).toEqual(['学号', '姓名', '评分', '评语', '更新时间']);
    expect(sheets[3].header).toEqual(['评价项', '权重（%）']);
  });

  it('keeps numbers as numbers, joins each student’s seat, and leaves what was not sent empty', () => {
    const [students, summaries, ratings, weights] = gradebookSheets(answers);
    expect(students.rows).toEqual([
      [1, '2026001', '张三', '第3组', '财务总监', 71.3, 66.2, 0.5],
      [2, '2026002', '李四', '第4组', undefined, null, 0, null],
    ]);
    // The attendance column is a ratio shown as a percentage by Excel.
    expect(students.formats).toEqual({ 7: '0.0%' });
    expect(summaries.rows).toEqual([
      ['2026001', '张三', '已提交', 90, '总结', 't1'],
      ['2026002', '李四', '未提交', null, undefined, undefined],
    ]);
    expect(ratings.rows).toEqual([['2026002', '李四', null, undefined, undefined]]);
    expect(weights.rows).toEqual([
      ['出勤', 20],
      ['实训成绩', 30],
    ]);
    expect(missingParts(answers)).toEqual([]);
  });

  it('fills what it can when some calls failed, and each sheet says what is missing', () => {
    const partial: GradebookAnswers = { ...answers, seats: undefined, ratings: undefined };
    expect(missingParts(partial)).toEqual(['seats', 'ratings']);
    const [students, , ratings] = gradebookSheets(partial);
    expect(students.rows.slice(0, 2).map((r) => r.slice(3, 5))).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
    expect(students.rows[2]).toEqual(['（分组岗位未能读取，请重新导出）']);
    expect(ratings.rows).toEqual([['（教师评分未能读取，请重新导出）']]);
  });

  it('names the file after the class and the training', () => {
    expect(gradebookFileName('2026春季沙盘对抗赛', '2026级工商管理1班')).toBe(
      '成绩册-2026级工商管理1班-2026春季沙盘对抗赛',
    );
    expect(gradebookFileName('实训')).toBe('成绩册-实训');
  });
});
