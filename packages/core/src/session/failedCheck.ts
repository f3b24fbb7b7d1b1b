import { isApiError } from '../api/errors.ts';
import { logout, type TokenKind } from './session.ts';

/**
 * Spec §4's "on failure the token is removed", for an answer the server gave: a request that got no
 * answer (offline, or cancelled because the page was reloaded or left) says nothing about the
 * token, which is kept.
 */
export function removeTokenAfterFailedCheck(kind: TokenKind, error: unknown): void {
  if (isApiError(error) && error.isNetworkError) return;
  logout(kind);
}
