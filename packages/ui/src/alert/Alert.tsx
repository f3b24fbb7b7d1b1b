import clsx from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './alert.css.ts';

export type AlertTone = keyof typeof styles.alertTone;

export interface AlertProps {
  tone?: AlertTone;
  /** A short bold first line, e.g. "Payment failed". */
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link at the end, e.g. "Retry". */
  action?: ReactNode;
  className?: string;
}

const ICON_PATHS: Record<AlertTone, string> = {
  error: 'M10 5.5v5.5M10 14v.5',
  warning: 'M10 7.5v4.5M10 14.5v.5',
  success: 'M5 10.5l3.5 3.5 6.5-7.5',
  info: 'M10 9v5.5M10 5.5v.5',
};

/**
 * An inline message. Errors are alerts (read out at once); the other tones are status messages
 * (read out when the reader is idle). Render it when the message appears so it is announced.
 */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  return (
    <div className={clsx(styles.alert, styles.alertTone[tone], className)} role={tone === 'error' ? 'alert' : 'status'}>
      <span className={clsx(styles.icon, styles.iconTone[tone])} aria-hidden="true">
        <svg width="20" height="20" viewBox="0 0 20 20" focusable="false">
          {tone === 'warning' ? (
            <path d="M10 2.5L18.5 17.5H1.5Z" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" fill="none" />
          ) : (
            <circle cx="10" cy="10" r="8.25" stroke="currentColor" strokeWidth="1.5" fill="none" />
          )}
          <path d={ICON_PATHS[tone]} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
        </svg>
      </span>
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.body}>{children}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
