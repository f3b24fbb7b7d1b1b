import { isApiError } from '@nirmaan/core';

/** Why the blog could not load, for a text in the reader's language: no post by that address, no connection, or anything else. */
export type BlogFailure = 'notFound' | 'network' | 'failed';

/**
 * Sorts a failed blog call (the server's details are English: the blog is not among the
 * buyer-journey texts it translates), so the page says it in the language it shows.
 */
export function blogFailure(error: unknown): BlogFailure {
  if (!isApiError(error)) return 'failed';
  if (error.isNetworkError) return 'network';
  return error.status === 404 ? 'notFound' : 'failed';
}
