import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LONGEST_E2E_FILES, longRank } from './longestFirstSequencer.ts';

describe('the e2e order', () => {
  it('names only e2e files that exist, so a renamed one is not silently started late again', () => {
    const files = new Set(readdirSync('e2e').filter((name) => name.endsWith('.e2e.test.ts')));
    expect(LONGEST_E2E_FILES.filter((name) => !files.has(`${name}.e2e.test.ts`))).toEqual([]);
  });

  it('puts the story sweep first and every other file after the known long ones', () => {
    expect(longRank('/repo/e2e/stories.e2e.test.ts')).toBe(0);
    expect(longRank('/repo/e2e/routes.e2e.test.ts')).toBe(1);
    expect(longRank('/repo/e2e/shopping.e2e.test.ts')).toBe(LONGEST_E2E_FILES.length);
  });
});
