import { siteUrl } from '@nirmaan/core';
import { buttonStyles, EmptyState, Link, Spinner } from '@nirmaan/ui';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { buyerRfqsCatalogue } from './buyerRfqsMessages.ts';
import { RfqCard } from './RfqCard.tsx';
import { useBuyerRfqList } from './useBuyerRfqs.ts';

/** The signed-in buyer's requests for quotation, newest first, each linking to its comparison (issue 31). */
export function RfqList() {
  const { messages } = useMessages(buyerRfqsCatalogue);
  const list = useBuyerRfqList();
  const rfqs = list.value;
  return (
    <>
      {list.status === 'failed' && <LoadFailed onRetry={list.reload} message={messages['list.loadFailed']()} />}
      {list.status === 'loading' && !rfqs && <Spinner label={messages['list.loading']()} />}
      {rfqs && rfqs.length === 0 && (
        <EmptyState
          title={messages['list.none']()}
          description={messages['list.noneHint']()}
          action={
            <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/products')}>
              {messages['list.browse']()}
            </Link>
          }
        />
      )}
      {rfqs && rfqs.length > 0 && (
        <ul className={cardStyles.cards} aria-label={messages['list.label']()}>
          {rfqs.map((rfq) => (
            <li key={rfq.id}>
              <RfqCard rfq={rfq} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
