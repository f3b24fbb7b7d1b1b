import { siteUrl } from '@nirmaan/core';
import { buttonStyles, EmptyState, Link, Spinner } from '@nirmaan/ui';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { RfqCard } from './RfqCard.tsx';
import { useBuyerRfqList } from './useBuyerRfqs.ts';

export const RFQ_LIST_TEXTS = {
  loading: 'Loading your quote requests',
  loadFailed: 'Could not load your quote requests. Please try again.',
  none: 'No quote requests yet',
  noneHint:
    'Ask the suppliers who deliver to your site to price what you need: use “Request a quote”, “Get prices for this BOQ” under a calculator’s result, or “Ask for a better price” in your cart. Their offers appear here.',
  browse: 'Browse Products',
  listLabel: 'Your quote requests',
} as const;

/** The signed-in buyer's requests for quotation, newest first, each linking to its comparison (issue 31). */
export function RfqList() {
  const list = useBuyerRfqList();
  const rfqs = list.value;
  return (
    <>
      {list.status === 'failed' && <LoadFailed onRetry={list.reload} message={RFQ_LIST_TEXTS.loadFailed} />}
      {list.status === 'loading' && !rfqs && <Spinner label={RFQ_LIST_TEXTS.loading} />}
      {rfqs && rfqs.length === 0 && (
        <EmptyState
          title={RFQ_LIST_TEXTS.none}
          description={RFQ_LIST_TEXTS.noneHint}
          action={
            <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/products')}>
              {RFQ_LIST_TEXTS.browse}
            </Link>
          }
        />
      )}
      {rfqs && rfqs.length > 0 && (
        <ul className={cardStyles.cards} aria-label={RFQ_LIST_TEXTS.listLabel}>
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
