import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed/index.ts';
import { startTestPostgres } from '../db/testing/postgres.ts';
import { itSearchesInIndianScripts } from '../testing/nativeScriptSearchCases.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

// The catalogue search on PostgreSQL 15 as well as on PGlite: the same full-text prefix and pg_trgm
// typo tolerance, the similarity threshold every session is given included, and search in Kannada,
// Tamil and Devanagari (the cluster's LC_CTYPE is C). Skipped where none can start.
const cluster = await startTestPostgres().catch((error: Error) => {
  console.warn(`Skipping the PostgreSQL search tests: ${error.message}`);
  return undefined;
});
afterAll(() => cluster?.stop());

describe.skipIf(!cluster)('catalogue search on PostgreSQL 15', () => {
  if (!cluster) return;
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: await cluster.createDatabase('search') });
    await seedDemoData(server.db);
  }, 60_000);
  afterAll(() => server?.close());

  const suggestionNames = async (q: string) =>
    ((await server.call('GET', `/api/v1/products/search-suggestions?q=${encodeURIComponent(q)}`)).body as Array<{ name: string }>).map(
      (suggestion) => suggestion.name,
    );

  it('suggests by prefix and despite swapped letters, as on PGlite', async () => {
    expect((await suggestionNames('ultr'))[0]).toMatch(/^UltraTech/);
    expect(await suggestionNames('birck')).toContain('Country Red Brick');
    expect(await suggestionNames('cemnt ultratech')).toEqual(expect.arrayContaining(['UltraTech OPC 53 Grade Cement – 50 kg Bag']));
    expect(await suggestionNames('c')).toEqual([]);
  });

  it('answers specifications in the order they were written (json keeps it, jsonb would not)', async () => {
    const found = await server.call('GET', '/api/v1/products/?search=CEM-OPC53-ACC-50');
    const product = await server.call('GET', `/api/v1/products/${(found.body as Array<{ id: number }>)[0]!.id}`);
    expect(Object.keys((product.body as { specifications: Record<string, string> }).specifications)).toEqual(['Grade', 'Standard', 'Bag Weight', 'Feature']);
  });

  describe('in Kannada, Tamil and Devanagari', () => itSearchesInIndianScripts(() => server));

  it('pages a typo search with its total', async () => {
    const page = await server.call('GET', '/api/v1/products/?search=cemnt&limit=5');
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(5);
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThan(5);
  });
});
