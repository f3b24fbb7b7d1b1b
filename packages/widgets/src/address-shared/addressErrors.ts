import { ADDRESS_LIMITS, ADDRESS_MESSAGES, ADDRESS_SAVE_MESSAGES, type AddressField } from '@nirmaan/core';
import type { AddressDialogMessages } from './addressDialogMessages.ts';

/**
 * A field's error from core's `validateAddress` (its English `text`), in the dialog's language. Each
 * field fails one way only, except the pincode (empty, or not 6 digits).
 */
export function addressFieldError(field: AddressField, text: string, messages: AddressDialogMessages): string {
  switch (field) {
    case 'address_line1':
      return messages['error.line1']();
    case 'city':
      return messages['error.city']();
    case 'state':
      return messages['error.state']();
    case 'postal_code':
      return text === ADDRESS_MESSAGES.postal_code ? messages['error.pincode']() : messages['error.pincodeInvalid']();
    case 'site_contact_phone':
      return messages['error.sitePhone']();
    case 'delivery_instructions':
      return messages['error.instructions']({ max: ADDRESS_LIMITS.deliveryInstructions });
    default:
      return text;
  }
}

/** The save's failure in the dialog's language: core's fallback texts translated; the server's detail (already in the site's language) or the network's as they came. */
export function addressSaveFailure(message: string, messages: AddressDialogMessages): string {
  if (message === ADDRESS_SAVE_MESSAGES.createFailed) return messages['error.createFailed']();
  if (message === ADDRESS_SAVE_MESSAGES.updateFailed) return messages['error.updateFailed']();
  return message;
}
