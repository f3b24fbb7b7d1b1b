// API throughput and latency under load (autocannon, BENCH_CONNECTIONS connections for BENCH_SECONDS
// each): the catalogue list page the storefront asks for, a search suggestion and a product's
// listings, on the real server with the demo data on PGlite and on PostgreSQL 15, next to Fastify's
// hello world served in the same run. On PostgreSQL also the bare-driver yardstick: the same
// statements the real server sent for each request, replayed by a bare Fastify + pg app, as sent and
// prepared (support/bareReplay.ts). Each server runs in its own process (support/serveForLoad.ts);
// the load is generated here. Prints one JSON object; bench/run.mjs runs it.
import autocannon from 'autocannon';
import { startChildServer } from './support/childServer.ts';
import { percentiles, report, type Percentiles } from './support/latency.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SERVER = 'bench/support/serveForLoad.ts';

/** The storefront's first catalogue page (12 products), the suggestions for a misspelt 'cement' and a product's offers. */
const ENDPOINTS = {
  catalogueList: '/api/v1/products/?limit=12',
  suggestions: '/api/v1/products/search-suggestions?q=cemnt',
  listings: '/api/v1/products/6/listings',
} as const;
type Endpoint = keyof typeof ENDPOINTS;

interface Load extends Percentiles {
  requestsPerSecond: number;
  failed: number;
}

interface LoadNextToHelloWorld extends Load {
  throughputRatioToHelloWorld: number;
  p95RatioToHelloWorld: number;
}

/**
 * A second of warm-up, then BENCH_SECONDS of load; latency percentiles from every response. With
 * `headers`, those are sent and a 304 is the expected answer (a cache revalidation).
 */
async function load(url: string, headers?: Record<string, string>): Promise<Load> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const samples: number[] = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  instance.on('response', (_client, _status, _bytes, responseTimeMs) => samples.push(responseTimeMs));
  const result = await instance;
  const unexpected = headers ? result.non2xx - (result.statusCodeStats['304']?.count ?? 0) + (result.statusCodeStats['200']?.count ?? 0) : result.non2xx;
  return { requestsPerSecond: Math.round(result.requests.average), ...percentiles(samples), failed: unexpected + result.errors + result.timeouts };
}

/** The catalogue page revalidated by a cache: its ETag sent back as If-None-Match, answered 304 (issue 30). */
async function loadRevalidation(baseUrl: string): Promise<Load> {
  const url = `${baseUrl}${ENDPOINTS.catalogueList}`;
  const etag = (await fetch(url)).headers.get('etag');
  if (!etag) throw new Error('the catalogue page has no ETag to revalidate');
  return load(url, { 'if-none-match': etag });
}

const nextTo = (measured: Load, helloWorld: Load): LoadNextToHelloWorld => ({
  ...measured,
  throughputRatioToHelloWorld: +(measured.requestsPerSecond / helloWorld.requestsPerSecond).toFixed(3),
  p95RatioToHelloWorld: +(measured.p95 / helloWorld.p95).toFixed(1),
});

/** Starts a server, loads each path in turn, stops it; answers the loads by path and what the server said when ready. */
async function loadServer(kind: 'hello' | 'pglite' | 'postgres', paths: readonly string[], args: readonly string[] = []) {
  const server = await startChildServer(SERVER, [kind, ...args]);
  if ('skipped' in server) return server;
  try {
    const loads: Load[] = [];
    for (const path of paths) loads.push(await load(`${server.url}${path}`));
    const bareUrl = typeof server.ready.bareUrl === 'string' ? server.ready.bareUrl : null;
    const bare: Record<string, Load> = {};
    if (bareUrl)
      for (const name of Object.keys(ENDPOINTS)) for (const way of ['plain', 'prepared']) bare[`${way}/${name}`] = await load(`${bareUrl}/${way}/${name}`);
    const revalidation = kind === 'postgres' ? await loadRevalidation(server.url) : null;
    return { loads, bare, revalidation, ready: server.ready };
  } finally {
    await server.stop();
  }
}

const hello = await loadServer('hello', ['/']);
const helloWorld = 'loads' in hello ? hello.loads[0] : undefined;
if (!helloWorld) throw new Error('the hello-world server answered nothing');

async function api(kind: 'pglite' | 'postgres') {
  const names = Object.keys(ENDPOINTS) as Endpoint[];
  const measured = await loadServer(kind, Object.values(ENDPOINTS), kind === 'postgres' ? [JSON.stringify(ENDPOINTS)] : []);
  if ('skipped' in measured) return measured;
  const byEndpoint = Object.fromEntries(names.map((name, index) => [name, nextTo(measured.loads[index]!, helloWorld!)]));
  const catalogueRevalidation = measured.revalidation ? { catalogueRevalidation: nextTo(measured.revalidation, helloWorld!) } : {};
  if (Object.keys(measured.bare).length === 0) return { ...byEndpoint, ...catalogueRevalidation };
  const bareDriver = Object.fromEntries(
    names.map((name) => [
      name,
      {
        statements: (measured.ready.statements as Record<string, number> | undefined)?.[name] ?? null,
        plain: nextTo(measured.bare[`plain/${name}`]!, helloWorld!),
        prepared: nextTo(measured.bare[`prepared/${name}`]!, helloWorld!),
      },
    ]),
  );
  return { ...byEndpoint, ...catalogueRevalidation, bareDriver };
}

report({ connections: CONNECTIONS, seconds: SECONDS, endpoints: ENDPOINTS, helloWorld, pglite: await api('pglite'), postgres: await api('postgres') });
