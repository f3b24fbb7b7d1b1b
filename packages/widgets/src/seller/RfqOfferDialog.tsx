import {
  listingBox,
  offerFormFor,
  offerListingOptions,
  offerRequestOf,
  priceBox,
  rfqApi,
  sellerApi,
  validateOfferForm,
  type OfferForm,
  type SellerRfq,
} from '@nirmaan/core';
import { Select, TextField } from '@nirmaan/ui';
import { useRef } from 'react';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { FormDialog } from '../form-shared/FormDialog.tsx';
import { useDialogForm } from '../form-shared/useDialogForm.ts';

export const RFQ_OFFER_TEXTS = {
  make: 'Make an offer',
  revise: 'Revise your offer',
  describe:
    'A unit price for each item you can supply, and which of your listings supplies it (an accepted item is ordered from it); leave an item blank if you cannot supply it. The buyer compares offers by their landed total.',
  suppliedAs: 'Supplied as',
  chooseListing: 'Choose one of your listings',
  loadingListings: 'Loading your listings...',
  noListings: 'You have no active listings: add one in Listings to price an item',
  send: 'Send offer',
  sending: 'Sending...',
  cancel: 'Cancel',
  failed: 'Failed to send your offer. Please try again.',
} as const;

export interface RfqOfferDialogProps {
  rfq: SellerRfq;
  onClose: (sent: boolean) => void;
}

/**
 * The seller's offer on a request for quotation: a unit price per item (blank: cannot supply) and the
 * listing that supplies it ("Supplied as", preselected with the server's suggestion), delivery
 * charge and date, validity, terms.
 */
export function RfqOfferDialog({ rfq, onClose }: RfqOfferDialogProps) {
  const firstPrice = useRef<HTMLInputElement>(null);
  const listings = useDashboardData('seller', 'listings', () => sellerApi.listListings());
  const options = offerListingOptions(listings.value ?? []);
  const placeholder =
    listings.status === 'loading' && !listings.value
      ? RFQ_OFFER_TEXTS.loadingListings
      : options.length === 0
        ? RFQ_OFFER_TEXTS.noListings
        : RFQ_OFFER_TEXTS.chooseListing;
  const now = new Date();
  const { form, errors, problem, busy, field, submit } = useDialogForm<OfferForm>({
    initial: offerFormFor(rfq, now),
    validate: (values) => validateOfferForm(values, rfq, now, listings.value ? options.map((option) => option.value) : undefined),
    save: async (values) => {
      await rfqApi.offer(rfq.id, offerRequestOf(values, rfq));
    },
    failureMessage: RFQ_OFFER_TEXTS.failed,
    onSaved: () => onClose(true),
  });
  return (
    <FormDialog
      title={rfq.offer ? RFQ_OFFER_TEXTS.revise : RFQ_OFFER_TEXTS.make}
      description={RFQ_OFFER_TEXTS.describe}
      initialFocusRef={firstPrice}
      buttons={{ cancel: RFQ_OFFER_TEXTS.cancel, submit: RFQ_OFFER_TEXTS.send, busy: RFQ_OFFER_TEXTS.sending }}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onCancel={() => onClose(false)}
    >
      {rfq.items.map((item, index) => (
        <div key={item.id} className={formStyles.pair}>
          <TextField
            ref={index === 0 ? firstPrice : undefined}
            label={`${item.description}: ${item.quantity} ${item.unit}, price per ${item.unit} (₹)`}
            inputMode="decimal"
            value={form[priceBox(item.id)] ?? ''}
            onValueChange={field(priceBox(item.id))}
            hint={form[priceBox(item.id)]?.trim() ? undefined : 'Blank: you cannot supply it'}
            error={errors[priceBox(item.id)]}
          />
          <Select
            label={RFQ_OFFER_TEXTS.suppliedAs}
            aria-label={`${item.description}: ${RFQ_OFFER_TEXTS.suppliedAs.toLowerCase()}`}
            value={form[listingBox(item.id)] ?? ''}
            options={[{ value: '', label: placeholder }, ...options]}
            onValueChange={field(listingBox(item.id))}
            error={errors[listingBox(item.id)]}
          />
        </div>
      ))}
      <div className={formStyles.pair}>
        <TextField
          label="Delivery charge (₹)"
          inputMode="decimal"
          value={form.delivery_charge ?? ''}
          onValueChange={field('delivery_charge')}
          hint="0 for free delivery"
          error={errors.delivery_charge}
        />
        <TextField label="Delivery date" type="date" value={form.delivery_date ?? ''} onValueChange={field('delivery_date')} error={errors.delivery_date} />
        <TextField label="Offer valid until" type="date" value={form.valid_until ?? ''} onValueChange={field('valid_until')} error={errors.valid_until} />
      </div>
      <TextField label="Terms (optional)" value={form.terms ?? ''} onValueChange={field('terms')} maxLength={1000} />
    </FormDialog>
  );
}
