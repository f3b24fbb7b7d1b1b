import { afterEach, describe, expect, it } from 'vitest';
import { $locale, initialLocale, LOCALE_STORAGE_KEY, setLocale } from './localeStore.ts';

function memoryStorage(entries: Record<string, string> = {}) {
  const data = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

afterEach(() => $locale.set('en'));

describe('the chosen language', () => {
  it("starts from the browser's languages on a first visit", () => {
    expect(initialLocale(memoryStorage(), ['kn-IN', 'en'])).toBe('kn');
    expect(initialLocale(memoryStorage(), [])).toBe('en');
  });

  it('prefers the choice remembered in this browser, but not a value it does not know', () => {
    expect(initialLocale(memoryStorage({ [LOCALE_STORAGE_KEY]: 'hi' }), ['ta'])).toBe('hi');
    expect(initialLocale(memoryStorage({ [LOCALE_STORAGE_KEY]: 'xx' }), ['ta'])).toBe('ta');
  });

  it('remembers an explicit choice', () => {
    const storage = memoryStorage();
    setLocale('ta', storage);
    expect($locale.get()).toBe('ta');
    expect(initialLocale(storage, ['en'])).toBe('ta');
  });
});
