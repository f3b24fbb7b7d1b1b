import { atom } from 'nanostores';

/**
 * A message for the next page, e.g. 'Order placed successfully!' shown by the order page after
 * checkout. In memory only: a reload does not show it again.
 */
export const $flash = atom<string | null>(null);

export function setFlash(message: string): void {
  $flash.set(message);
}

/** The message, once: reading it clears it. */
export function takeFlash(): string | null {
  const message = $flash.get();
  $flash.set(null);
  return message;
}
