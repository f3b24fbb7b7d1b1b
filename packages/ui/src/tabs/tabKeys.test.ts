import { describe, expect, it } from 'vitest';
import { isTabKey, tabIndexAfterKey } from './tabKeys.ts';

const none = [false, false, false, false];

describe('tabIndexAfterKey', () => {
  it('moves right and left, wrapping at the ends', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, none)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 3, none)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, none)).toBe(3);
    expect(tabIndexAfterKey('ArrowLeft', 2, none)).toBe(1);
  });

  it('goes to the first and last tab with Home and End', () => {
    expect(tabIndexAfterKey('Home', 2, none)).toBe(0);
    expect(tabIndexAfterKey('End', 1, none)).toBe(3);
  });

  it('skips disabled tabs', () => {
    const disabled = [true, false, true, false];
    expect(tabIndexAfterKey('ArrowRight', 1, disabled)).toBe(3);
    expect(tabIndexAfterKey('ArrowRight', 3, disabled)).toBe(1);
    expect(tabIndexAfterKey('Home', 3, disabled)).toBe(1);
    expect(tabIndexAfterKey('End', 1, [false, false, false, true])).toBe(2);
  });

  it('stays put when no other tab is enabled', () => {
    expect(tabIndexAfterKey('ArrowRight', 1, [true, false, true])).toBe(1);
    expect(tabIndexAfterKey('Home', 0, [true])).toBe(0);
  });

  it('knows which keys it handles', () => {
    expect(['ArrowLeft', 'ArrowRight', 'Home', 'End'].every(isTabKey)).toBe(true);
    expect(isTabKey('ArrowDown')).toBe(false);
    expect(isTabKey('Enter')).toBe(false);
  });
});
