/*
 * WCAG 2.1 contrast, computed from the theme's colour values for the foundations pages in Storybook
 * (so the ratios shown there are never typed by hand) and for the test that keeps every text and
 * control colour readable on the surface it is used on.
 */

/** The red, green and blue of a `#rgb` or `#rrggbb` colour, 0-255; throws on anything else. */
export function parseHexColour(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`not a #rgb or #rrggbb colour: ${hex}`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG's relative luminance of a hex colour: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = parseHexColour(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two hex colours, from 1 (none) to 21 (black on white); order does not matter. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** What a colour pair is used for, which sets the contrast WCAG asks of it. */
export type ContrastUse = 'text' | 'control';

/** The minimum ratio WCAG 2.1 AA asks: 4.5 for body text (1.4.3), 3 for controls, borders and focus rings (1.4.11). */
export const MINIMUM_CONTRAST: Record<ContrastUse, number> = { text: 4.5, control: 3 };

/** The highest WCAG level a ratio reaches for its use: 'AAA' (text at 7), 'AA', or 'fails'. */
export function contrastLevel(ratio: number, use: ContrastUse): 'AAA' | 'AA' | 'fails' {
  if (use === 'text' && ratio >= 7) return 'AAA';
  return ratio >= MINIMUM_CONTRAST[use] ? 'AA' : 'fails';
}

/** A ratio as WCAG writes it, rounded down so a ratio never looks better than it is: 4.49 → "4.49:1". */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
