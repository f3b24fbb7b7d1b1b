import { updateMe, updateSellerMe } from '../api/profileApi.ts';
import type { BuyerUser, Seller } from '../api/types.ts';
import { $buyer, $profile, $seller, setBuyerProfile, setSellerProfile } from '../session/profile.ts';
import type { Locale } from './locales.ts';
import { $locale, setLocale } from './localeStore.ts';

/** What saving the choice on the account needs: the profile calls, replaceable in tests. */
export interface AccountLocaleDeps {
  saveProfile: (update: Parameters<typeof updateMe>[0]) => Promise<BuyerUser>;
  saveSellerProfile: (update: Parameters<typeof updateSellerMe>[0]) => Promise<Seller>;
}

const DEFAULT_DEPS: AccountLocaleDeps = { saveProfile: updateMe, saveSellerProfile: updateSellerMe };

/** Saves the choice on the signed-in buyer's or seller's account, when it differs from the one saved. */
async function saveOnAccount(locale: Locale, deps: AccountLocaleDeps): Promise<void> {
  const buyer = $buyer.get();
  if (buyer && buyer.language !== locale) {
    setBuyerProfile(await deps.saveProfile({ first_name: buyer.first_name, last_name: buyer.last_name, email: buyer.email, language: locale }));
    return;
  }
  const seller = $seller.get();
  if (seller && seller.language !== locale) {
    setSellerProfile(
      await deps.saveSellerProfile({ name: seller.name, email: seller.email, phone: seller.phone ?? '', address: seller.address ?? '', language: locale }),
    );
  }
}

/**
 * The header's language switch: the choice holds at once in this browser and, when a buyer or a
 * seller is signed in, is saved on the account so it follows them to other browsers (and a seller's
 * SMS are sent in it). A failed save leaves the browser's choice in place (the next choice tries again).
 */
export async function chooseSiteLocale(locale: Locale, deps: AccountLocaleDeps = DEFAULT_DEPS): Promise<void> {
  setLocale(locale);
  try {
    await saveOnAccount(locale, deps);
  } catch {
    // Offline or signed out meanwhile: this browser still remembers the choice.
  }
}

/**
 * Signing in brings the account's language: whenever the signed-in buyer's or seller's profile names
 * one, the site switches to it (and this browser remembers it). Answers how to stop. Only the host
 * app calls this: partner pages' widgets follow their own `lang`.
 */
export function followAccountLocale(): () => void {
  return $profile.subscribe((profile) => {
    const language = profile?.role === 'buyer' ? profile.user.language : profile?.seller.language;
    if (language && language !== $locale.get()) setLocale(language);
  });
}
