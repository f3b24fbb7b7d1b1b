import { useLayoutEffect } from 'react';

/** Marks the meta description the server wrote into the page (the site's, a product's), before the app draws any. */
const SERVER_WRITTEN = 'data-server-head';

/** Marks the descriptions the page arrived with: the server wrote them, in the language of the request. */
export function markServerDescriptions(page: Document): void {
  for (const meta of page.head.querySelectorAll('meta[name="description"]')) meta.setAttribute(SERVER_WRITTEN, '');
}

/**
 * A page's meta description in the site's language. Once a page says its own, the one the server
 * wrote goes, so the page carries exactly one (React places this one in `<head>`).
 */
export function PageDescription({ content }: { content: string }) {
  useLayoutEffect(() => {
    for (const meta of document.head.querySelectorAll(`meta[name="description"][${SERVER_WRITTEN}]`)) meta.remove();
  }, []);
  return <meta name="description" content={content} />;
}
