/**
 * The list table of the app's screens: antd's Table under a search form and a toolbar (title,
 * the screen's buttons, reload). It pages on the server through `load`, or shows a given
 * `dataSource` (the screen then pages and searches itself, through `pagination`, `onSearch`, `onReset`).
 */
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import {
  Button,
  Form,
  Input,
  Space,
  Table,
  type TableColumnsType,
  type TableColumnType,
  type TablePaginationConfig,
  type TableProps,
  Tooltip,
  Select,
} from 'antd';
import { type ReactNode, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { t } from '@/utils/i18n';
import { pagerTotal } from '@/utils/rows';
import styles from './ListTable.less';

type Row = Record<string, any>;
type Values = Record<string, unknown>;

/** A value of a column and the text shown for it. */
export interface ListOption {
  value: string | number;
  label: ReactNode;
}

/**
 * A column: antd's column props that the screens use, `render` as antd calls it (value, row, index),
 * and what is this table's own: the search field, the option labels, the tooltip by the title.
 */
export interface ListColumn<T> extends Pick<TableColumnType<T>, 'key' | 'width' | 'align' | 'fixed' | 'responsive'> {
  title: ReactNode;
  /** the row's field shown in the cell, and the name its search field sends */
  dataIndex?: string;
  ellipsis?: boolean;
  /** not a column of the table (a search field only, or a column some users do not see) */
  hidden?: boolean;
  /** a help icon by the title */
  tooltip?: ReactNode;
  /** the cell; without it the field's text (its option's label when `options` are given), '-' when empty */
  render?: (value: any, row: T, index: number) => ReactNode;
  /** the cell text of a value ('-' when it gives nothing) */
  format?: (value: any, row: T) => ReactNode;
  /** the labels of the field's values: the cell shows the label, and the search field is a select of them */
  options?: ListOption[];
  /** the column has a field in the search form; `placeholder` and `showSearch` (a select typed into) are its own */
  search?: boolean | { placeholder?: string; showSearch?: boolean };
}

/** What `load` gets: the search values (blanks left out), then `params`, and the page. */
export type ListQuery = { current: number; pageSize: number } & Values;

/** What the screen may do with the table. */
export interface ListTableHandle {
  /** fetch the current page again (a `dataSource` table calls its `onReload`) */
  reload: () => void;
}

export interface ListTableProps<T extends Row> {
  columns: ListColumn<T>[];
  rowKey: string | ((row: T) => string);
  /**
   * one page from the server; undefined when the call failed (the table is then empty). Without a
   * total the table shows the page it got and no count: a made-up total would page wrongly.
   */
  load?: (query: ListQuery) => Promise<{ records: T[]; total?: number } | undefined>;
  /** the rows, when the screen loads them itself */
  dataSource?: T[];
  loading?: boolean;
  /** sent with every `load`; a change goes back to the first page */
  params?: Values;
  tableRef?: Ref<ListTableHandle>;
  /** antd's paging; `false` for none. With `load` the table keeps the page itself. */
  pagination?: false | TablePaginationConfig;
  emptyText?: ReactNode;
  /** the heading over the table */
  title?: ReactNode;
  /** the screen's buttons at the toolbar's right, before the reload button */
  toolbar?: ReactNode;
  /** what the reload button does instead of fetching the page again (a `dataSource` table) */
  onReload?: () => void;
  scroll?: { x?: number | true | string; y?: number | string };
  size?: 'small' | 'middle' | 'large';
  /** the search form was submitted, with the filled values (text trimmed) */
  onSearch?: (values: Values) => void;
  onReset?: () => void;
  /** antd's row selection, where the screen lets the user pick rows */
  rowSelection?: TableProps<T>['rowSelection'];
}

const EMPTY = '-';
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
/** The search values worth sending: text trimmed, blanks left out. */
const filled = (values: Values) =>
  Object.fromEntries(
    Object.entries(values)
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])
      .filter(([, v]) => !isEmpty(v)),
  );
const searchOf = (col: ListColumn<any>) => (typeof col.search === 'object' ? col.search : {});

export default function ListTable<T extends Row>(props: ListTableProps<T>) {
  const {
    columns,
    rowKey,
    load,
    dataSource,
    params,
    tableRef,
    pagination = {},
    emptyText,
    title,
    toolbar,
    onReload,
    scroll,
    size,
    onSearch,
    onReset,
    rowSelection,
  } = props;
  const [form] = Form.useForm();
  const [query, setQuery] = useState<Values>({});
  const [page, setPage] = useState({
    current: (pagination || undefined)?.defaultCurrent || 1,
    pageSize: (pagination || undefined)?.defaultPageSize || 10,
  });
  const [answer, setAnswer] = useState<{ records: T[]; total?: number }>({ records: [], total: 0 });
  const [fetching, setFetching] = useState(false);
  const [tick, setTick] = useState(0);
  const latest = useRef(0);
  const paramsKey = JSON.stringify(params ?? {});

  const fetchedParams = useRef(paramsKey);
  // The latest load function, read when a fetch starts: screens pass a new one on every render,
  // which must not fetch again (`params`, the search and the page decide when to fetch).
  const loadRef = useRef(load);
  loadRef.current = load;
  const remote = !!load;

  useEffect(() => {
    const fetchPage = loadRef.current;
    if (!fetchPage) return;
    // A change of the screen's params starts again from the first page (one request, for that page).
    const paramsChanged = fetchedParams.current !== paramsKey;
    fetchedParams.current = paramsKey;
    if (paramsChanged && page.current !== 1) {
      setPage((p) => ({ ...p, current: 1 }));
      return;
    }
    const call = ++latest.current;
    setFetching(true);
    // The search values first, then the screen's params (the order of the query string), blanks left out.
    fetchPage({ ...query, ...filled(params ?? {}), current: page.current, pageSize: page.pageSize })
      .then((result) => call === latest.current && setAnswer(result ?? { records: [], total: 0 }))
      .catch(() => call === latest.current && setAnswer({ records: [], total: 0 }))
      .finally(() => call === latest.current && setFetching(false));
  }, [remote, paramsKey, query, page.current, page.pageSize, tick]);

  const reload = () => {
    if (onReload) onReload();
    else setTick((n) => n + 1);
  };
  useImperativeHandle(tableRef, () => ({ reload }));

  const submit = (values: Values) => {
    const sent = filled(values);
    setQuery(sent);
    setPage((p) => ({ ...p, current: 1 }));
    onSearch?.(sent);
  };
  const reset = () => {
    form.resetFields();
    setQuery({});
    setPage((p) => ({ ...p, current: 1 }));
    onReset?.();
  };

  const tableColumns: TableColumnsType<T> = columns
    .filter((col) => !col.hidden)
    .map((col, i) => ({
      key: col.key ?? col.dataIndex ?? String(i),
      title: col.tooltip ? (
        <Space size={4}>
          {col.title}
          <Tooltip title={col.tooltip}>
            <QuestionCircleOutlined />
          </Tooltip>
        </Space>
      ) : (
        col.title
      ),
      width: col.width,
      align: col.align,
      fixed: col.fixed,
      ellipsis: !!col.ellipsis,
      responsive: col.responsive,
      render: (_: unknown, row: T, index: number) => {
        const value = col.dataIndex === undefined ? undefined : row[col.dataIndex];
        if (col.render) return col.render(value, row, index);
        const text: ReactNode = col.format
          ? col.format(value, row)
          : col.options
            ? (col.options.find((o) => String(o.value) === String(value))?.label ?? value)
            : value;
        return isEmpty(text) ? EMPTY : text;
      },
    }));

  const fields = columns.filter((col) => col.search && col.dataIndex !== undefined);
  const paging: false | TablePaginationConfig =
    pagination === false
      ? false
      : {
          showTotal: (total) => t('pagination.total', { total }),
          ...pagination,
          ...(load
            ? {
                current: page.current,
                pageSize: page.pageSize,
                total: pagerTotal(answer.total, page.current, page.pageSize, answer.records.length),
              }
            : {}),
          // A total the answer did not give is not shown: the pager only offers the next page.
          ...(load && answer.total === undefined ? { showTotal: undefined } : {}),
          onChange: (current, pageSize) => {
            if (load) setPage({ current: pageSize !== page.pageSize ? 1 : current, pageSize });
            pagination.onChange?.(current, pageSize);
          },
        };

  return (
    <div className={`sworld-table ${styles.table}`}>
      {fields.length > 0 && (
        <Form form={form} className={styles.search} layout="inline" onFinish={submit}>
          {fields.map((col) => {
            const name = col.dataIndex as string;
            const id = `search_${name}`;
            const { placeholder, showSearch } = searchOf(col);
            return (
              <Form.Item key={id} name={name} label={col.title} htmlFor={id}>
                {col.options ? (
                  <Select
                    id={id}
                    allowClear
                    placeholder={placeholder ?? t('form.placeholder.select')}
                    style={{ minWidth: 160 }}
                    options={col.options}
                    {...(showSearch ? { showSearch: true, optionFilterProp: 'label' } : {})}
                  />
                ) : (
                  <Input id={id} allowClear placeholder={placeholder ?? t('form.placeholder.input')} />
                )}
              </Form.Item>
            );
          })}
          <Form.Item className={styles.buttons}>
            <Space>
              <Button onClick={reset}>{t('table.reset')}</Button>
              <Button type="primary" htmlType="submit" loading={fetching}>
                {t('table.search')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      )}
      <div className={styles.body}>
        <div className={styles.toolbar}>
          <div className={styles.title}>{title}</div>
          <Space wrap>
            {toolbar}
            <Tooltip title={t('table.reload')}>
              <Button type="text" icon={<ReloadOutlined />} aria-label={t('table.reload')} onClick={reload} />
            </Tooltip>
          </Space>
        </div>
        <Table<T>
          rowKey={rowKey}
          columns={tableColumns}
          dataSource={load ? answer.records : dataSource}
          loading={load ? fetching : props.loading}
          pagination={paging}
          locale={emptyText === undefined ? undefined : { emptyText }}
          scroll={scroll}
          size={size ?? 'middle'}
          rowSelection={rowSelection}
        />
      </div>
    </div>
  );
}
