import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, VIEWPORTS } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface AppUnderTest {
  server: RunningServer;
  browser: Browser;
  /** A page in a fresh browser context (its own storage), desktop-sized unless told. */
  newPage: (viewport?: { width: number; height: number }) => Promise<Page>;
}

/** Starts the real server (in demo mode unless told) and Chromium for a test file, and stops both after it. */
export function useAppUnderTest({ mode = 'demo' }: { mode?: 'demo' | 'production' } = {}): AppUnderTest {
  const app = {
    newPage: async (viewport = VIEWPORTS.desktop) => (await app.browser.newContext({ viewport })).newPage(),
  } as AppUnderTest;
  beforeAll(async () => {
    app.server = await startServer({ mode });
    app.browser = await launchChromium();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.close();
  });
  return app;
}
