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
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          env: { PASSWORD_HASH_COST: 'test' },
          include: ['packages/{core,calculators,server}/src/**/*.test.ts', 'e2e/support/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['packages/{ui,widgets,elements}/src/**/*.test.{ts,tsx}', 'host-app/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
    ],
  },
});
