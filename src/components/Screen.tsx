import { Link, useIntl, useLocation } from '@umijs/max';
import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { placeOf } from './nav';
import { routerPath } from '@/utils/base';
import styles from './Screen.less';

export interface ScreenProps {
  /** The screen's heading; by default the screen's menu name. */
  title?: ReactNode;
  /** A line (or block) under the heading. */
  description?: ReactNode;
  /** Actions at the heading's right (the back button, pickers). */
  extra?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * A screen inside the layout: its head (where it sits in the menu as antd's Breadcrumb, its
 * heading, its actions, a description), then the screen's body.
 */
export default function Screen({ title, description, extra, className, children }: ScreenProps) {
  const intl = useIntl();
  const place = placeOf(routerPath(useLocation().pathname));
  const trail = place?.trail ?? [];
  const heading = title ?? (trail.length ? intl.formatMessage({ id: trail[trail.length - 1] }) : null);
  return (
    <div className={className ? `sworld-page ${className}` : 'sworld-page'}>
      {trail.length > 1 && (
        <Breadcrumb
          aria-label={intl.formatMessage({ id: 'app.breadcrumb' })}
          className={styles.breadcrumb}
          items={trail.map((id, i) => {
            const label = intl.formatMessage({ id });
            // The group is a plain label; the screen is the current page, or a link to the menu screen this one belongs to.
            if (i < trail.length - 1) return { key: id, title: label };
            return {
              key: id,
              title: place?.route.name ? (
                <span aria-current="page">{label}</span>
              ) : (
                <Link to={place!.menuPath!}>{label}</Link>
              ),
            };
          })}
        />
      )}
      {(heading || extra) && (
        <div className={styles.head}>
          {heading ? <h2 className={styles.title}>{heading}</h2> : <span />}
          {extra && <div className={styles.extra}>{extra}</div>}
        </div>
      )}
      {description && <div className={styles.description}>{description}</div>}
      {children}
    </div>
  );
}
