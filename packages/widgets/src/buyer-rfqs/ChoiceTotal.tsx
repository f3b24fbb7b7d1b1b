import { localeFormat } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useMessages } from '../locale-shared/useMessages.ts';
import { comparisonCatalogue } from './comparisonMessages.ts';
import * as styles from './buyerRfqs.css.ts';

export interface ChoiceTotalProps {
  total: number;
  items: number;
  orders: number;
  onReview: () => void;
}

/** The running total of the buyer's choice (read out as it changes), and the step to confirm it. */
export function ChoiceTotal({ total, items, orders, onReview }: ChoiceTotalProps) {
  const { messages, locale } = useMessages(comparisonCatalogue);
  const format = localeFormat(locale);
  return (
    <div className={styles.runningTotal}>
      <p role="status" className={styles.totalText}>
        <span className={styles.muted}>
          {messages['choice.summary']({ items, itemsText: format.number(items), orders, ordersText: format.number(orders) })}
        </span>
        <strong className={styles.total}>{format.price(total)}</strong>
      </p>
      <Button variant="primary" disabled={items === 0} onClick={onReview}>
        {messages['choice.review']()}
      </Button>
    </div>
  );
}
