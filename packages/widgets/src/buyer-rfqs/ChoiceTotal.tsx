import { formatPrice } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import * as styles from './buyerRfqs.css.ts';

export const CHOICE_TOTAL_TEXTS = {
  summary: (items: number, orders: number) =>
    items === 0 ? 'Nothing chosen yet' : `${items} item${items === 1 ? '' : 's'} from ${orders} supplier${orders === 1 ? '' : 's'}`,
  review: 'Review and accept',
} as const;

export interface ChoiceTotalProps {
  total: number;
  items: number;
  orders: number;
  onReview: () => void;
}

/** The running total of the buyer's choice (read out as it changes), and the step to confirm it. */
export function ChoiceTotal({ total, items, orders, onReview }: ChoiceTotalProps) {
  return (
    <div className={styles.runningTotal}>
      <p role="status" className={styles.totalText}>
        <span className={styles.muted}>{CHOICE_TOTAL_TEXTS.summary(items, orders)}</span>
        <strong className={styles.total}>{formatPrice(total)}</strong>
      </p>
      <Button variant="primary" disabled={items === 0} onClick={onReview}>
        {CHOICE_TOTAL_TEXTS.review}
      </Button>
    </div>
  );
}
