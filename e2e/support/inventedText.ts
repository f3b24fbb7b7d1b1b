import type { SiteFigures } from '@nirmaan/core/pure';
import { countedFigures } from '@nirmaan/core/pure';

/**
 * What a page may not show (issue 28: nothing invented on screen): a placeholder address or
 * number ("example" domains and roads, "0000 0000"), a promise of what is not built ("coming
 * soon"), a rounded-up count ("500+", "10,000+"), or a
 * figure in the site's "in numbers" lists that the database did not count. One line per finding.
 */
const PLACEHOLDERS: ReadonlyArray<[RegExp, string]> = [
  // "for example" in a sentence is prose; any other "example" is a placeholder (a domain, a road).
  [/(?<!\bfor )\bexample\b/i, 'a placeholder ("example")'],
  [/0000 ?0000/, 'a placeholder number ("0000 0000")'],
  [/\b\d[\d,]*\+(?=\s|$)/, 'a rounded-up count'],
  // A feature promised instead of shown ("Video coming soon", "alerts are coming soon").
  [/\bcoming soon\b|\bon (?:its|their) way\b/i, 'a promise of something not built ("coming soon")'],
];

export function inventedText(text: string): string[] {
  return PLACEHOLDERS.flatMap(([pattern, what]) => {
    const found = pattern.exec(text);
    if (!found) return [];
    const around = text.slice(Math.max(0, found.index - 30), found.index + found[0].length + 30).replace(/\s+/g, ' ');
    return [`${what}: "…${around}…"`];
  });
}

/** The figures a "Nirmaan in numbers" list shows that are not the counted ones (`figures`, GET /site's). */
export function uncountedFigures(shown: ReadonlyArray<{ value: string; label: string }>, figures: SiteFigures | null, promises: readonly string[]): string[] {
  const counted = new Set(countedFigures(figures).map((figure) => `${figure.value} ${figure.label}`.toLowerCase()));
  return shown
    .map((figure) => `${figure.value} ${figure.label}`.replace(/\s+/g, ' ').trim())
    .filter((figure) => !counted.has(figure.toLowerCase()) && !promises.includes(figure))
    .map((figure) => `a figure the database did not count: "${figure}"`);
}
