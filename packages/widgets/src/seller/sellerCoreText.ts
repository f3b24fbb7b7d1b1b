import { DELIVERY_RADIUS_KM, GSTIN_MESSAGES, PINCODE_MESSAGES, SELLER_MESSAGES, SERVICE_AREA_MESSAGES } from '@nirmaan/core';
import type { SellerDashboardMessages } from './sellerDashboardMessages.ts';

/** The GSTIN the format message shows as an example (GSTIN_MESSAGES.format). */
const GSTIN_EXAMPLE = '29ABCDE1234F1Z5';

/**
 * A message core's seller rules wrote in English (a listing, depot or GSTIN form's error) in the
 * dashboard's language. Core's checks return the English texts the spec and the server use; the
 * dashboard shows each in its catalogue's words. Any other text (the server's own detail) is shown
 * as it came.
 */
export function sellerCoreText(messages: SellerDashboardMessages, text: string): string {
  switch (text) {
    case SELLER_MESSAGES.productRequired:
      return messages.productRequired();
    case SELLER_MESSAGES.priceRequired:
      return messages.priceRequired();
    case SELLER_MESSAGES.priceInvalid:
      return messages.priceInvalid();
    case SELLER_MESSAGES.stockRequired:
      return messages.stockRequired();
    case SELLER_MESSAGES.stockInvalid:
      return messages.stockInvalid();
    case PINCODE_MESSAGES.invalid:
      return messages['depot.pincodeInvalid']();
    case SERVICE_AREA_MESSAGES.radiusRange:
      return messages['depot.radiusRange']({ min: DELIVERY_RADIUS_KM.min, max: DELIVERY_RADIUS_KM.max });
    case GSTIN_MESSAGES.format:
      return messages['gst.format']({ example: GSTIN_EXAMPLE });
    case GSTIN_MESSAGES.checksum:
      return messages['gst.checksum']();
    case GSTIN_MESSAGES.stateCode:
      return messages['gst.stateCode']();
    default:
      return text;
  }
}

/** Each field's error of a form, in the dashboard's language (sellerCoreText). */
export function sellerCoreErrors<Field extends string>(
  messages: SellerDashboardMessages,
  errors: Partial<Record<Field, string | undefined>>,
): Partial<Record<Field, string>> {
  const shown: Partial<Record<Field, string>> = {};
  for (const [field, text] of Object.entries(errors) as [Field, string | undefined][]) if (text) shown[field] = sellerCoreText(messages, text);
  return shown;
}
