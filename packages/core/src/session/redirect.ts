import { siteUrl } from '../config/config.ts';
import { clearBuyerAndSellerTokens } from './session.ts';

/** Where the 401 rule sends the browser: '/seller/login' under /seller, otherwise '/login'. */
export function unauthorizedRedirectPath(currentPath: string): string {
  return currentPath.startsWith('/seller') ? '/seller/login' : '/login';
}

export type Navigator = (path: string) => void;

/** Default: a full page load of the Nirmaan site path (a partner page goes to the Nirmaan site). */
const browserNavigator: Navigator = (path) => {
  globalThis.location?.assign(siteUrl(path));
};

let navigator: Navigator = browserNavigator;

/** The host app installs its router's navigation here; `null` restores the default. */
export function setNavigator(next: Navigator | null): void {
  navigator = next ?? browserNavigator;
}

export function navigateTo(path: string): void {
  navigator(path);
}

export function currentPath(): string {
  return globalThis.location?.pathname ?? '/';
}

/** The spec's 401 rule for the page: clear the buyer and seller tokens, then go to a login page. */
export function handleUnauthorized(): void {
  clearBuyerAndSellerTokens();
  navigateTo(unauthorizedRedirectPath(currentPath()));
}
