import type { NavigateOptions } from '@nirmaan/ui';
import { $router, isAppPath } from './router.ts';

/**
 * Goes to `href`: client-side for the app's own routes, a full load for anything else (another
 * origin, an API download, a path the app does not know).
 */
export function navigate(href: string, options: NavigateOptions = {}): void {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || !isAppPath(url.pathname)) {
    if (options.replace) window.location.replace(url.href);
    else window.location.assign(url.href);
    return;
  }
  $router.open(url.pathname + url.search + url.hash, options.replace);
}

interface ClickLike {
  button: number;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/**
 * Whether a click on a link should stay in the app: a plain left click (no new tab or window, no
 * download) on a same-origin link to one of the app's routes.
 */
export function isInAppClick(event: ClickLike, anchor: AnchorLike, pageUrl: string): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, pageUrl);
  return url.origin === new URL(pageUrl).origin && isAppPath(url.pathname);
}
