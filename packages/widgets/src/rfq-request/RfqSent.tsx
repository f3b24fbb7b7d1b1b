import { localeFormat, siteUrl, type Locale, type RfqCreated } from '@nirmaan/core';
import { Alert, Link } from '@nirmaan/ui';
import * as styles from './rfqRequest.css.ts';
import type { RfqMessages } from './rfqMessages.ts';

export interface RfqSentProps {
  created: RfqCreated;
  messages: RfqMessages;
  /** The language shown, for the number of suppliers. */
  locale: Locale;
}

/** The request went: to how many suppliers (said in the language shown), and where their offers will be compared. */
export function RfqSent({ created, messages, locale }: RfqSentProps) {
  const sellers = created.sellers_asked;
  return (
    <div className={styles.sent}>
      <Alert tone="success">{messages.sent({ sellers, sellersText: localeFormat(locale).number(sellers) })}</Alert>
      <Link href={siteUrl(`/rfqs/${created.id}`)}>{messages.seeOffers()}</Link>
    </div>
  );
}
