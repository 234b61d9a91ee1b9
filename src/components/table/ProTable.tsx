/**
 * The list table of the app's screens, with the props of pro-components' ProTable that they use:
 * a search form built from the columns, server paging through `request` (or a given `dataSource`),
 * a toolbar with a reload button, `actionRef.reload()`. pro-components' ProTable renders its cells
 * and search fields through ProField, which bundles every field type antd has (~200 KB gzip on each
 * list screen against issue 11's 150 KB route budget); this one is antd's Table and Form.
 *
 * Columns keep pro-components' ProColumns type (a type only, nothing of it is bundled); what is read:
 * title, dataIndex, key, width, align, fixed, ellipsis, responsive, tooltip, render(dom, row, index,
 * action), renderText(value, row, index, action), valueType 'select' (cell text and search select
 * from valueEnum or fieldProps.options) and 'option' (the actions column, never searched), search,
 * hideInSearch, hideInTable, fieldProps (the search input's props).
 */
import { QuestionCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Form, Input, Space, Table, Tooltip } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import { type MutableRefObject, type ReactNode, useEffect, useImperativeHandle, useRef, useState } from 'react';
import FormSelect from '@/components/FormSelect';
import { t } from '@/utils/i18n';
import styles from './ProTable.less';

type Row = Record<string, any>;
type Values = Record<string, unknown>;
type RequestParams = { current: number; pageSize: number } & Values;
type Answer<T> = { data?: T[]; total?: number; success?: boolean };

export interface ProTableProps<T extends Row> {
  columns: ProColumns<T>[];
  rowKey: string | ((row: T) => string);
  request?: (params: RequestParams) => Promise<Answer<T>>;
  dataSource?: T[];
  loading?: boolean;
  /** sent with every request; a change goes back to the first page */
  params?: Values;
  actionRef?: MutableRefObject<ActionType | undefined>;
  search?: false | { labelWidth?: 'auto' | number };
  options?: false | { reload?: boolean | (() => void); density?: boolean; setting?: boolean };
  pagination?: false | TablePaginationConfig;
  locale?: { emptyText?: ReactNode };
  toolBarRender?: () => ReactNode[];
  headerTitle?: ReactNode;
  scroll?: { x?: number | true | string; y?: number | string };
  size?: 'small' | 'middle' | 'large';
  /** the search form was submitted (dataSource tables filter through this) */
  onSubmit?: (values: any) => void;
  onReset?: () => void;
}

const EMPTY = '-';
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
const cellValue = (row: Row, dataIndex: unknown) =>
  Array.isArray(dataIndex)
    ? dataIndex.reduce((v, k) => v?.[k], row)
    : dataIndex === undefined
      ? undefined
      : row[dataIndex as string];
const enumOptions = (col: ProColumns<any>) =>
  (col.fieldProps as { options?: { value: unknown; label: ReactNode }[] } | undefined)?.options ??
  Object.entries((col.valueEnum as Record<string, { text: ReactNode } | ReactNode>) ?? {}).map(([value, entry]) => ({
    value,
    label: entry && typeof entry === 'object' && 'text' in entry ? entry.text : entry,
  }));
/** The search values worth sending: text trimmed, blanks left out. */
const filled = (values: Values) =>
  Object.fromEntries(
    Object.entries(values)
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])
      .filter(([, v]) => !isEmpty(v)),
  );

function searchable<T>(col: ProColumns<T>) {
  return col.search !== false && !col.hideInSearch && col.valueType !== 'option' && col.dataIndex !== undefined;
}

export default function ProTable<T extends Row>(props: ProTableProps<T>) {
  const {
    columns,
    rowKey,
    request,
    dataSource,
    params,
    actionRef,
    search = {},
    options = {},
    pagination = {},
    locale,
    toolBarRender,
    headerTitle,
    scroll,
    size,
    onSubmit,
    onReset,
  } = props;
  const [form] = Form.useForm();
  const [query, setQuery] = useState<Values>({});
  const [page, setPage] = useState({
    current: (pagination || undefined)?.defaultCurrent || 1,
    pageSize: (pagination || undefined)?.defaultPageSize || 10,
  });
  const [answer, setAnswer] = useState<{ data: T[]; total: number }>({ data: [], total: 0 });
  const [fetching, setFetching] = useState(false);
  const [tick, setTick] = useState(0);
  const latest = useRef(0);
  const paramsKey = JSON.stringify(params ?? {});

  const fetchedParams = useRef(paramsKey);
  // The latest request function, read when a fetch starts: screens pass a new one on every render,
  // which must not fetch again (as in pro-components, `params` and the page decide when to fetch).
  const requestRef = useRef(request);
  requestRef.current = request;
  const remote = !!request;

  useEffect(() => {
    const fetchPage = requestRef.current;
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
    // The search values first, then the screen's params (the order pro-components sent them in), blanks left out.
    fetchPage({ ...query, ...filled(params ?? {}), current: page.current, pageSize: page.pageSize })
      .then((result) => {
        if (call !== latest.current) return;
        setAnswer(
          result.success === false
            ? { data: [], total: 0 }
            : { data: result.data ?? [], total: result.total ?? result.data?.length ?? 0 },
        );
      })
      .catch(() => call === latest.current && setAnswer({ data: [], total: 0 }))
      .finally(() => call === latest.current && setFetching(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, paramsKey, query, page.current, page.pageSize, tick]);

  const reload = async (resetPage?: boolean) => {
    if (resetPage) setPage((p) => ({ ...p, current: 1 }));
    if (options && typeof options.reload === 'function') options.reload();
    else setTick((n) => n + 1);
  };
  useImperativeHandle(
    actionRef,
    () => ({ reload, reloadAndRest: () => reload(true), reset: () => reload(true) }) as unknown as ActionType,
  );

  const submit = (values: Values) => {
    const sent = filled(values);
    setQuery(sent);
    setPage((p) => ({ ...p, current: 1 }));
    onSubmit?.(sent);
  };
  const reset = () => {
    form.resetFields();
    setQuery({});
    setPage((p) => ({ ...p, current: 1 }));
    onReset?.();
  };

  const action = { reload } as unknown as ActionType;
  const tableColumns: ColumnsType<T> = columns
    .filter((col) => !col.hideInTable)
    .map((col, i) => {
      const title = col.tooltip ? (
        // biome-ignore lint/correctness/useJsxKeyInIterable: a column title, not a list item.
        <Space size={4}>
          {col.title as ReactNode}
          <Tooltip title={col.tooltip as ReactNode}>
            <QuestionCircleOutlined />
          </Tooltip>
        </Space>
      ) : (
        (col.title as ReactNode)
      );
      return {
        key:
          (col.key as string) ??
          (Array.isArray(col.dataIndex) ? col.dataIndex.join('.') : (col.dataIndex as string)) ??
          String(i),
        title,
        width: col.width as number | undefined,
        align: col.align,
        fixed: col.fixed as 'left' | 'right' | undefined,
        ellipsis: !!col.ellipsis,
        responsive: col.responsive,
        render: (_: unknown, row: T, index: number) => {
          const raw = cellValue(row, col.dataIndex);
          let text: ReactNode = col.renderText ? col.renderText(raw, row, index, action) : (raw as ReactNode);
          if (col.valueType === 'select' && !col.renderText)
            text = (enumOptions(col).find((o) => String(o.value) === String(raw))?.label ?? raw) as ReactNode;
          const dom = isEmpty(text) ? EMPTY : text;
          if (!col.render) return dom;
          const node = (col.render as (...args: unknown[]) => ReactNode)(dom, row, index, action, col);
          // An actions array gets a gap between its entries (link-style buttons have none of their own).
          return Array.isArray(node) ? (
            <Space size={12} wrap>
              {node}
            </Space>
          ) : (
            node
          );
        },
      };
    });

  const fields = search === false ? [] : columns.filter(searchable);
  const paging: false | TablePaginationConfig =
    pagination === false
      ? false
      : {
          showTotal: (total) => t('pagination.total', { total }),
          ...pagination,
          ...(request ? { current: page.current, pageSize: page.pageSize, total: answer.total } : {}),
          onChange: (current, pageSize) => {
            if (request) setPage({ current: pageSize !== page.pageSize ? 1 : current, pageSize });
            pagination.onChange?.(current, pageSize);
          },
        };
  // As in pro-components, the reload button shows unless options are off or say reload: false.
  const reloadOption = options && (options.reload ?? true);
  const tools = [...(toolBarRender?.() ?? [])];

  return (
    <div className={`sworld-table ${styles.table}`}>
      {fields.length > 0 && (
        <Form form={form} className={styles.search} layout="inline" onFinish={submit}>
          {fields.map((col) => {
            const name = col.dataIndex as string;
            const id = `search_${Array.isArray(name) ? name.join('_') : name}`;
            const fieldProps = (col.fieldProps ?? {}) as Record<string, any>;
            return (
              <Form.Item key={id} name={name} label={col.title as ReactNode} htmlFor={id}>
                {col.valueType === 'select' ? (
                  <FormSelect
                    id={id}
                    allowClear
                    placeholder={t('form.placeholder.select')}
                    style={{ minWidth: 160 }}
                    {...fieldProps}
                    options={enumOptions(col) as never}
                  />
                ) : (
                  <Input id={id} allowClear placeholder={t('form.placeholder.input')} {...fieldProps} />
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
        {(headerTitle || tools.length > 0 || reloadOption) && (
          <div className={styles.toolbar}>
            <div className={styles.title}>{headerTitle}</div>
            <Space wrap>
              {tools}
              {reloadOption && (
                <Tooltip title={t('table.reload')}>
                  <Button
                    type="text"
                    icon={<ReloadOutlined />}
                    aria-label={t('table.reload')}
                    onClick={() => reload()}
                  />
                </Tooltip>
              )}
            </Space>
          </div>
        )}
        <Table<T>
          rowKey={rowKey as never}
          columns={tableColumns}
          dataSource={request ? answer.data : dataSource}
          loading={request ? fetching : props.loading}
          pagination={paging}
          locale={locale}
          scroll={scroll as never}
          size={size ?? 'middle'}
        />
      </div>
    </div>
  );
}
