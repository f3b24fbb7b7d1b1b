import { siteUrl } from '@nirmaan/core';
import { EmptyState, Link, Spinner } from '@nirmaan/ui';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import { useMessages } from '../locale-shared/useMessages.ts';
import { comparisonCatalogue } from './comparisonMessages.ts';
import { RfqCompareView } from './RfqCompareView.tsx';
import { useBuyerRfq } from './useBuyerRfqs.ts';

/** One of the buyer's requests, loaded, with its offers compared; not found, loading and failed states, each marked with its language. */
export function RfqComparison({ rfqId }: { rfqId: number }) {
  const { messages, locale } = useMessages(comparisonCatalogue);
  const { rfq, missing } = useBuyerRfq(rfqId);
  if (rfq.value && !missing) return <RfqCompareView rfq={rfq.value} onChanged={rfq.set} onReload={rfq.reload} />;
  let shown;
  if (missing) {
    shown = <EmptyState headingLevel={1} title={messages.notFound()} action={<Link href={siteUrl('/rfqs')}>{messages.backToList()}</Link>} />;
  } else if (rfq.status === 'failed') {
    shown = <LoadFailed onRetry={rfq.reload} message={messages.loadFailed()} />;
  } else {
    shown = <Spinner label={messages.loading()} />;
  }
  return <div lang={locale}>{shown}</div>;
}
