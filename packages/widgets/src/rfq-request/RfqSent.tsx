import { siteUrl, type RfqCreated } from '@nirmaan/core';
import { Alert, Link } from '@nirmaan/ui';
import * as styles from './rfqRequest.css.ts';

export const RFQ_SENT_TEXTS = { seeOffers: 'See your request and its offers' } as const;

/** The request went: to how many suppliers, and where their offers will be compared. */
export function RfqSent({ created }: { created: RfqCreated }) {
  return (
    <div className={styles.sent}>
      <Alert tone="success">{created.message}</Alert>
      <Link href={siteUrl(`/rfqs/${created.id}`)}>{RFQ_SENT_TEXTS.seeOffers}</Link>
    </div>
  );
}
