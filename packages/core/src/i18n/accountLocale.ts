import { updateMe } from '../api/profileApi.ts';
import type { BuyerUser } from '../api/types.ts';
import { $buyer, setBuyerProfile } from '../session/profile.ts';
import type { Locale } from './locales.ts';
import { $locale, setLocale } from './localeStore.ts';

/** What saving the choice on the account needs: the profile call, replaceable in tests. */
export interface AccountLocaleDeps {
  saveProfile: (update: Parameters<typeof updateMe>[0]) => Promise<BuyerUser>;
}

const DEFAULT_DEPS: AccountLocaleDeps = { saveProfile: updateMe };

/**
 * The header's language switch: the choice holds at once in this browser and, when a buyer is signed
 * in, is saved on the account so it follows them to other browsers. A failed save leaves the browser's
 * choice in place (the next choice tries again).
 */
export async function chooseSiteLocale(locale: Locale, deps: AccountLocaleDeps = DEFAULT_DEPS): Promise<void> {
  setLocale(locale);
  const buyer = $buyer.get();
  if (!buyer || buyer.language === locale) return;
  try {
    setBuyerProfile(await deps.saveProfile({ first_name: buyer.first_name, last_name: buyer.last_name, email: buyer.email, language: locale }));
  } catch {
    // Offline or signed out meanwhile: this browser still remembers the choice.
  }
}

/**
 * Signing in brings the account's language: whenever the signed-in buyer's profile names one, the
 * site switches to it (and this browser remembers it). Answers how to stop. Only the host app calls
 * this: partner pages' widgets follow their own `lang`.
 */
export function followAccountLocale(): () => void {
  return $buyer.subscribe((buyer) => {
    if (buyer?.language && buyer.language !== $locale.get()) setLocale(buyer.language);
  });
}
