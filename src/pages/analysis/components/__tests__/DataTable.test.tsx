import { screen, within } from '@testing-library/react';
import { renderScreen } from '../../../train/shared/__tests__/renderScreen';
import DataTable, { type Col, SCROLL_AFTER_COLUMNS } from '../DataTable';

interface Row {
  key: string;
  name: string;
  end: number;
  share: number;
}

const rows: Row[] = [
  { key: 'a', name: '第1组', end: 1234567, share: 0.4567 },
  { key: 'b', name: '第2组', end: -80, share: 0.5433 },
];
const base: Col<Row>[] = [
  { key: 'name', title: '小组', value: (r) => r.name },
  { key: 'end', title: '期末数', value: (r) => r.end, kind: 'money' },
  { key: 'share', title: '占有率', value: (r) => r.share, kind: 'ratio' },
];

function show(columns: Col<Row>[]) {
  return renderScreen(<DataTable<Row> title="资产负债表" columns={columns} rows={rows} rowKey={(r) => r.key} exportName="x" summary={['合计', 1234487, 1]} />, {
    models: [],
    url: '/t',
    path: '/t',
  });
}

describe('DataTable', () => {
  it('shows money with thousands separators, ratios as percentages, and the summary row', () => {
    show(base);
    const table = screen.getByRole('table');
    const first = within(table).getByRole('row', { name: /第1组/ });
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['第1组', '1,234,567', '46%']);
    expect(within(table).getByRole('row', { name: /第2组/ })).toHaveTextContent('-80');
    expect(within(table).getByRole('row', { name: /合计/ })).toHaveTextContent('合计1,234,487100%');
    expect(screen.getByRole('button', { name: /导出 Excel/ })).toBeEnabled();
  });

  it('fills its card when narrow; scrolls sideways when wide, keeping a fixed first column in view', () => {
    // DataTable.less: .wide scrolls its table sideways with cells on one line, .sticky keeps a cell in view.
    const narrow = show(base);
    expect(narrow.container.querySelector('.wide')).toBeNull();
    expect(narrow.container.querySelector('.sticky')).toBeNull();
    narrow.unmount();

    const many = Array.from({ length: SCROLL_AFTER_COLUMNS + 1 }, (_, i) => ({ ...base[1], key: `c${i}`, title: `第${i + 1}列` }));
    const wide = show(many);
    expect(wide.container.querySelector('.wide')).toContainElement(screen.getByRole('table'));
    wide.unmount();

    const fixed = show([{ ...base[0], fixed: 'left' }, ...base.slice(1)]);
    expect(fixed.container.querySelector('.wide')).toContainElement(screen.getByRole('table'));
    const sticky = [...fixed.container.querySelectorAll('.sticky')].map((cell) => cell.textContent);
    expect(sticky).toEqual(['小组', '第1组', '第2组', '合计']);
    // antd's own sideways scrolling (which measures the columns) is not used.
    expect(fixed.container.querySelector('.ant-table-scroll-horizontal, .ant-table-cell-fix-left')).toBeNull();
  });
});
