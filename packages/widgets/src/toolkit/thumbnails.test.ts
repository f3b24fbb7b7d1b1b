import { describe, expect, it } from 'vitest';
import { thumbnailAfter, thumbnailSources } from './thumbnails.ts';

describe('thumbnail fallback', () => {
  it('tries high, then medium, then default quality', () => {
    expect(thumbnailSources('abcDEF12_-x')).toEqual([
      'https://i.ytimg.com/vi/abcDEF12_-x/hqdefault.jpg',
      'https://i.ytimg.com/vi/abcDEF12_-x/mqdefault.jpg',
      'https://i.ytimg.com/vi/abcDEF12_-x/default.jpg',
    ]);
  });

  it('then the drawn placeholder', () => {
    const sources = thumbnailSources('abcDEF12_-x');
    expect([0, 1, 2, 3, 4].map((failures) => thumbnailAfter(sources, failures))).toEqual([
      'https://i.ytimg.com/vi/abcDEF12_-x/hqdefault.jpg',
      'https://i.ytimg.com/vi/abcDEF12_-x/mqdefault.jpg',
      'https://i.ytimg.com/vi/abcDEF12_-x/default.jpg',
      null,
      null,
    ]);
  });

  it('goes straight to the placeholder for a video without an id', () => {
    expect(thumbnailSources(null)).toEqual([]);
    expect(thumbnailAfter(thumbnailSources(null), 0)).toBeNull();
  });

  it('uses another thumbnail host when told (e.g. a mirror), without a doubled slash', () => {
    expect(thumbnailSources('abcDEF12_-x', 'https://thumbs.example/')[0]).toBe('https://thumbs.example/vi/abcDEF12_-x/hqdefault.jpg');
  });
});
