import { isSignInOrUpPath } from '@nirmaan/widgets';

const STORAGE_KEY = 'nirmaan:return-to';

/** Remembers the last page that was not a sign-in or sign-up page, for "go back where you came from". */
export function rememberPage(pathWithQuery: string): void {
  if (isSignInOrUpPath(pathWithQuery)) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, pathWithQuery);
  } catch {
    // Storage may be unavailable (private mode); the buyer then returns to /.
  }
}

/** The page to return to after signing in: the last page seen that was not a sign-in or sign-up page. */
export function pageToReturnTo(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
