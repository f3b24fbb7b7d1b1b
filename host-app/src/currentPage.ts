import { $locale } from '@nirmaan/core';
import { loadDefinedCatalogues } from '@nirmaan/widgets';
import { loadNotFoundPage, PAGES } from './pages.tsx';
import { createPageStore } from './pageStore.ts';
import { $router } from './router.ts';

/** The host app's page store: the router's address, each route's page from pages.tsx, shown once its widgets' messages are here. */
export const {
  $shownPage,
  $pageLoading,
  $pageLoadFailed,
  start: startShowingPages,
} = createPageStore({
  router: $router,
  loaders: PAGES,
  loadNotFound: loadNotFoundPage,
  // A page in Kannada, Tamil or Hindi paints in that language at once, not in English first.
  beforeShow: () => loadDefinedCatalogues($locale.get()),
});
