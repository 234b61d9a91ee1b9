import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import DataTable, { type Col, PAGE_AFTER, SCROLL_AFTER_COLUMNS } from '../DataTable';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });

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

const at = { models: [], url: '/t', path: '/t' };

function show(columns: Col<Row>[]) {
  return renderScreen(
    <DataTable<Row>
      title="资产负债表"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      exportName="x"
      summary={['合计', 1234487, 1]}
    />,
    at,
  );
}

const teams = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ key: `t${i + 1}`, name: `第${i + 1}组`, end: i + 1, share: 0 }));
// The first cell of each body row (a selector, not role queries: those are slow over 200 rows in jsdom).
const bodyNames = () =>
  [...screen.getByRole('table').querySelectorAll('tbody > tr > td:first-child')].map((c) => c.textContent);

describe('DataTable', () => {
  it('shows money with thousands separators, ratios as percentages, and the summary row', () => {
    show(base);
    const table = screen.getByRole('table');
    const first = within(table).getByRole('row', { name: /第1组/ });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['第1组', '1,234,567', '46%']);
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

    const many = Array.from({ length: SCROLL_AFTER_COLUMNS + 1 }, (_, i) => ({
      ...base[1],
      key: `c${i}`,
      title: `第${i + 1}列`,
    }));
    const wide = show(many);
    expect(wide.container.querySelector('.wide')).toContainElement(screen.getByRole('table'));
    wide.unmount();

    const fixed = show([{ ...base[0], fixed: 'left' }, ...base.slice(1)]);
    expect(fixed.container.querySelector('.wide')).toContainElement(screen.getByRole('table'));
    const sticky = [...fixed.container.querySelectorAll('.sticky')].map((cell) => cell.textContent);
    expect(sticky).toEqual(['小组', '第1组', '第2组', '合计']);
  });

  it('right-aligns the headers and cells of figures, and names each header as a column header', () => {
    show(base);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => [h.textContent, h.style.textAlign])).toEqual([
      ['小组', 'left'],
      ['期末数', 'right'],
      ['占有率', 'right'],
    ]);
    expect(
      within(screen.getByRole('row', { name: /第1组/ }))
        .getAllByRole('cell')
        .map((c) => c.style.textAlign),
    ).toEqual(['left', 'right', 'right']);
  });

  it('shows every team up to PAGE_AFTER rows, and pages beyond, 100 rows a page', async () => {
    const all = renderScreen(
      <DataTable<Row> title="t" columns={base} rows={teams(PAGE_AFTER)} rowKey={(r) => r.key} exportName="x" />,
      at,
    );
    expect(bodyNames()).toHaveLength(PAGE_AFTER);
    expect(screen.queryByRole('list')).toBeNull();
    all.unmount();

    renderScreen(
      <DataTable<Row> title="t" columns={base} rows={teams(PAGE_AFTER + 1)} rowKey={(r) => r.key} exportName="x" />,
      at,
    );
    expect(bodyNames()).toHaveLength(100);
    expect(bodyNames()[0]).toBe('第1组');
    await userEvent.click(screen.getByRole('listitem', { name: '3' }));
    expect(bodyNames()).toEqual([`第${PAGE_AFTER + 1}组`]);
  });

  it('pages detail lists from their pageSize', async () => {
    renderScreen(
      <DataTable<Row> title="t" columns={base} rows={teams(45)} rowKey={(r) => r.key} exportName="x" pageSize={20} />,
      at,
    );
    expect(bodyNames()).toEqual(teams(20).map((r) => r.name));
    await userEvent.click(screen.getByRole('listitem', { name: '下一页' }));
    expect(bodyNames()[0]).toBe('第21组');
  });

  it('shows the page a server sent and asks for the page picked', async () => {
    const onChange = jest.fn();
    renderScreen(
      <DataTable<Row>
        title="t"
        columns={base}
        rows={teams(2)}
        rowKey={(r) => r.key}
        exportName="x"
        pagination={{ current: 1, pageSize: 2, total: 9, onChange }}
      />,
      at,
    );
    expect(bodyNames()).toEqual(['第1组', '第2组']);
    await userEvent.click(screen.getByRole('listitem', { name: '5' }));
    expect(onChange).toHaveBeenCalledWith(5, 2);
  });

  it('says when there is nothing to show, and only once it is no longer loading', () => {
    const empty = (loading: boolean) =>
      renderScreen(
        <DataTable<Row> title="t" columns={base} rows={[]} rowKey={(r) => r.key} exportName="x" loading={loading} />,
        at,
      );
    const loading = empty(true);
    expect(loading.container.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(screen.getByRole('button', { name: /导出 Excel/ })).toBeDisabled();
    loading.unmount();

    const done = empty(false);
    expect(within(screen.getByRole('table')).getByRole('cell')).toHaveTextContent('暂无数据');
    expect(done.container.querySelector('.ant-spin-spinning')).toBeNull();
  });

  it('names the table by its title, and lets the keyboard scroll a wide one', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ ...base[1], key: `c${i}`, title: `第${i + 1}列` }));
    const narrow = renderScreen(
      <DataTable<Row> title="各组得分" columns={base} rows={teams(2)} rowKey={(r) => r.key} exportName="x" />,
      at,
    );
    expect(screen.getByRole('table', { name: '各组得分' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '各组得分' })).toBeNull();
    narrow.unmount();

    renderScreen(
      <DataTable<Row> title="宽表" columns={many} rows={teams(2)} rowKey={(r) => r.key} exportName="x" />,
      at,
    );
    const region = screen.getByRole('region', { name: '宽表' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: '宽表' }));
  });
});
