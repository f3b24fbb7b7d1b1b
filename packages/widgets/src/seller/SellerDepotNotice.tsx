import { SELLER_MESSAGES, type Seller } from '@nirmaan/core';
import { Alert } from '@nirmaan/ui';

/** Until the seller has a depot, the dashboard says first that no listing is published without it, and where to set it. */
export function SellerDepotNotice({ seller }: { seller: Pick<Seller, 'depot'> }) {
  if (seller.depot) return null;
  return (
    <Alert tone="warning" title={SELLER_MESSAGES.depotMissingTitle}>
      {SELLER_MESSAGES.depotMissing}
    </Alert>
  );
}
