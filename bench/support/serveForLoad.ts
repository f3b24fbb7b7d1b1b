// One server for bench/httpLoad.ts to load, in its own process so that the load generator does not
// share its event loop: `node bench/support/serveForLoad.ts hello|pglite|postgres [endpoints]`.
// Prints `{"url": ...}` once listening (or `{"skipped": reason}`), and shuts down on SIGTERM. On
// PostgreSQL, given endpoints (a JSON object of name → path), it also records the statements each
// sends and serves them from a bare Fastify + pg app at `bareUrl` (support/bareReplay.ts).
import Fastify from 'fastify';
import { seedDemoData } from '../../packages/server/src/db/seed/index.ts';
import { postgresUnavailableReason, startTestPostgres } from '../../packages/server/src/db/testing/postgres.ts';
import { startTestServer } from '../../packages/server/src/testing/testServer.ts';
import { bareReplayServer, recordStatements, type RecordedStatement } from './bareReplay.ts';
import { report } from './latency.ts';

const kind = process.argv[2];
const cleanUps: Array<() => Promise<unknown>> = [];

if (kind === 'hello') {
  // Fastify's hello world: the yardstick the API's figures are divided by.
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  report({ url: await app.listen({ port: 0, host: '127.0.0.1' }) });
  cleanUps.push(() => app.close());
} else if (kind === 'pglite' || kind === 'postgres') {
  // The real server (every route, the demo catalogue) on an in-memory PGlite or a throw-away PostgreSQL 15.
  const reason = kind === 'postgres' ? postgresUnavailableReason() : null;
  if (reason) {
    report({ skipped: reason });
    process.exit(0);
  }
  const cluster = kind === 'postgres' ? await startTestPostgres() : undefined;
  if (cluster) cleanUps.push(() => cluster.stop());
  const databaseUrl = cluster ? await cluster.createDatabase('load') : undefined;
  const server = await startTestServer(databaseUrl ? { databaseUrl } : {});
  cleanUps.unshift(() => server.close());
  await seedDemoData(server.db);
  // Statistics, as autovacuum gathers them soon after a load: without them the planner guesses every
  // table's size, and a prepared statement's generic plan is made from those guesses (issue 30).
  if (databaseUrl) await server.db.execute('analyze');
  const endpoints = JSON.parse(process.argv[3] ?? '{}') as Record<string, string>;
  if (!databaseUrl || Object.keys(endpoints).length === 0) {
    report({ url: server.url });
  } else {
    const recordings: Record<string, RecordedStatement[]> = {};
    for (const [name, path] of Object.entries(endpoints)) {
      await fetch(`${server.url}${path}`); // once before, so that prepared statements exist and only the request's own are recorded
      recordings[name] = await recordStatements(() => fetch(`${server.url}${path}`).then((response) => response.text()));
    }
    const bare = await bareReplayServer(databaseUrl, recordings);
    cleanUps.unshift(() => bare.close());
    const address = bare.server.address();
    const bareUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    const statements = Object.fromEntries(Object.entries(recordings).map(([name, recorded]) => [name, recorded.length]));
    report({ url: server.url, bareUrl, statements });
  }
} else {
  throw new Error(`usage: serveForLoad.ts hello|pglite|postgres (not ${kind})`);
}

process.once('SIGTERM', () => {
  void (async () => {
    for (const cleanUp of cleanUps) await cleanUp();
    process.exit(0);
  })();
});
