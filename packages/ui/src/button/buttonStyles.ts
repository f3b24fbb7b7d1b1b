import clsx from 'clsx';
import * as styles from './button.css.ts';

export interface ButtonVariants {
  /** primary (default), secondary, ghost or danger. */
  variant?: keyof typeof styles.variant;
  /** medium (default, 44px high) or small (36px). */
  size?: keyof typeof styles.size;
  fullWidth?: boolean;
}

/** The button's classes: for a Button, or a link that looks like one. */
export function buttonStyles({ variant = 'primary', size = 'medium', fullWidth = false }: ButtonVariants = {}): string {
  return clsx(styles.base, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth);
}
