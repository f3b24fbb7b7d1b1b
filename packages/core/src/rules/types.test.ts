import { describe, expect, it } from 'vitest';
import { addError, type FieldErrors, hasErrors } from './types.ts';

describe('form error maps', () => {
  it('are empty for a valid form', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ phone: undefined })).toBe(false);
    expect(hasErrors({ phone: 'Phone number is required' })).toBe(true);
  });

  it('keep the first message a field gets and ignore null', () => {
    const errors: FieldErrors<'phone'> = {};
    addError(errors, 'phone', null);
    expect(errors).toEqual({});
    addError(errors, 'phone', 'Phone number is required');
    addError(errors, 'phone', 'Phone number must be exactly 10 digits');
    expect(errors).toEqual({ phone: 'Phone number is required' });
  });
});
