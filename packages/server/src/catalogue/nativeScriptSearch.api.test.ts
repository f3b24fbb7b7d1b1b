import { afterAll, beforeAll, describe } from 'vitest';
import { seedDemoData } from '../db/seed/index.ts';
import { itSearchesInIndianScripts } from '../testing/nativeScriptSearchCases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

// Search in Kannada, Tamil and Devanagari (issue 32) on PGlite; search.postgres.test.ts runs the
// same cases on PostgreSQL 15.
describe('search in Kannada, Tamil and Devanagari on PGlite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoData(server.db);
  }, 60_000);
  afterAll(() => server?.close());

  itSearchesInIndianScripts(() => server);
});
