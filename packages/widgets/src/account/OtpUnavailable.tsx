import { Alert, Button, Link } from '@nirmaan/ui';
import * as styles from './account.css.ts';

export interface OtpUnavailableProps {
  /** What is not available and what to do instead. */
  message: string;
  /** The way to the password form, e.g. 'Sign in with password'. */
  actionLabel: string;
  /** Switches to the password form on the same screen; else `href` leads to it. */
  onAction?: (() => void) | undefined;
  href?: string;
}

/** In place of a form that sends a code by SMS, when the site cannot send any: says so and leads to the password form. */
export function OtpUnavailable({ message, actionLabel, onAction, href }: OtpUnavailableProps) {
  return (
    <div className={styles.form}>
      <Alert tone="info">{message}</Alert>
      {onAction ? (
        <Button variant="secondary" fullWidth onClick={onAction}>
          {actionLabel}
        </Button>
      ) : (
        href && <Link href={href}>{actionLabel}</Link>
      )}
    </div>
  );
}
