import { createContext } from 'react';
import type { ShownPage } from './pageStore.ts';

/**
 * The page on screen, for the page itself: its route's parameters and query string. RootLayout
 * provides it; pages read it through pageHooks.ts (a context rather than the page store, so that
 * the pages do not import the store that imports them).
 */
export const ShownPageContext = createContext<Pick<ShownPage, 'params' | 'search'> | null>(null);
