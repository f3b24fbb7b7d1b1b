import { localeFormat, orderTimeline, type Order } from '@nirmaan/core';
import clsx from 'clsx';
import * as styles from './orderTimeline.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { ordersCatalogue } from './ordersMessages.ts';
import { orderDate } from './orderDate.ts';

/** The order's status steps: when each was reached, the current one marked, later ones greyed. */
export function OrderTimeline({ order }: { order: Order }) {
  const { messages, locale } = useMessages(ordersCatalogue);
  const format = localeFormat(locale);
  return (
    <section aria-labelledby="order-timeline" className={styles.timeline}>
      <h2 id="order-timeline" className={styles.heading}>
        {messages['timeline.heading']()}
      </h2>
      <ol className={styles.steps}>
        {orderTimeline(order).map((step) => (
          <li
            key={step.status}
            className={clsx(styles.step, styles.stepState[step.state], step.status === 'cancelled' && styles.cancelled)}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.label}>{messages.status({ status: step.status, fallback: step.label })}</span>
            {step.at && <span className={styles.when}>{orderDate(format, step.at, true)}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
