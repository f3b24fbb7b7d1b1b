import { defineConfig } from 'vitest/config';
import { sharedPlugins, testAliases } from './vite.shared.ts';

export default defineConfig({
  plugins: sharedPlugins(),
  resolve: { alias: testAliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          env: { PASSWORD_HASH_COST: 'test' },
          include: ['packages/{core,calculators,server}/src/**/*.test.ts'],
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
