import { StyleProvider } from '@ant-design/cssinjs';
import { act, render as rtlRender, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { createRef, type ReactElement } from 'react';
import ListTable, { type ListColumn, type ListQuery, type ListTableHandle } from '../ListTable';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
// antd in jsdom is slow; its style tags go to a detached node so popups need no computed styles (as renderScreen does).
const styles = document.createElement('div');
const render = (ui: ReactElement) => {
  const view = rtlRender(<StyleProvider container={styles}>{ui}</StyleProvider>);
  return {
    ...view,
    rerender: (next: ReactElement) => view.rerender(<StyleProvider container={styles}>{next}</StyleProvider>),
  };
};

interface Row {
  id: string;
  name: string;
  role: number;
  note: string | null;
}

const ROWS: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: `r${i + 1}`,
  name: `班级${i + 1}`,
  role: (i % 2) + 1,
  note: i === 0 ? null : `备注${i + 1}`,
}));

const columns: ListColumn<Row>[] = [
  { title: '关键字', dataIndex: 'keyword', hidden: true, search: true },
  { title: '名称', dataIndex: 'name' },
  {
    title: '角色',
    dataIndex: 'role',
    search: true,
    options: [
      { value: '1', label: '教师' },
      { value: '2', label: '学生' },
    ],
  },
  { title: '备注', dataIndex: 'note' },
  { title: '人数', dataIndex: 'id', key: 'size', format: (id: string) => (id === 'r1' ? '' : `${id.length}人`) },
  {
    title: '操作',
    key: 'actions',
    render: (_, row) => (
      <>
        <button type="button">编辑{row.id}</button>
        <button type="button">删除{row.id}</button>
      </>
    ),
  },
];

/** A server of ROWS: filters by keyword (in the name) and role, pages by current/pageSize. */
function server() {
  const calls: Record<string, unknown>[] = [];
  const request = jest.fn(async (params: ListQuery) => {
    calls.push(params);
    const hits = ROWS.filter(
      (r) =>
        (!params.keyword || r.name.includes(params.keyword as string)) &&
        (!params.role || String(r.role) === params.role),
    );
    const start = (params.current - 1) * params.pageSize;
    return { records: hits.slice(start, start + params.pageSize), total: hits.length };
  });
  return { calls, request };
}

const bodyRows = () => document.querySelectorAll('tbody tr.ant-table-row');
/** The table shows the answer for page 1 and is no longer loading. */
const settledOnFirstPage = () =>
  waitFor(() => {
    expect(document.querySelector('.ant-spin-spinning')).toBeNull();
    expect(screen.getByTitle('1')).toHaveClass('ant-pagination-item-active');
    expect(within(bodyRows()[0] as HTMLElement).getByText('班级1')).toBeInTheDocument();
  });
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

describe('ListTable', () => {
  it('requests the first page with the params, shows the cells (option label, format, "-" for empty, render) and the total', async () => {
    const { calls, request } = server();
    render(<ListTable<Row> rowKey="id" columns={columns} load={request} params={{ classId: 'c1' }} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(calls).toEqual([{ classId: 'c1', current: 1, pageSize: 10 }]);
    const first = within(bodyRows()[0] as HTMLElement);
    expect(first.getByText('班级1')).toBeInTheDocument();
    expect(first.getByText('教师')).toBeInTheDocument();
    // An empty note and a format that gives nothing both show '-'.
    expect(first.getAllByText('-')).toHaveLength(2);
    expect(within(bodyRows()[1] as HTMLElement).getByText('2人')).toBeInTheDocument();
    expect(first.getByText('编辑r1')).toBeInTheDocument();
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
    // A hidden column is searched but not shown; columns without `search` are shown but not searched.
    expect(screen.queryByRole('columnheader', { name: '关键字' })).toBeNull();
    expect(screen.getByLabelText('关键字')).toBeInTheDocument();
    expect(screen.getByLabelText('角色')).toBeInTheDocument();
    expect(screen.queryByLabelText('名称')).toBeNull();
    expect(screen.queryByLabelText('备注')).toBeNull();
  });

  it('pages on without a total: the next page is offered while a page comes full, and no count is shown', async () => {
    const { calls, request } = server();
    const withoutTotal = async (params: ListQuery) => ({ records: (await request(params)).records });
    render(<ListTable<Row> rowKey="id" columns={columns} load={withoutTotal} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByText(/^共/)).toBeNull();
    expect(screen.queryByTitle('3')).toBeNull();
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(within(bodyRows()[0] as HTMLElement).getByText('班级11')).toBeInTheDocument());
    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(calls.at(-1)).toEqual({ current: 3, pageSize: 10 });
    // The last page came short: there is no page after it.
    expect(screen.queryByTitle('4')).toBeNull();
    expect(screen.getByTitle('Next Page')).toHaveClass('ant-pagination-disabled');
  });

  it('searches from the first page with the filled fields only, and reset clears them', async () => {
    const { calls, request } = server();
    render(<ListTable<Row> rowKey="id" columns={columns} load={request} params={{ classId: 'c1' }} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(calls.at(-1)).toEqual({ classId: 'c1', current: 3, pageSize: 10 }));
    await userEvent.type(screen.getByLabelText('关键字'), '  班级2 ');
    await userEvent.click(screen.getByRole('button', { name: label('查询') }));
    // 班级2 and 班级20–23
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(calls.at(-1)).toEqual({ keyword: '班级2', classId: 'c1', current: 1, pageSize: 10 });
    // The order of the query string the screens sent before: the search values, then the params.
    expect(Object.keys(calls.at(-1)!)).toEqual(['keyword', 'classId', 'current', 'pageSize']);
    expect(screen.getByText('共 5 条')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: label('重置') }));
    await waitFor(() => expect(screen.getByText('共 23 条')).toBeInTheDocument());
    expect(calls.at(-1)).toEqual({ classId: 'c1', current: 1, pageSize: 10 });
    expect(screen.getByLabelText('关键字')).toHaveValue('');
  });

  it('sends nothing for a blank field, and the select sends its enum key', async () => {
    const { calls, request } = server();
    render(<ListTable<Row> rowKey="id" columns={columns} load={request} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await userEvent.type(screen.getByLabelText('关键字'), '   ');
    await userEvent.click(screen.getByLabelText('角色'));
    await userEvent.click(await screen.findByTitle('学生'));
    await userEvent.click(screen.getByRole('button', { name: label('查询') }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ role: '2', current: 1, pageSize: 10 }));
    await waitFor(() => expect(screen.getByText('共 11 条')).toBeInTheDocument());
  });

  it('reloads the same page from tableRef and from the reload button; a new params value goes back to page 1', async () => {
    const { calls, request } = server();
    const ref = createRef<ListTableHandle>();
    const { rerender } = render(
      <ListTable<Row> rowKey="id" columns={columns} load={request} tableRef={ref} params={{ classId: 'a' }} />,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => {
      ref.current!.reload();
    });
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toEqual({ classId: 'a', current: 2, pageSize: 10 });
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls[3]).toEqual({ classId: 'a', current: 2, pageSize: 10 });
    rerender(<ListTable<Row> rowKey="id" columns={columns} load={request} tableRef={ref} params={{ classId: 'b' }} />);
    await waitFor(() => expect(calls.at(-1)).toEqual({ classId: 'b', current: 1, pageSize: 10 }));
    // One request for the new params: page 1, not first the old page. Every request a change sends
    // goes out before its answer is shown, so the shown answer means the count is final.
    await settledOnFirstPage();
    expect(calls.slice(4)).toEqual([{ classId: 'b', current: 1, pageSize: 10 }]);
  });

  it('does not fetch again when the screen renders it with a new load function', async () => {
    const { calls, request } = server();
    const view = render(<ListTable<Row> rowKey="id" columns={columns} load={(p) => request(p)} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    for (let i = 0; i < 3; i += 1)
      view.rerender(<ListTable<Row> rowKey="id" columns={columns} load={(p) => request(p)} />);
    await settledOnFirstPage();
    expect(calls).toHaveLength(1);
  });

  it('shows a given dataSource and hands the search to onSearch; its reload button calls onReload', async () => {
    const onSearch = jest.fn();
    const onReload = jest.fn();
    render(
      <ListTable<Row>
        rowKey="id"
        columns={columns}
        dataSource={ROWS.slice(0, 2)}
        onSearch={onSearch}
        onReload={onReload}
        pagination={false}
        toolbar={<button type="button">新建</button>}
        title="列表"
      />,
    );
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByText('列表')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新建' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('关键字'), '班级');
    await userEvent.click(screen.getByRole('button', { name: label('查询') }));
    expect(onSearch).toHaveBeenCalledWith({ keyword: '班级' });
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
