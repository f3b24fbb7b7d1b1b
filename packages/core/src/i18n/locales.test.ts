import { describe, expect, it } from 'vitest';
import { isLocale, localeOfTag, matchLocale } from './locales.ts';

describe('locales', () => {
  it('accepts only the four codes', () => {
    expect(['en', 'kn', 'ta', 'hi'].every(isLocale)).toBe(true);
    expect(isLocale('ta-IN')).toBe(false);
    expect(isLocale('fr')).toBe(false);
  });

  it('reads the language of a BCP 47 tag', () => {
    expect(localeOfTag('ta-IN')).toBe('ta');
    expect(localeOfTag('KN')).toBe('kn');
    expect(localeOfTag('hi_IN')).toBe('hi');
    expect(localeOfTag('fr-FR')).toBeUndefined();
    expect(localeOfTag('')).toBeUndefined();
  });

  it("follows the first of the browser's languages that Nirmaan speaks, else English", () => {
    expect(matchLocale(['fr-FR', 'ta-IN', 'en-GB'])).toBe('ta');
    expect(matchLocale(['en-US', 'hi'])).toBe('en');
    expect(matchLocale(['de'])).toBe('en');
  });
});
