import { describe, expect, it } from 'vitest';
import { readPreferences } from './preferences.ts';

const storageWith = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('stored preferences (spec section 4)', () => {
  it('defaults to Bangalore and no pincode', () => {
    expect(readPreferences(storageWith({}))).toEqual({ city: 'Bangalore', pincode: '' });
    expect(readPreferences(undefined)).toEqual({ city: 'Bangalore', pincode: '' });
  });

  it('accepts a stored city only if it is one of the three', () => {
    expect(readPreferences(storageWith({ city: 'Chennai' })).city).toBe('Chennai');
    expect(readPreferences(storageWith({ city: 'Mumbai' })).city).toBe('Bangalore');
    expect(readPreferences(storageWith({ city: 'chennai' })).city).toBe('Bangalore');
  });

  it('accepts a stored pincode only if it has 6 digits', () => {
    expect(readPreferences(storageWith({ pincode: '560001' })).pincode).toBe('560001');
    expect(readPreferences(storageWith({ pincode: '56001' })).pincode).toBe('');
    expect(readPreferences(storageWith({ pincode: '5600011' })).pincode).toBe('');
    expect(readPreferences(storageWith({ pincode: '56a001' })).pincode).toBe('');
  });

  it('survives storage that throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readPreferences(blocked)).toEqual({ city: 'Bangalore', pincode: '' });
  });
});
