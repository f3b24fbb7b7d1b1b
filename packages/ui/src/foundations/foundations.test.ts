import { describe, expect, it } from 'vitest';
import { darkColors, lightColors } from '../theme/tokens.css.ts';
import { COLOUR_PAIRS } from './colourPairs.ts';
import { contrastLevel, contrastRatio, formatRatio, MINIMUM_CONTRAST, parseHexColour } from './contrast.ts';
import { previewStyle, themeOverridesCss, themeProperties } from './themeProperties.ts';

describe('contrast', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    // #767676 is the lightest grey that passes AA on white; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', '#777777')).toBeLessThan(4.5);
  });

  it('names the level a ratio reaches and never rounds a failing ratio up', () => {
    expect(contrastLevel(7.2, 'text')).toBe('AAA');
    expect(contrastLevel(4.6, 'text')).toBe('AA');
    expect(contrastLevel(4.49, 'text')).toBe('fails');
    expect(contrastLevel(3.1, 'control')).toBe('AA');
    expect(formatRatio(4.4999)).toBe('4.49:1');
  });

  it('refuses what is not a hex colour', () => {
    expect(() => parseHexColour('rgb(0,0,0)')).toThrow(/not a #rgb/);
    expect(parseHexColour('#B4410C')).toEqual([180, 65, 12]);
  });

  it.each([
    ['light', lightColors],
    ['dark', darkColors],
  ])('every colour pair the widgets draw is readable in the %s theme', (_theme, colours) => {
    const failing = COLOUR_PAIRS.filter((pair) => contrastRatio(colours[pair.foreground], colours[pair.background]) < MINIMUM_CONTRAST[pair.use]).map(
      (pair) => `${pair.foreground} on ${pair.background}: ${formatRatio(contrastRatio(colours[pair.foreground], colours[pair.background]))}`,
    );
    expect(failing).toEqual([]);
  });
});

describe('theming properties', () => {
  it('lists every token as its public property with both themes’ values', () => {
    const properties = themeProperties();
    expect(properties.find((property) => property.name === '--nirmaan-color-primary')).toEqual({
      name: '--nirmaan-color-primary',
      token: 'color.primary',
      kind: 'colour',
      light: lightColors.primary,
      dark: darkColors.primary,
    });
    expect(properties.find((property) => property.name === '--nirmaan-radius-md')).toMatchObject({ kind: 'length', light: '8px', dark: '8px' });
    expect(properties.find((property) => property.name === '--nirmaan-font-body')?.kind).toBe('font');
    expect(properties.filter((property) => property.kind === 'colour')).toHaveLength(Object.keys(lightColors).length);
  });

  it('writes the changed properties as one rule, leaving out values that would break it', () => {
    expect(
      themeOverridesCss([
        ['--nirmaan-color-primary', '#0a7c59'],
        ['--nirmaan-radius-md', ' 2px '],
        ['--nirmaan-font-body', 'Inter; } body { display: none'],
      ]),
    ).toBe(':root {\n  --nirmaan-color-primary: #0a7c59;\n  --nirmaan-radius-md: 2px;\n}\n');
    expect(themeOverridesCss([])).toBe('');
  });

  it('themes a preview through both the public and the private property, leaving out unsafe values', () => {
    expect(
      previewStyle([
        ['--nirmaan-color-primary', '#0a7c59'],
        ['--nirmaan-radius-md', '{'],
      ]),
    ).toEqual({ '--nirmaan-color-primary': '#0a7c59', '--_nirmaan-color-primary': '#0a7c59' });
  });
});
