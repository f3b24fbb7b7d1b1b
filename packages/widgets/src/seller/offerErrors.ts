import { RFQ_MESSAGES } from '@nirmaan/core';
import { sellerCoreText } from './sellerCoreText.ts';
import type { SellerDashboardMessages } from './sellerDashboardMessages.ts';

/**
 * One of core's offer-form errors (RFQ_MESSAGES) in the dashboard's language, else sellerCoreText.
 * A file of its own: only the offer dialog (a deferred chunk) carries core's quotation rules.
 */
function offerErrorText(messages: SellerDashboardMessages, text: string): string {
  switch (text) {
    case RFQ_MESSAGES.offerSomething:
      return messages['offerError.offerSomething']();
    case RFQ_MESSAGES.notYourListing:
      return messages['offerError.notYourListing']();
    case RFQ_MESSAGES.listingTwice:
      return messages['offerError.listingTwice']();
    case RFQ_MESSAGES.unitPrice:
      return messages['offerError.unitPrice']();
    case RFQ_MESSAGES.deliveryCharge:
      return messages['offerError.deliveryCharge']();
    case RFQ_MESSAGES.deliveryDate:
      return messages['offerError.deliveryDate']();
    case RFQ_MESSAGES.validUntil:
      return messages['offerError.validUntil']();
    default:
      return sellerCoreText(messages, text);
  }
}

/** An offer form's errors (validateOfferForm) in the dashboard's language, naming each item as core does. */
export function offerErrors<Field extends string>(
  messages: SellerDashboardMessages,
  items: readonly { description: string }[],
  errors: Partial<Record<Field, string | undefined>>,
): Partial<Record<Field, string>> {
  const shown: Partial<Record<Field, string>> = {};
  for (const [field, text] of Object.entries(errors) as [Field, string | undefined][]) {
    if (!text) continue;
    const item = items.find(({ description }) => text === RFQ_MESSAGES.listingNeeded(description));
    shown[field] = item ? messages['offerError.listingNeeded']({ item: item.description }) : offerErrorText(messages, text);
  }
  return shown;
}
