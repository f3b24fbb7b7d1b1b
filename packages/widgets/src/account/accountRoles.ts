/** Who signs in or up on the shared screens: the spec's role selector offers these two. */
export type AccountRole = 'buyer' | 'seller';

export const ACCOUNT_ROLE_LABELS: Record<AccountRole, string> = { buyer: 'Buyer', seller: 'Seller' };

/** Where a seller goes after signing in or up (spec storefront §2, toolkit §2). */
export const SELLER_HOME = '/seller/dashboard';

/**
 * Where a buyer goes after signing in: back to the page they came from, or to / by default.
 * Only a path on this site counts (never another origin, never the sign-in pages themselves).
 */
export function buyerReturnPath(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return '/';
  return isSignInOrUpPath(from) ? '/' : from;
}

/** The sign-in and sign-up pages (no one is sent back to them after signing in). */
export function isSignInOrUpPath(pathWithQuery: string): boolean {
  const path = pathWithQuery.split(/[?#]/)[0] ?? '/';
  return /^\/(login|register|firebase-register|forgot-password)(-[a-z]+)?\/?$/.test(path) || /^\/(seller|admin)\/(login|register)\/?$/.test(path);
}
