import { Empty, Pagination, Spin, theme } from 'antd';
import { type CSSProperties, type Key, type ReactNode, useState } from 'react';
import styles from './ItemList.less';

/**
 * A list in antd's look, for what antd's List drew here: antd 6.6 deprecates List (its successor,
 * Listy, is a virtual scroller without List's item layout). Rows split by a line, each row its
 * content, a meta block (title and description), actions and an extra at its end; an empty text; a
 * spinner while loading; a "more" button or a pager. Props as antd's List named them. Colours and sizes are
 * antd's public theme tokens.
 */
export interface ItemListProps<T> {
  dataSource: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  rowKey?: (item: T, index: number) => Key;
  size?: 'small' | 'default';
  header?: ReactNode;
  loading?: boolean;
  locale?: { emptyText?: ReactNode };
  pagination?: false | { pageSize: number; size?: 'small' | 'default' };
  /** Below the rows, as antd's List's: a "more" button. */
  loadMore?: ReactNode;
}

export function ItemList<T>({
  dataSource,
  renderItem,
  rowKey,
  size = 'default',
  header,
  loading = false,
  locale,
  pagination = false,
  loadMore,
}: ItemListProps<T>) {
  const { token } = theme.useToken();
  const [page, setPage] = useState(1);
  const pageSize = pagination ? pagination.pageSize : dataSource.length;
  const lastPage = Math.max(1, Math.ceil(dataSource.length / Math.max(1, pageSize)));
  const current = Math.min(page, lastPage);
  const start = pagination ? (current - 1) * pageSize : 0;
  const shown = pagination ? dataSource.slice(start, start + pageSize) : dataSource;
  const look = {
    '--item-list-split': token.colorSplit,
    '--item-list-text': token.colorText,
    '--item-list-description': token.colorTextDescription,
    '--item-list-font-size': `${token.fontSize}px`,
    '--item-list-line-height': token.lineHeight,
    '--item-list-padding': size === 'small' ? `${token.paddingXS}px ${token.padding}px` : `${token.paddingSM}px 0`,
    '--item-list-actions-gap': `${token.marginXXL}px`,
  } as CSSProperties;
  return (
    <div className={styles.list} style={look}>
      {header !== undefined && <div className={styles.header}>{header}</div>}
      <Spin spinning={loading}>
        {shown.length ? (
          <ul className={styles.items}>
            {shown.map((item, i) => (
              <li key={rowKey ? rowKey(item, start + i) : start + i} className={styles.row}>
                {renderItem(item, start + i)}
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>{locale?.emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}</div>
        )}
      </Spin>
      {loadMore}
      {pagination && dataSource.length > pageSize && (
        <Pagination
          className={styles.pager}
          align="end"
          size={pagination.size === 'small' ? 'small' : undefined}
          current={current}
          pageSize={pageSize}
          total={dataSource.length}
          onChange={setPage}
        />
      )}
    </div>
  );
}

/**
 * One row's parts, spread across the row as antd's List.Item spreads them: its content (a meta
 * block takes the free width), then its actions (split by lines) and its extra at the end.
 */
export function ListItem({
  children,
  actions,
  extra,
}: {
  children?: ReactNode;
  actions?: ReactNode[];
  extra?: ReactNode;
}) {
  return (
    <div className={styles.item}>
      {children}
      {actions && actions.length > 0 && (
        <ul className={styles.actions}>
          {actions.map((action, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: their order is their identity
            <li key={i}>{action}</li>
          ))}
        </ul>
      )}
      {extra !== undefined && <div className={styles.extra}>{extra}</div>}
    </div>
  );
}

/** A row's title and description, as antd's List.Item.Meta. */
export function ListItemMeta({ title, description }: { title?: ReactNode; description?: ReactNode }) {
  return (
    <div className={styles.meta}>
      {title !== undefined && <div className={styles.title}>{title}</div>}
      {description !== undefined && <div className={styles.description}>{description}</div>}
    </div>
  );
}
