import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, safeGet, safeSet } from './storage.ts';

const throwing = () => {
  throw new Error('SecurityError');
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browser storage, read and written defensively', () => {
  it('is the page localStorage when there is one', () => {
    const storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
    vi.stubGlobal('localStorage', storage);
    expect(browserStorage()).toBe(storage);
  });

  it('is absent where there is no localStorage, or touching it throws', () => {
    expect(browserStorage()).toBeUndefined();
    vi.stubGlobal('localStorage', undefined);
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: throwing });
    expect(browserStorage()).toBeUndefined();
  });

  it('reads null when storage is absent or blocked', () => {
    expect(safeGet(undefined, 'access_token')).toBeNull();
    expect(safeGet({ getItem: throwing }, 'access_token')).toBeNull();
    expect(safeGet({ getItem: () => 'tok' }, 'access_token')).toBe('tok');
  });

  it('writes a value and removes on null', () => {
    const items = new Map<string, string>([['access_token', 'old']]);
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    safeSet(storage, 'seller_access_token', 'new');
    safeSet(storage, 'access_token', null);
    expect(Object.fromEntries(items)).toEqual({ seller_access_token: 'new' });
  });

  it('never throws when storage is full or blocked', () => {
    expect(() => safeSet({ getItem: () => null, setItem: throwing, removeItem: throwing }, 'access_token', 'tok')).not.toThrow();
    expect(() => safeSet({ getItem: () => null, setItem: throwing, removeItem: throwing }, 'access_token', null)).not.toThrow();
    expect(() => safeSet(undefined, 'access_token', 'tok')).not.toThrow();
  });
});
