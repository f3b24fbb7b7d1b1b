/**
 * A video card's thumbnail falls back from high to medium to default quality, then to a drawn
 * placeholder (spec/seller-admin-toolkit.md §2 "Construction Educational Hub"). The card tries
 * `thumbnailSources(...)[failures]` and counts an image error as one more failure.
 */

/** YouTube's thumbnail files, best first: 480x360, 320x180, 120x90. */
export const THUMBNAIL_QUALITIES = ['hqdefault', 'mqdefault', 'default'] as const;

export const THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

/** The thumbnail URLs to try in order; none for a video without an id (a placeholder entry). */
export function thumbnailSources(videoId: string | null, origin: string = THUMBNAIL_ORIGIN): string[] {
  if (!videoId) return [];
  const base = origin.replace(/\/+$/, '');
  return THUMBNAIL_QUALITIES.map((quality) => `${base}/vi/${encodeURIComponent(videoId)}/${quality}.jpg`);
}

/** The image to show after `failures` failed loads, or `null` when it is the drawn placeholder's turn. */
export function thumbnailAfter(sources: readonly string[], failures: number): string | null {
  return failures >= 0 && failures < sources.length ? (sources[failures] ?? null) : null;
}
