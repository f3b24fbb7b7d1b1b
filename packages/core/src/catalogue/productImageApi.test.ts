import { describe, expect, it } from 'vitest';
import { movedForward } from './productImageApi.ts';

describe('movedForward', () => {
  it('swaps a photo with the one before it, and leaves the first where it is', () => {
    expect(movedForward([1, 2, 3], 2)).toEqual([1, 3, 2]);
    expect(movedForward([1, 2, 3], 1)).toEqual([2, 1, 3]);
    expect(movedForward([1, 2, 3], 0)).toEqual([1, 2, 3]);
  });
});
