import { setLocale } from '@nirmaan/core';
import { afterEach, describe, expect, it } from 'vitest';
import { keepPageLanguage } from './pageLanguage.ts';

describe('the page language', () => {
  afterEach(() => setLocale('en'));

  it("marks <html lang> with the site's language and follows a switch", () => {
    const stop = keepPageLanguage(document);
    expect(document.documentElement.lang).toBe('en-IN');
    setLocale('kn');
    expect(document.documentElement.lang).toBe('kn-IN');
    stop();
  });
});
