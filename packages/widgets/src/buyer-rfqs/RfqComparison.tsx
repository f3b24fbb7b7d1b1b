import { siteUrl } from '@nirmaan/core';
import { EmptyState, Link, Spinner } from '@nirmaan/ui';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import { RfqCompareView } from './RfqCompareView.tsx';
import { useBuyerRfq } from './useBuyerRfqs.ts';

export const RFQ_COMPARISON_TEXTS = {
  loading: 'Loading the offers',
  loadFailed: 'Could not load this quote request. Please try again.',
  notFound: 'Quote request not found',
  back: 'Back to my quote requests',
} as const;

/** One of the buyer's requests, loaded, with its offers compared; not found, loading and failed states. */
export function RfqComparison({ rfqId }: { rfqId: number }) {
  const { rfq, missing } = useBuyerRfq(rfqId);
  if (missing) {
    return <EmptyState headingLevel={1} title={RFQ_COMPARISON_TEXTS.notFound} action={<Link href={siteUrl('/rfqs')}>{RFQ_COMPARISON_TEXTS.back}</Link>} />;
  }
  if (rfq.value) return <RfqCompareView rfq={rfq.value} onChanged={rfq.set} onReload={rfq.reload} />;
  if (rfq.status === 'failed') return <LoadFailed onRetry={rfq.reload} message={RFQ_COMPARISON_TEXTS.loadFailed} />;
  return <Spinner label={RFQ_COMPARISON_TEXTS.loading} />;
}
