import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The e2e files that take longest, longest first (seconds on a clean two-core CI run, 2026-11-29):
 * the story sweep ~690, every route ~360, the framework hosts ~350, the Storybook docs ~125, layout
 * shift ~75, production mode ~65. Vitest runs files longest first only when it has timings of an
 * earlier run; a clean clone has none, so it went by file size, and the story sweep — a short file —
 * started about nine minutes in and finished two minutes after the other worker ran out of files.
 * Starting the long ones first lets the two workers end together.
 */
export const LONGEST_E2E_FILES = ['stories', 'routes', 'compat', 'storybook-docs', 'layout-shift', 'production-mode'];

/** The position of an e2e file in LONGEST_E2E_FILES, or after them all. */
export function longRank(moduleId: string): number {
  const index = LONGEST_E2E_FILES.indexOf(basename(moduleId).replace(/\.e2e\.test\.ts$/, ''));
  return index === -1 ? LONGEST_E2E_FILES.length : index;
}

/** Vitest's own order (failed first, then by recorded duration or file size), with the known long files moved to the front. */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, position) => ({ spec, position, rank: longRank(spec.moduleId) }))
      .sort((a, b) => a.rank - b.rank || a.position - b.position)
      .map(({ spec }) => spec);
  }
}
