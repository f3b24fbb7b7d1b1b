import { describe, expect, it } from 'vitest';
import { splitFullName, validateFullName } from './names.ts';

describe('full name', () => {
  it("is required: 'Full name is required'", () => {
    expect(validateFullName('')).toBe('Full name is required');
    expect(validateFullName('   ')).toBe('Full name is required');
    expect(validateFullName('Ravi')).toBeNull();
  });

  it('splits into first and last name at the first space (spec §3)', () => {
    expect(splitFullName('Ravi Kumar')).toEqual({ first_name: 'Ravi', last_name: 'Kumar' });
    expect(splitFullName('Ravi Kumar Rao')).toEqual({ first_name: 'Ravi', last_name: 'Kumar Rao' });
  });

  it('gives an empty last name for a single word', () => {
    expect(splitFullName('Ravi')).toEqual({ first_name: 'Ravi', last_name: '' });
  });

  it('ignores surrounding and repeated spaces', () => {
    expect(splitFullName('  Ravi   Kumar  ')).toEqual({ first_name: 'Ravi', last_name: 'Kumar' });
  });
});
