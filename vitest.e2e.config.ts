import { defineConfig } from 'vitest/config';

/** Browser journeys in Debian's Chromium against the built app (`npm run build` first). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
