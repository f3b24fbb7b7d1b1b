// Memory of the server `npm start` runs (the bundle, packages/server/dist/server.js) in demo mode:
// resident size once it is idle after its start, and 10 s and 45 s after 20k requests (BENCH_MEMORY_REQUESTS)
// of the public reads a storefront makes, on PGlite (an empty data directory) and on PostgreSQL 15 (a
// throw-away cluster, skipped without one); the peak (VmHWM) too. Next to them, `node -e` idle: what
// Node itself holds. Prints one JSON object; bench/run.mjs runs it.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_BUNDLE } from '../packages/server/src/testing/serverProcess.ts';
import { report } from './support/latency.ts';
import { benchPostgres } from './support/postgres.ts';

if (!existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run "npm run build" first.`);
const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 20_000);
/** The storefront's reads, in turn: the catalogue, a search, suggestions, a product's offers, the categories. */
const PATHS = [
  '/api/v1/products/?limit=12',
  '/api/v1/products/?limit=12&search=tile%20adhesive',
  '/api/v1/products/search-suggestions?q=cemnt',
  '/api/v1/products/6/listings',
  '/api/v1/categories/',
];
/** Long enough for the demo products' drawings (rendered once after the start) and a garbage collection. */
const SETTLE_MS = 10_000;
/**
 * When the resident size is read once more after the requests: V8 gives the heap pages the load
 * grew back only when its memory reducer runs, some 25-30 s after allocation slowed down (the
 * PostgreSQL server measured every 5 s: 225 MB from 5 to 25 s after the load, 131 MB at 30 s).
 */
const RESTING_MS = 45_000;

/** A process's resident and peak resident size in MB, from /proc. */
function residentMb(pid: number): { resident: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { resident: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  if (child.exitCode === null) await once(child, 'exit');
}

/** The bundle on a free port with `env`, until it answers /api/v1/health. */
async function startBundle(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    await sleep(50);
  }
  return { child, url };
}

/** Resident size idle after the start and after REQUESTS requests, with the peak. */
async function measure(env: Record<string, string>) {
  const { child, url } = await startBundle(env);
  try {
    await sleep(SETTLE_MS);
    const idle = residentMb(child.pid!).resident;
    const load = await autocannon({ url, connections: 10, amount: REQUESTS, requests: PATHS.map((path) => ({ method: 'GET', path })) });
    await sleep(SETTLE_MS);
    const after = residentMb(child.pid!);
    await sleep(RESTING_MS - SETTLE_MS);
    const resting = residentMb(child.pid!);
    return {
      idleMb: idle,
      afterRequestsMb: after.resident,
      restingMb: resting.resident,
      peakMb: resting.peak,
      requests: load.requests.total,
      failed: load.errors + load.non2xx,
    };
  } finally {
    await stop(child);
  }
}

const node = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 2000)'], { stdio: 'ignore' });
await sleep(500);
const emptyNodeMb = residentMb(node.pid!).resident;
await stop(node);

const dataDir = mkdtempSync(join(tmpdir(), 'nirmaan-memory-'));
let pglite;
try {
  pglite = await measure({ DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const cluster = await benchPostgres();
let postgres: Awaited<ReturnType<typeof measure>> | { skipped: string } = { skipped: 'no PostgreSQL' };
if (cluster) {
  const pgDataDir = mkdtempSync(join(tmpdir(), 'nirmaan-memory-'));
  try {
    postgres = await measure({ DATA_DIR: pgDataDir, DATABASE_URL: await cluster.createDatabase('memory') });
  } finally {
    rmSync(pgDataDir, { recursive: true, force: true });
    await cluster.stop();
  }
}
report({ requests: REQUESTS, emptyNodeMb, pglite, postgres, goalsMb: { pglite: 400, postgres: 200 } });
