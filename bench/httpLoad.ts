// API throughput and latency under load (autocannon, BENCH_CONNECTIONS connections for BENCH_SECONDS
// each): the catalogue list page the storefront asks for and a search suggestion, on the real server
// with the demo data on PGlite and on PostgreSQL 15, next to Fastify's hello world served in the
// same run. Each server runs in its own process (bench/support/serveForLoad.ts); the load is
// generated here. Prints one JSON object; bench/run.mjs runs it.
import autocannon from 'autocannon';
import { startChildServer } from './support/childServer.ts';
import { percentiles, report, type Percentiles } from './support/latency.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SERVER = 'bench/support/serveForLoad.ts';

/** The storefront's first catalogue page (12 products) and the suggestions for a misspelt 'cement'. */
const ENDPOINTS = { catalogueList: '/api/v1/products/?limit=12', suggestions: '/api/v1/products/search-suggestions?q=cemnt' } as const;

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

async function loadServer(kind: 'hello' | 'pglite' | 'postgres', paths: readonly string[]): Promise<Load[] | { skipped: string }> {
  const server = await startChildServer(SERVER, [kind]);
  if ('skipped' in server) return server;
  try {
    const loads: Load[] = [];
    for (const path of paths) loads.push(await load(`${server.url}${path}`));
    if (kind === 'postgres') loads.push(await loadRevalidation(server.url));
    return loads;
  } finally {
    await server.stop();
  }
}

const [helloWorld] = (await loadServer('hello', ['/'])) as Load[];
if (!helloWorld) throw new Error('the hello-world server answered nothing');

async function api(kind: 'pglite' | 'postgres') {
  const loads = await loadServer(kind, Object.values(ENDPOINTS));
  if ('skipped' in loads) return loads;
  const [catalogueList, suggestions, revalidation] = loads as [Load, Load, Load | undefined];
  return {
    catalogueList: nextTo(catalogueList, helloWorld!),
    suggestions: nextTo(suggestions, helloWorld!),
    ...(revalidation ? { catalogueRevalidation: nextTo(revalidation, helloWorld!) } : {}),
  };
}

report({ connections: CONNECTIONS, seconds: SECONDS, endpoints: ENDPOINTS, helloWorld, pglite: await api('pglite'), postgres: await api('postgres') });
