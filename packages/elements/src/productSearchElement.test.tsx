import { waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineNirmaanElement } from './index.ts';
import { PRODUCT_SEARCH_TAG } from './productSearchElement.tsx';

/** The catalogue requests the page made, answering each with no products. */
function recordCatalogueRequests(): URL[] {
  const requests: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      requests.push(url);
      const headers = { 'content-type': 'application/json', 'x-total-count': '0' };
      return new Response('[]', { headers });
    }),
  );
  return requests;
}

describe('<nirmaan-product-search>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('searches for text in Kannada, Tamil and Devanagari exactly as given (issue 32)', async () => {
    const requests = recordCatalogueRequests();
    defineNirmaanElement(PRODUCT_SEARCH_TAG);
    const typed = 'ಸಿಮೆಂಟ್ சிமெண்ட் सीमेंट';
    const element = document.createElement(PRODUCT_SEARCH_TAG);
    element.setAttribute('search', typed);
    document.body.append(element);

    await waitFor(() => expect(requests.some((url) => url.pathname.endsWith('/products/'))).toBe(true));
    const search = requests.find((url) => url.pathname.endsWith('/products/'))!;
    expect(search.searchParams.get('search')).toBe(typed);
    // Sent percent-encoded as UTF-8, vowel signs and viramas included.
    expect(search.search).toContain(encodeURIComponent('ಸಿಮೆಂಟ್'));
    expect(within(element.shadowRoot as unknown as HTMLElement).getByRole('searchbox', { name: 'Search products' })).toHaveValue(typed);
  });
});
