import { clearBuyerAndSellerTokens } from './session.ts';

/** Where the 401 rule sends the browser: '/seller/login' under /seller, otherwise '/login'. */
export function unauthorizedRedirectPath(currentPath: string): string {
  return currentPath.startsWith('/seller') ? '/seller/login' : '/login';
}

/** Moves the page to one of the site's paths (the host app passes its router's navigation). */
export type Navigator = (path: string) => void;

let unauthorizedRedirect: Navigator | null = null;

/**
 * The host app's opt-in to the spec's 401 redirect: after a 401 the tokens are cleared and
 * `navigate` is called with '/seller/login' or '/login'. Only the page's owner may move the page, so
 * without it (the default: partner pages, React imports, stories) a 401 only clears the tokens, the
 * session stores change and each widget shows its own sign-in prompt. `null` withdraws the opt-in.
 */
export function setUnauthorizedRedirect(navigate: Navigator | null): void {
  unauthorizedRedirect = navigate;
}

export function currentPath(): string {
  return globalThis.location?.pathname ?? '/';
}

/** The spec's 401 rule: clear the buyer and seller tokens; then, where the host app opted in, go to a login page. */
export function handleUnauthorized(): void {
  clearBuyerAndSellerTokens();
  unauthorizedRedirect?.(unauthorizedRedirectPath(currentPath()));
}
