import { createRouter } from '@nanostores/router';
import { ROUTE_PATHS } from './routePaths.ts';

/**
 * The site's routes (spec: storefront and toolkit route tables). The router only parses the address;
 * host-app/src/pages.tsx maps each route to its page, and pageStore.ts loads the page's chunk.
 * Links are not captured globally (`links: false`): a same-origin anchor may point outside the app
 * (an API download, the embed examples), so only widget links (RouterLink) navigate client-side.
 */
export const $router = createRouter(ROUTE_PATHS, { links: false });

export type RouteName = NonNullable<ReturnType<typeof $router.get>>['route'];

/** Whether a path (without query or hash) is one of the app's routes. */
export function isAppPath(pathname: string): boolean {
  const path = pathname.replace(/\/$/, '') || '/';
  return $router.routes.some(([, pattern]) => pattern.test(path));
}
