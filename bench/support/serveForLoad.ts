// One server for bench/httpLoad.ts to load, in its own process so that the load generator does not
// share its event loop: `node bench/support/serveForLoad.ts hello|pglite|postgres`. Prints
// `{"url": ...}` once listening (or `{"skipped": reason}`), and shuts down on SIGTERM.
import Fastify from 'fastify';
import { seedDemoData } from '../../packages/server/src/db/seed/index.ts';
import { postgresUnavailableReason, startTestPostgres } from '../../packages/server/src/db/testing/postgres.ts';
import { startTestServer } from '../../packages/server/src/testing/testServer.ts';
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
  const server = await startTestServer(cluster ? { databaseUrl: await cluster.createDatabase('load') } : {});
  cleanUps.unshift(() => server.close());
  await seedDemoData(server.db);
  report({ url: server.url });
} else {
  throw new Error(`usage: serveForLoad.ts hello|pglite|postgres (not ${kind})`);
}

process.once('SIGTERM', () => {
  void (async () => {
    for (const cleanUp of cleanUps) await cleanUp();
    process.exit(0);
  })();
});
