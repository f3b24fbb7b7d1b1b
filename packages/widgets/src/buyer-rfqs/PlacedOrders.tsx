import { localeFormat, siteUrl } from '@nirmaan/core';
import { Alert, Link } from '@nirmaan/ui';
import { useMessages } from '../locale-shared/useMessages.ts';
import { comparisonCatalogue } from './comparisonMessages.ts';
import * as styles from './buyerRfqs.css.ts';

/** What the acceptance placed: a link to each order. */
export function PlacedOrders({ orderIds }: { orderIds: readonly number[] }) {
  const { messages, locale } = useMessages(comparisonCatalogue);
  const count = orderIds.length;
  return (
    <Alert tone="success">
      {messages.placed({ count, countText: localeFormat(locale).number(count) })}
      <ul className={styles.placedList}>
        {orderIds.map((id) => (
          <li key={id}>
            <Link href={siteUrl(`/orders/${id}`)}>{messages.order({ id })}</Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
