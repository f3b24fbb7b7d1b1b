import { describe, expect, it } from 'vitest';
import { isInAppClick } from './navigation.ts';
import { isAppPath } from './router.ts';

const PAGE = 'https://nirmaan.example/products';
const plainClick = { button: 0, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, defaultPrevented: false };
const anchor = (href: string, attributes: { target?: string; download?: boolean } = {}) => ({
  href,
  target: attributes.target ?? '',
  hasAttribute: (name: string) => name === 'download' && Boolean(attributes.download),
});

describe('isAppPath', () => {
  it('knows the routes of the spec, with their parameters and a trailing slash', () => {
    for (const path of ['/', '/products', '/products/12', '/cart/', '/seller/dashboard', '/blog/laying-a-slab', '/knowledge/plan-sanction'])
      expect(isAppPath(path), path).toBe(true);
  });

  it('does not claim the API or paths the app does not have', () => {
    for (const path of ['/api/v1/seller/orders/export.csv', '/embed.js', '/products/12/reviews', '/no-such-page']) expect(isAppPath(path), path).toBe(false);
  });
});

describe('isInAppClick', () => {
  it('keeps a plain left click on a link to a page of the app in the app', () => {
    expect(isInAppClick(plainClick, anchor('https://nirmaan.example/cart'), PAGE)).toBe(true);
    expect(isInAppClick(plainClick, anchor('/products/3'), PAGE)).toBe(true);
  });

  it('leaves new tabs, new windows, downloads and other buttons to the browser', () => {
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey', 'shiftKey'] as const)
      expect(isInAppClick({ ...plainClick, [modifier]: true }, anchor('/cart'), PAGE), modifier).toBe(false);
    expect(isInAppClick({ ...plainClick, button: 1 }, anchor('/cart'), PAGE)).toBe(false);
    expect(isInAppClick(plainClick, anchor('/cart', { target: '_blank' }), PAGE)).toBe(false);
    expect(isInAppClick(plainClick, anchor('/api/v1/seller/orders/export.csv', { download: true }), PAGE)).toBe(false);
    expect(isInAppClick({ ...plainClick, defaultPrevented: true }, anchor('/cart'), PAGE)).toBe(false);
  });

  it('leaves links to other sites and to files outside the app to a full load', () => {
    expect(isInAppClick(plainClick, anchor('https://partner.example/cart'), PAGE)).toBe(false);
    expect(isInAppClick(plainClick, anchor('/embed/examples/dealer-site.html'), PAGE)).toBe(false);
  });
});
