import { createContext, useContext } from 'react';

/**
 * Whether the widget is a page of Nirmaan's own site (the host app), which owns the page: there a
 * widget may send the visitor to the site's pages by itself, as the spec says (a visitor to its
 * /login page, checkout's redirects). Everywhere else (partner pages, custom elements, React
 * imports) it is false: a widget never moves the page on its own, and signs the buyer in inside
 * its own box.
 */
export const NirmaanSiteContext = createContext(false);

export function useIsNirmaanSite(): boolean {
  return useContext(NirmaanSiteContext);
}
