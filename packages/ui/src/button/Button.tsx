import clsx from 'clsx';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from '../spinner/Spinner.tsx';
import { button, type ButtonVariants } from './button.css.ts';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /** Shows a spinner and disables the button; `busyLabel` replaces the text while busy. */
  busy?: boolean;
  busyLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, fullWidth, busy = false, busyLabel, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={clsx(button({ variant, size, fullWidth }), className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner size="small" label="" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
