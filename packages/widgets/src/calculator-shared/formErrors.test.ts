import { describe, expect, it } from 'vitest';
import { errorsByField, firstInvalidField, summaryMessages, withoutError } from './formErrors.ts';

type Field = 'a' | 'b' | 'c';
const ORDER: readonly Field[] = ['a', 'b', 'c'];

describe('calculator form errors', () => {
  it('keys errors by field, first message winning', () => {
    expect(
      errorsByField<Field>([
        { field: 'b', message: 'B1' },
        { field: 'b', message: 'B2' },
        { field: 'c', message: 'C' },
      ]),
    ).toEqual({ b: 'B1', c: 'C' });
  });

  it('drops one field and keeps the same object when there is nothing to drop', () => {
    const errors = { a: 'A', c: 'C' };
    expect(withoutError<Field>(errors, 'a')).toEqual({ c: 'C' });
    expect(withoutError<Field>(errors, 'b')).toBe(errors);
  });

  it('finds the first bad box in form order and lists each message once', () => {
    const errors = { c: 'Same', b: 'Same' };
    expect(firstInvalidField(ORDER, errors)).toBe('b');
    expect(summaryMessages(ORDER, errors)).toEqual(['Same']);
    expect(summaryMessages(ORDER, { c: 'Second', a: 'First' })).toEqual(['First', 'Second']);
  });
});
