import clsx from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import * as styles from './badge.css.ts';

export type BadgeTone = keyof typeof styles.tone;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Colour, e.g. for order status: pending `warning` (yellow), processing `info` (blue), shipped
   * `purple`, delivered `success` (green), cancelled `danger` (red), anything else `neutral` (grey).
   * The text must say the status too; colour alone tells a screen reader nothing.
   */
  tone?: BadgeTone;
  ref?: Ref<HTMLSpanElement>;
}

/** A small pill of text, such as an order status. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span className={clsx(styles.base, styles.tone[tone], className)} {...rest} />;
}
