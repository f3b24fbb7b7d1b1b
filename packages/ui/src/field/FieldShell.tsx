import type { ReactNode } from 'react';
import { visuallyHidden } from '../theme/a11y.css.ts';
import * as styles from './field.css.ts';

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  /** Keeps the label for screen readers only, where the context makes it obvious (e.g. a header's city box). */
  hideLabel?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** Ids a control uses to point at its hint and error text. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label above, control, then hint and error text wired to the control for screen readers. */
export function FieldShell({ id, label, hint, error, required, hideLabel, className, children }: FieldShellProps) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={hideLabel ? visuallyHidden : styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
