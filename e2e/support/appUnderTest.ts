import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface AppUnderTest {
  server: RunningServer;
  browser: Browser;
}

/** Starts the real server and Chromium for a test file, and stops both after it. */
export function useAppUnderTest(): AppUnderTest {
  const app = {} as AppUnderTest;
  beforeAll(async () => {
    app.server = await startServer();
    app.browser = await launchChromium();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.close();
  });
  return app;
}
