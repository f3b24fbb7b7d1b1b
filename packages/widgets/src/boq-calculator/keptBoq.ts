import { parseBoqRequest, type BoqRequest } from '@nirmaan/calculators';
import type { BoqCalculatedDetail } from './boqForm.ts';
import { KEPT_BOQ_KEY } from './keptBoqKey.ts';

/*
 * A visitor who calculates a BOQ and presses "Login to Save" comes back signed in to a fresh page:
 * the BOQ they wanted to save was lost (issue 28). The request is kept in this tab's session storage
 * on the way to sign in, and the calculator, when it next opens, starts from it once (and the key goes).
 * This code comes with the BOQ calls' chunk (boqCalls.ts, through deferredBoqCalls.ts), not in the
 * calculator's first load: keeping follows a calculation, which fetched that chunk, and restoring
 * calculates again, which needs it.
 */

/** Keeps the calculated request, if any, for the calculator's next opening in this tab (nothing when storage is blocked). */
export function keepBoq(detail: BoqCalculatedDetail | null): void {
  if (!detail) return;
  try {
    sessionStorage.setItem(KEPT_BOQ_KEY, JSON.stringify(detail.input));
  } catch {
    // Storage blocked (a private window, a sandboxed frame): the BOQ is calculated again by hand.
  }
}

/** The kept request, once: it is removed as it is read; anything that is not a valid BOQ request is dropped. */
export function takeKeptBoq(): BoqRequest | null {
  try {
    const text = sessionStorage.getItem(KEPT_BOQ_KEY);
    if (text === null) return null;
    sessionStorage.removeItem(KEPT_BOQ_KEY);
    const parsed = parseBoqRequest(JSON.parse(text));
    return parsed.ok ? parsed.request : null;
  } catch {
    return null;
  }
}
