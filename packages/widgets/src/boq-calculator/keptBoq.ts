import { parseBoqRequest, type BoqRequest } from '@nirmaan/calculators';

/*
 * A visitor who calculates a BOQ and presses "Login to Save" comes back signed in to a fresh page:
 * the BOQ they wanted to save was lost (issue 28). The request is kept in this tab's session storage
 * on the way to sign in, and the calculator, when it next opens, starts from it once (and the key goes).
 */

const KEY = 'nirmaan:boq-kept-for-sign-in';

/** Keeps the request for the calculator's next opening in this tab (nothing when storage is blocked). */
export function keepBoqForSignIn(input: BoqRequest): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(input));
  } catch {
    // Storage blocked (a private window, a sandboxed frame): the BOQ is calculated again by hand.
  }
}

/** The kept request, once: it is removed as it is read; anything that is not a valid BOQ request is dropped. */
export function takeBoqKeptForSignIn(): BoqRequest | null {
  try {
    const text = sessionStorage.getItem(KEY);
    if (text === null) return null;
    sessionStorage.removeItem(KEY);
    const parsed = parseBoqRequest(JSON.parse(text));
    return parsed.ok ? parsed.request : null;
  } catch {
    return null;
  }
}
