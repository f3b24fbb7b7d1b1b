import { atom, type ReadableAtom } from 'nanostores';
import type { ComponentType } from 'react';

/** What the router reports for the address: a route with its parameters, or undefined for an unknown path. */
export interface RoutedAddress {
  route: string;
  path: string;
  params: Record<string, string | undefined>;
  search: Record<string, string>;
}

export interface ShownPage {
  /** The route shown; undefined for an address the app does not know (the not-found page). */
  route: string | undefined;
  path: string;
  params: Record<string, string | undefined>;
  search: Record<string, string>;
  Component: ComponentType;
}

interface PageStoreOptions {
  router: ReadableAtom<RoutedAddress | undefined>;
  loaders: Record<string, () => Promise<ComponentType>>;
  loadNotFound: () => Promise<ComponentType>;
  /** What a newly loaded page waits for before it is shown (the host app: its widgets' messages in the chosen language). */
  beforeShow?: () => Promise<void>;
}

/**
 * The page on screen follows the router, one step behind: while the next page's chunk loads, the
 * current page stays (and `$pageLoading` is true), so the screen never shows a layout without a page
 * or a page with another route's parameters. A chunk that fails to load sets `$pageLoadFailed`.
 */
export function createPageStore({ router, loaders, loadNotFound, beforeShow }: PageStoreOptions) {
  const $shownPage = atom<ShownPage | null>(null);
  const $pageLoading = atom(false);
  const $pageLoadFailed = atom(false);
  const loaded = new Map<string | undefined, ComponentType>();
  let latest = 0;

  async function show(address: RoutedAddress | undefined): Promise<void> {
    const request = ++latest;
    const route = address?.route;
    const shown = (Component: ComponentType) =>
      $shownPage.set({
        route,
        path: address?.path ?? window.location.pathname,
        params: address?.params ?? {},
        search: address?.search ?? Object.fromEntries(new URLSearchParams(window.location.search)),
        Component,
      });
    const known = loaded.get(route);
    if (known) {
      $pageLoading.set(false);
      $pageLoadFailed.set(false);
      shown(known);
      return;
    }
    $pageLoading.set(true);
    try {
      const Component = await (route === undefined ? loadNotFound() : (loaders[route] ?? loadNotFound)());
      await beforeShow?.();
      loaded.set(route, Component);
      if (request !== latest) return;
      $pageLoadFailed.set(false);
      shown(Component);
    } catch {
      if (request === latest) $pageLoadFailed.set(true);
    } finally {
      if (request === latest) $pageLoading.set(false);
    }
  }

  /** Follows the router from now on; resolves once the first page is ready to render (or failed). */
  function start(): Promise<void> {
    let first: Promise<void> | undefined;
    router.subscribe((address) => {
      const showing = show(address);
      first ??= showing;
    });
    return first ?? Promise.resolve();
  }

  return { $shownPage, $pageLoading, $pageLoadFailed, start };
}
