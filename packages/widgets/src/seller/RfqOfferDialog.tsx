import {
  listingBox,
  localeFormat,
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
import { offerErrors } from './offerErrors.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';

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
  const { messages, locale } = useMessages(sellerDashboardCatalogue);
  const firstPrice = useRef<HTMLInputElement>(null);
  const listings = useDashboardData('seller', 'listings', () => sellerApi.listListings());
  const options = offerListingOptions(listings.value ?? []);
  const placeholder =
    listings.status === 'loading' && !listings.value
      ? messages['offer.loadingListings']()
      : options.length === 0
        ? messages['offer.noListings']()
        : messages['offer.chooseListing']();
  const now = new Date();
  const { form, errors, problem, busy, field, submit } = useDialogForm<OfferForm>({
    initial: offerFormFor(rfq, now),
    validate: (values) =>
      offerErrors(messages, rfq.items, validateOfferForm(values, rfq, now, listings.value ? options.map((option) => option.value) : undefined)),
    save: async (values) => {
      await rfqApi.offer(rfq.id, offerRequestOf(values, rfq));
    },
    failureMessage: messages['offer.failed'](),
    onSaved: () => onClose(true),
  });
  return (
    <FormDialog
      title={rfq.offer ? messages['offer.revise']() : messages['offer.make']()}
      description={messages['offer.describe']()}
      initialFocusRef={firstPrice}
      buttons={{ cancel: messages.cancel(), submit: messages['offer.send'](), busy: messages['offer.sending']() }}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onCancel={() => onClose(false)}
    >
      {rfq.items.map((item, index) => (
        <div key={item.id} className={formStyles.pair}>
          <TextField
            ref={index === 0 ? firstPrice : undefined}
            label={messages['offer.price']({ item: item.description, quantity: localeFormat(locale).number(item.quantity), unit: item.unit })}
            inputMode="decimal"
            value={form[priceBox(item.id)] ?? ''}
            onValueChange={field(priceBox(item.id))}
            hint={form[priceBox(item.id)]?.trim() ? undefined : messages['offer.priceHint']()}
            error={errors[priceBox(item.id)]}
          />
          <Select
            label={messages['offer.suppliedAs']()}
            aria-label={messages['offer.suppliedAsLabel']({ item: item.description })}
            value={form[listingBox(item.id)] ?? ''}
            options={[{ value: '', label: placeholder }, ...options]}
            onValueChange={field(listingBox(item.id))}
            error={errors[listingBox(item.id)]}
          />
        </div>
      ))}
      <div className={formStyles.pair}>
        <TextField
          label={messages['offer.deliveryCharge']()}
          inputMode="decimal"
          value={form.delivery_charge ?? ''}
          onValueChange={field('delivery_charge')}
          hint={messages['offer.deliveryChargeHint']()}
          error={errors.delivery_charge}
        />
        <TextField
          label={messages['offer.deliveryDate']()}
          type="date"
          value={form.delivery_date ?? ''}
          onValueChange={field('delivery_date')}
          error={errors.delivery_date}
        />
        <TextField
          label={messages['offer.validUntil']()}
          type="date"
          value={form.valid_until ?? ''}
          onValueChange={field('valid_until')}
          error={errors.valid_until}
        />
      </div>
      <TextField label={messages['offer.terms']()} value={form.terms ?? ''} onValueChange={field('terms')} maxLength={1000} />
    </FormDialog>
  );
}
