import { Empty, Pagination, Spin, theme } from 'antd';
import { type CSSProperties, type Key, type ReactNode, useState } from 'react';
import styles from './ItemList.less';

/**
 * A list in antd's look, for what antd's List drew here: antd 6.6 deprecates List (its successor,
 * Listy, is a virtual scroller without List's item layout). Rows split by a line, each row drawn by
 * `row` (an ItemRow: content, a heading block, actions and an extra at its end); `empty` when there
 * are none; a spinner while loading; a footer (a "more" button) or, with `pageSize`, a pager once
 * the items outgrow one page. Colours and sizes are antd's public theme tokens.
 */
export interface ItemListProps<T> {
  items: readonly T[];
  row: (item: T, index: number) => ReactNode;
  itemKey?: (item: T, index: number) => Key;
  /** Tighter rows with side padding, and a small pager. */
  compact?: boolean;
  /** Each row a card of its own (records read one by one, as on a phone). */
  cards?: boolean;
  header?: ReactNode;
  loading?: boolean;
  empty?: ReactNode;
  /** Items per page: a pager shows when there are more. */
  pageSize?: number;
  footer?: ReactNode;
}

export function ItemList<T>({
  items,
  row,
  itemKey,
  compact = false,
  cards = false,
  header,
  loading = false,
  empty,
  pageSize,
  footer,
}: ItemListProps<T>) {
  const { token } = theme.useToken();
  const [page, setPage] = useState(1);
  const paged = pageSize !== undefined && items.length > pageSize;
  const perPage = paged ? pageSize : Math.max(1, items.length);
  const current = Math.min(page, Math.max(1, Math.ceil(items.length / perPage)));
  const start = paged ? (current - 1) * perPage : 0;
  const shown = paged ? items.slice(start, start + perPage) : items;
  const look = {
    '--item-list-split': token.colorSplit,
    '--item-list-text': token.colorText,
    '--item-list-description': token.colorTextDescription,
    '--item-list-font-size': `${token.fontSize}px`,
    '--item-list-line-height': token.lineHeight,
    '--item-list-padding': compact ? `${token.paddingXS}px ${token.padding}px` : `${token.paddingSM}px 0`,
    '--item-list-actions-gap': `${token.marginXXL}px`,
  } as CSSProperties;
  return (
    <div className={cards ? `${styles.list} ${styles.cards}` : styles.list} style={look}>
      {header !== undefined && <div className={styles.header}>{header}</div>}
      <Spin spinning={loading}>
        {shown.length ? (
          <ul className={styles.items}>
            {shown.map((item, i) => (
              <li key={itemKey ? itemKey(item, start + i) : start + i} className={styles.row}>
                {row(item, start + i)}
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>{empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}</div>
        )}
      </Spin>
      {footer}
      {paged && (
        <Pagination
          className={styles.pager}
          align="end"
          size={compact ? 'small' : undefined}
          current={current}
          pageSize={perPage}
          total={items.length}
          onChange={setPage}
        />
      )}
    </div>
  );
}

/**
 * One row's parts, spread across it: its content (a heading block takes the free width), then its
 * actions (split by lines) and its extra at the end.
 */
export function ItemRow({
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

/** A row's title and description. */
export function ItemHeading({ title, description }: { title?: ReactNode; description?: ReactNode }) {
  return (
    <div className={styles.meta}>
      {title !== undefined && <div className={styles.title}>{title}</div>}
      {description !== undefined && <div className={styles.description}>{description}</div>}
    </div>
  );
}
