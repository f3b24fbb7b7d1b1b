import { computed, map, onMount } from 'nanostores';
import { browserStorage, safeGet, safeSet } from './storage.ts';

/** Browser storage keys of the three tokens (spec storefront §3). */
export const TOKEN_KEYS = { buyer: 'access_token', seller: 'seller_access_token', admin: 'admin_access_token' } as const;
export type TokenKind = keyof typeof TOKEN_KEYS;
export type SessionTokens = Record<TokenKind, string | null>;

/** 'seller' when a seller token exists (it wins over a buyer token), else 'buyer' with a buyer token, else 'visitor'. */
export type Role = 'seller' | 'buyer' | 'visitor';

const KINDS = Object.keys(TOKEN_KEYS) as TokenKind[];

/** A stored token counts only if it is a non-blank string (not a stray 'null' or 'undefined'). */
function usableToken(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed === 'null' || trimmed === 'undefined' ? null : trimmed;
}

export function readSessionTokens(storage: Pick<Storage, 'getItem'> | undefined): SessionTokens {
  return {
    buyer: usableToken(safeGet(storage, TOKEN_KEYS.buyer)),
    seller: usableToken(safeGet(storage, TOKEN_KEYS.seller)),
    admin: usableToken(safeGet(storage, TOKEN_KEYS.admin)),
  };
}

/** The stored tokens, shared by every widget on the page and kept in browser storage. */
export const $session = map<SessionTokens>(readSessionTokens(browserStorage()));

export function roleOf(tokens: SessionTokens): Role {
  if (tokens.seller) return 'seller';
  if (tokens.buyer) return 'buyer';
  return 'visitor';
}

export const $role = computed($session, roleOf);
export const $isAdmin = computed($session, (tokens) => tokens.admin !== null);

export function sessionToken(kind: TokenKind): string | null {
  return $session.get()[kind];
}

function setToken(kind: TokenKind, token: string | null): void {
  const value = token === null ? null : usableToken(token);
  if ($session.get()[kind] !== value) $session.setKey(kind, value);
  safeSet(browserStorage(), TOKEN_KEYS[kind], value);
}

export function signInBuyer(token: string): void {
  setToken('buyer', token);
}

export function signInSeller(token: string): void {
  setToken('seller', token);
}

export function signInAdmin(token: string): void {
  setToken('admin', token);
}

/**
 * Removes a token: by default the current role's (seller before buyer), or the one named.
 * Navigation afterwards (spec: to /) is the caller's business.
 */
export function logout(kind?: TokenKind): void {
  const role = roleOf($session.get());
  const target = kind ?? (role === 'visitor' ? null : role);
  if (target) setToken(target, null);
}

/** The 401 rule: both the buyer and the seller token go; the admin token stays. */
export function clearBuyerAndSellerTokens(): void {
  setToken('buyer', null);
  setToken('seller', null);
}

/** Re-reads the tokens from storage (another tab signed in or out). */
export function reloadSessionFromStorage(): void {
  const stored = readSessionTokens(browserStorage());
  for (const kind of KINDS) {
    if ($session.get()[kind] !== stored[kind]) $session.setKey(kind, stored[kind]);
  }
}

onMount($session, () => {
  const target = globalThis as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>>;
  if (typeof target.addEventListener !== 'function' || typeof target.removeEventListener !== 'function') return;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(TOKEN_KEYS) as string[]).includes(event.key)) reloadSessionFromStorage();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener?.('storage', onStorage);
});
