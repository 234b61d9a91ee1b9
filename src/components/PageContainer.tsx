import { Link, useIntl, useLocation } from '@umijs/max';
import type { ReactNode } from 'react';
import { placeOf } from '@/layouts/nav';
import { routerPath } from '@/utils/base';
import styles from './PageContainer.less';

export interface PageContainerProps {
  /** The screen's heading; by default the screen's menu name. */
  title?: ReactNode;
  /** A line (or block) under the heading. */
  content?: ReactNode;
  /** Actions at the heading's right (the back button, pickers). */
  extra?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * The head of a screen inside the layout: where it sits in the menu (breadcrumb), its heading,
 * a description and its actions; then the screen. Same props as pro-components' PageContainer,
 * which the screens used before (it needs ProLayout's providers).
 */
export default function PageContainer({ title, content, extra, className, children }: PageContainerProps) {
  const intl = useIntl();
  const place = placeOf(routerPath(useLocation().pathname));
  const trail = place?.trail ?? [];
  const heading = title ?? (trail.length ? intl.formatMessage({ id: trail[trail.length - 1] }) : null);
  return (
    <div className={className ? `sworld-page ${className}` : 'sworld-page'}>
      {trail.length > 1 && (
        <nav aria-label={intl.formatMessage({ id: 'app.breadcrumb' })} className={styles.breadcrumb}>
          <ol>
            {trail.map((id, i) => {
              const label = intl.formatMessage({ id });
              // The group is a plain label; the screen is the current page, or a link to the menu screen this one belongs to.
              if (i < trail.length - 1) return <li key={id}>{label}</li>;
              return (
                <li key={id}>
                  {place?.route.name ? (
                    <span aria-current="page">{label}</span>
                  ) : (
                    <Link to={place!.menuPath!}>{label}</Link>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      )}
      {(heading || extra) && (
        <div className={styles.head}>
          {heading ? <h2 className={styles.title}>{heading}</h2> : <span />}
          {extra && <div className={styles.extra}>{extra}</div>}
        </div>
      )}
      {content && <div className={styles.content}>{content}</div>}
      {children}
    </div>
  );
}
