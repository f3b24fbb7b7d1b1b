import { formatOrderDate, orderTimeline, type Order } from '@nirmaan/core';
import clsx from 'clsx';
import * as styles from './orderTimeline.css.ts';

/** The order's status steps: when each was reached, the current one marked, later ones greyed. */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <section aria-labelledby="order-timeline" className={styles.timeline}>
      <h2 id="order-timeline" className={styles.heading}>
        Status
      </h2>
      <ol className={styles.steps}>
        {orderTimeline(order).map((step) => (
          <li
            key={step.status}
            className={clsx(styles.step, styles.stepState[step.state], step.status === 'cancelled' && styles.cancelled)}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.label}>{step.label}</span>
            {step.at && <span className={styles.when}>{formatOrderDate(step.at, true)}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
