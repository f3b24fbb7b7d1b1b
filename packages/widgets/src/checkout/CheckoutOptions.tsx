import type { CheckoutDetails } from '@nirmaan/core';
import { BusinessDetails } from './BusinessDetails.tsx';
import { PaymentMethod } from './PaymentMethod.tsx';

export interface CheckoutOptionsProps {
  business: CheckoutDetails;
  onBusinessChange: (business: CheckoutDetails) => void;
}

/** What checkout asks below the items: the optional business details, then the payment method. */
export function CheckoutOptions({ business, onBusinessChange }: CheckoutOptionsProps) {
  return (
    <>
      <BusinessDetails value={business} onChange={onBusinessChange} />
      <PaymentMethod />
    </>
  );
}
