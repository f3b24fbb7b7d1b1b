import { defineConfig } from 'vitest/config';
import { sharedPlugins, testAliases, workspaceResolve } from './vite.shared.ts';

export default defineConfig({
  plugins: sharedPlugins(),
  resolve: { ...workspaceResolve.resolve, alias: testAliases },
  ssr: workspaceResolve.ssr,
  test: {
    // Generous limits for a loaded two-core CI machine: a first dynamic import (a dialog's code)
    // or a PGlite start can take seconds there. A hung test still fails.
    testTimeout: 15_000,
    hookTimeout: 30_000,
    // Three workers on two cores. Vitest's default there is one (cores - 1), and the second core sat
    // idle; with two, about a sixth of the run still waited: files that mostly wait (the nginx cache
    // test sleeps through its s-maxage twice, PostgreSQL and server restarts) held a core each. With
    // three another file fills that time: 184 s against 214 on a clean two-core machine (busy 96 %
    // of both cores instead of 83 %); four were no faster.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          // One module registry per worker, not per file: each file still opens its own server and
          // database, and importing the server's modules afresh for every file was a quarter of the run.
          isolate: false,
          env: { PASSWORD_HASH_COST: 'test' },
          include: ['packages/{core,calculators,server}/src/**/*.test.ts', 'e2e/support/**/*.test.ts'],
          setupFiles: ['./packages/server/src/testing/temporaryDirectories.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['packages/{ui,widgets}/src/**/*.test.{ts,tsx}', 'host-app/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          // Modules are imported once per worker (vitest.setup.ts resets the DOM and the loaded
          // answers after each test): per file, re-importing React and the widgets cost 3 of 4 minutes.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Custom elements are defined once per window and cannot be undefined: each file gets its own.
          name: 'elements',
          environment: 'jsdom',
          include: ['packages/elements/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
    ],
  },
});
