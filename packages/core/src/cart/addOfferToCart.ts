import { isApiError } from '../api/errors.ts';
import { CATALOGUE_MESSAGES } from '../catalogue/catalogueTexts.ts';
import { addToCart, canUseCart } from './cartStore.ts';

export type AddOfferOutcome = { ok: true; message: string } | { ok: false; reason: 'login' | 'no-supplier' | 'server' | 'failed'; message: string };

/**
 * Add to Cart on the product page (spec storefront §6, §8): a visitor is told to log in, a missing
 * choice to select a supplier; a refusal the server explains (e.g. not enough stock) shows its
 * detail, any other failure the spec's message.
 */
export async function addOfferToCart(listingId: number | null, quantity: number, add = addToCart, signedIn = canUseCart): Promise<AddOfferOutcome> {
  if (!signedIn()) return { ok: false, reason: 'login', message: CATALOGUE_MESSAGES.loginToAdd };
  if (listingId === null) return { ok: false, reason: 'no-supplier', message: CATALOGUE_MESSAGES.selectSupplier };
  try {
    await add(listingId, quantity);
    return { ok: true, message: CATALOGUE_MESSAGES.addedToCart };
  } catch (error) {
    // The server's own reason (in the buyer's language) is 'server'; any other failure says ours.
    const explained = isApiError(error) && (error.status === 409 || error.status === 422) && error.detail;
    return explained ? { ok: false, reason: 'server', message: explained } : { ok: false, reason: 'failed', message: CATALOGUE_MESSAGES.addFailed };
  }
}
