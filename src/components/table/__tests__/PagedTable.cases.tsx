import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { useRef } from 'react';
import { renderScreen } from '../../../../tests/utils/renderScreen';
import type { ListTableHandle } from '../ListTable';
import PagedTable from '../PagedTable';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });

type Row = { id: string; caseName: string };
const page = (records: Row[]) => ({ records, total: records.length, current: 1, size: 10 });

function Cases({ load }: { load: (query: Record<string, unknown>) => Promise<ReturnType<typeof page> | undefined> }) {
  const tableRef = useRef<ListTableHandle>(null);
  return (
    <PagedTable
      columns={[{ title: '案例名称', dataIndex: 'caseName' }]}
      tableRef={tableRef}
      load={load}
      emptyText="暂无案例，可以新建或导入案例"
    />
  );
}

describe('a paged list', () => {
  it('after a failed load shows the error with a retry and no "create one" invitation; the retry loads the same page again', async () => {
    const load = jest
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockResolvedValue(page([{ id: '1', caseName: '智能家居创业公司' }]));
    renderScreen(<Cases load={load} />, { models: [], url: '/editor/firstStep', path: '/editor/firstStep' });

    expect(await screen.findByText('数据加载失败，请重试。')).toBeInTheDocument();
    expect(screen.queryByText('暂无案例，可以新建或导入案例')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('智能家居创业公司')).toBeInTheDocument();
    expect(screen.queryByText('数据加载失败，请重试。')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls[1][0]).toMatchObject({ current: 1, size: 10 });
  });

  it('with no records says so with its invitation', async () => {
    renderScreen(<Cases load={async () => page([])} />, {
      models: [],
      url: '/editor/firstStep',
      path: '/editor/firstStep',
    });
    expect(await screen.findByText('暂无案例，可以新建或导入案例')).toBeInTheDocument();
  });

  it("asks for the page with the screen's params, blanks left out, and shows the rows and the total", async () => {
    const load = jest.fn(async () => ({
      records: [{ id: '7', caseName: '连锁零售' }],
      total: 23,
      current: 1,
      size: 10,
    }));
    renderScreen(
      <PagedTable
        columns={[{ title: '案例名称', dataIndex: 'caseName' }]}
        load={load}
        params={{ classId: 'c1', trainId: undefined, keyword: ' ' }}
      />,
      {
        models: [],
        url: '/class/home',
        path: '/class/home',
      },
    );
    expect(await screen.findByText('连锁零售')).toBeInTheDocument();
    expect(load.mock.calls).toEqual([[{ classId: 'c1', current: 1, size: 10 }]]);
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
  });

  it("without an empty text of its own says antd's", async () => {
    renderScreen(<PagedTable columns={[{ title: '案例名称', dataIndex: 'caseName' }]} load={async () => page([])} />, {
      models: [],
      url: '/class/home',
      path: '/class/home',
    });
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
  });
});
