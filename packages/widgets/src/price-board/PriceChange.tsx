import { formatChange, type PriceTrend } from '@nirmaan/core';
import { visuallyHidden } from '@nirmaan/ui';
import clsx from 'clsx';
import type { PriceBoardMessages } from './priceBoardMessages.ts';
import * as styles from './priceBoard.css.ts';

const ARROWS: Record<PriceTrend, string> = {
  up: 'M8 3l5 6H9.5v4h-3V9H3z',
  down: 'M8 13l5-6H9.5V3h-3v4H3z',
  stable: 'M2.5 6.5h11v3h-11z',
};

/** The change column: trend icon (its meaning in words for screen readers) and the signed percent. */
export function PriceChange({ change, trend, messages }: { change: number; trend: PriceTrend; messages: PriceBoardMessages }) {
  return (
    <span className={clsx(styles.changeCell, styles.change[trend])}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d={ARROWS[trend]} fill="currentColor" />
      </svg>
      <span className={visuallyHidden}>{messages.trend({ trend })}, </span>
      {formatChange(change)}
    </span>
  );
}
