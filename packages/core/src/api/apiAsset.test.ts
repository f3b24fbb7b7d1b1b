import { afterEach, describe, expect, it } from 'vitest';
import { $config, DEFAULT_CONFIG } from '../config/config.ts';
import { apiAssetSrcset, apiAssetUrl } from './apiAsset.ts';

afterEach(() => $config.set({ ...DEFAULT_CONFIG }));

describe('apiAssetUrl', () => {
  it('keeps the server’s path on the site itself, and moves it to the API’s origin on a partner page', () => {
    expect(apiAssetUrl('/api/v1/images/abc.jpg')).toBe('/api/v1/images/abc.jpg');
    $config.set({ ...DEFAULT_CONFIG, apiBase: 'https://shop.example.in/api/v1/' });
    expect(apiAssetUrl('/api/v1/images/abc.jpg')).toBe('https://shop.example.in/api/v1/images/abc.jpg');
    expect(apiAssetSrcset('/api/v1/images/a.webp 160w, /api/v1/images/b.webp 320w')).toBe(
      'https://shop.example.in/api/v1/images/a.webp 160w, https://shop.example.in/api/v1/images/b.webp 320w',
    );
    expect(apiAssetUrl('https://cdn.example.in/x.jpg')).toBe('https://cdn.example.in/x.jpg');
  });
});
