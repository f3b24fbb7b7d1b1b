import { describe, expect, it } from 'vitest';
import { urlWithQuery } from './url.ts';

describe('urlWithQuery', () => {
  it('joins the base and the path with one slash, keeping a trailing slash', () => {
    expect(urlWithQuery('/api/v1', '/products/')).toBe('/api/v1/products/');
    expect(urlWithQuery('https://nirmaan.example/api/v1/', 'categories/')).toBe('https://nirmaan.example/api/v1/categories/');
  });

  it('uses an absolute path as it is, and a path alone when there is no base', () => {
    expect(urlWithQuery('/api/v1', 'https://geo.example/reverse')).toBe('https://geo.example/reverse');
    expect(urlWithQuery('', '/reverse')).toBe('/reverse');
  });

  it('adds the query without null and undefined values, encoded', () => {
    expect(urlWithQuery('/api/v1', '/products/', { search: 'OPC 53 & more', page: null, category_id: undefined, limit: 20, active: true })).toBe(
      '/api/v1/products/?search=OPC+53+%26+more&limit=20&active=true',
    );
  });

  it('appends to a query the path already has, and adds nothing for an empty query', () => {
    expect(urlWithQuery('/api/v1', '/products/?sort=price', { page: 2 })).toBe('/api/v1/products/?sort=price&page=2');
    expect(urlWithQuery('/api/v1', '/products/', {})).toBe('/api/v1/products/');
  });
});
