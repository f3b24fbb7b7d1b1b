import type { Seller } from '@nirmaan/core';
import { Alert } from '@nirmaan/ui';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';

/** Until the seller has a depot, the dashboard says first that no listing is published without it, and where to set it. */
export function SellerDepotNotice({ seller }: { seller: Pick<Seller, 'depot'> }) {
  const { messages } = useMessages(sellerDashboardCatalogue);
  if (seller.depot) return null;
  return (
    <Alert tone="warning" title={messages.depotMissingTitle()}>
      {messages.depotMissing()}
    </Alert>
  );
}
