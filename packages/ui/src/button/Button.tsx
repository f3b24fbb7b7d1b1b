import clsx from 'clsx';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from '../spinner/Spinner.tsx';
import { buttonStyles, type ButtonVariants } from './buttonStyles.ts';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /**
   * Shows a spinner and makes the button unavailable (aria-disabled, clicks and form submission
   * ignored) while keeping it focusable, so keyboard focus stays on it while its work runs: a
   * disabled button would drop focus to the page. `busyLabel` replaces the text while busy.
   */
  busy?: boolean;
  busyLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, fullWidth, busy = false, busyLabel, className, children, disabled, type = 'button', onClick, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={clsx(buttonStyles({ variant, size, fullWidth }), className)}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {busy && <Spinner size="small" label="" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
