/** Which stored token a call carries. 'none' sends no Authorization header. */
export type AuthScope = 'buyer' | 'seller' | 'admin' | 'none';
export type TokenScope = Exclude<AuthScope, 'none'>;

/** Admin writes outside /admin (storefront §6: pincode create, update, delete, seed; toolkit §7: blog posts, affiliates). */
const ADMIN_WRITE_PREFIXES = ['/pincodes', '/blog', '/affiliates'];

function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The token a call carries when it does not say (spec storefront §6, toolkit §6): admin calls the
 * admin token, seller and CRM calls the seller token, everything else the buyer token.
 */
export function authScopeFor(method: string, path: string): TokenScope {
  const bare = path.split(/[?#]/, 1)[0] ?? path;
  const write = method.toUpperCase() !== 'GET';
  if (startsWithSegment(bare, '/admin') || startsWithSegment(bare, '/affiliates/all')) return 'admin';
  if (write && ADMIN_WRITE_PREFIXES.some((prefix) => startsWithSegment(bare, prefix))) return 'admin';
  if (startsWithSegment(bare, '/sellers') || startsWithSegment(bare, '/crm') || startsWithSegment(bare, '/orders/seller')) return 'seller';
  return 'buyer';
}

/**
 * Login calls are exempt from the 401 rule: any path containing '/login' (spec §6), and the
 * phone-code login '/users/firebase-login' (a login call in the sense of spec §8).
 */
export function isLoginPath(path: string): boolean {
  return path.includes('/login') || /-login(?=$|[/?#])/.test(path);
}
