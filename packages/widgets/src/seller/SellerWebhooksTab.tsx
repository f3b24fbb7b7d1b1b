import { sellerWebhookCalls } from '@nirmaan/core';
import { WebhooksPanel } from '../webhooks-shared/WebhooksPanel.tsx';

const calls = sellerWebhookCalls();

/** The seller's own webhook endpoints (issue 34): orders, leads and listing price changes sent to the seller's systems. */
export function SellerWebhooksTab() {
  return <WebhooksPanel owner="seller" dataKey="own" calls={calls} />;
}
