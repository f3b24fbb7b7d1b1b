import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './e2e/support/longestFirstSequencer.ts';
import { workspaceResolve } from './vite.shared.ts';

/** Browser journeys in Debian's Chromium against the built app (`npm run build` first). */
export default defineConfig({
  ...workspaceResolve,
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    setupFiles: ['./packages/server/src/testing/temporaryDirectories.setup.ts'],
    // The in-process server hashes passwords at the test cost, as the API tests do: at the
    // production cost each demo account and sign-in takes half a second of a two-core machine.
    env: { PASSWORD_HASH_COST: 'test' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time: each has its own server (in-memory database, port 0) and browser, and a
    // browser test spends much of its time waiting (network, debounces, settling), which the other
    // file fills. On a clean two-core machine one at a time took 27 minutes, two 14; three took
    // longer than two (888 s against 838) and made a play function time out.
    fileParallelism: true,
    maxWorkers: 2,
    // A worker imports the server's and the support modules once for all its files, as the unit
    // tests' do; each file still starts its own server, database and browser (appUnderTest.ts).
    // Importing them afresh for each of 45 files was 4 % of the run.
    isolate: false,
    // The longest files first, so both workers finish together (e2e/support/longestFirstSequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    // A page under a loaded CI machine can take seconds to answer; vitest's default of one second
    // made `expect.poll` on a sign-in's alert fail while the request was still under way.
    expect: { poll: { timeout: 15_000 } },
  },
});
