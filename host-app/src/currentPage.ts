import { loadNotFoundPage, PAGES } from './pages.tsx';
import { createPageStore } from './pageStore.ts';
import { $router } from './router.ts';

/** The host app's page store: the router's address, each route's page from pages.tsx. */
export const {
  $shownPage,
  $pageLoading,
  $pageLoadFailed,
  start: startShowingPages,
} = createPageStore({
  router: $router,
  loaders: PAGES,
  loadNotFound: loadNotFoundPage,
});
