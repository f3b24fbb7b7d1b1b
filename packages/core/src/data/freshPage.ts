import { $config, DEFAULT_CONFIG } from '../config/config.ts';
import { $flash } from '../orders/flash.ts';
import { $preferences, readPreferences } from '../preferences/preferences.ts';
import { $session, readSessionTokens } from '../session/session.ts';
import { browserStorage } from '../session/storage.ts';
import { forgetGivenSiteInfo } from '../site/siteInfo.ts';
import { forgetQueryAnswers } from './query.ts';

/**
 * Tests and stories (through `@nirmaan/core/testing`): the page as a first visit finds it. Empties
 * the browser storage, sets every store that reads it or lives for the page (tokens, city and
 * pincode, configuration, the flash message, site info a test gave) as a first load would, and forgets every loaded
 * answer. A story shown after another in the same preview (Storybook's own story switching) or a
 * test file after another in the same worker then shows nothing the earlier one left.
 */
export function startAsFreshPage(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // no storage here (Node) or blocked: nothing was kept
  }
  const storage = browserStorage();
  $session.set(readSessionTokens(storage));
  $preferences.set(readPreferences(storage));
  $config.set({ ...DEFAULT_CONFIG });
  $flash.set(null);
  forgetQueryAnswers();
  // after forgetting: the site info's load it starts must not be forgotten with the rest
  forgetGivenSiteInfo();
}
