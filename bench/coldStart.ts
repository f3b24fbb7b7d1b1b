// Cold start: `node packages/server/dist/server.js` (the bundle `npm start` runs; `npm run build`
// makes it) with an empty DATA_DIR (PGlite on disk: the demo template copied, migrations checked,
// the demo accounts prepared) until its first answer of /api/v1/health, as a ratio to
// starting and ending `node -e ""`. BENCH_COLD_STARTS runs (default 3); the median is reported.
// Prints one JSON object; bench/run.mjs runs it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_BUNDLE } from '../packages/server/src/testing/serverProcess.ts';
import { report } from './support/latency.ts';

if (!existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run "npm run build" first.`);
const RUNS = Number(process.env.BENCH_COLD_STARTS ?? 3);
const GIVE_UP_MS = 180_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** Milliseconds from spawning `node -e ""` to its exit: what starting Node itself costs. */
async function emptyNodeMs(): Promise<number> {
  const start = performance.now();
  const child = spawn(process.execPath, ['-e', '""'], { stdio: 'ignore' });
  await once(child, 'exit');
  return performance.now() - start;
}

/** Milliseconds from spawning the server on an empty data directory to its first 200 from /api/v1/health. */
async function coldStartMs(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nirmaan-cold-'));
  const port = await freePort();
  const start = performance.now();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    while (performance.now() - start < GIVE_UP_MS) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const answered = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return performance.now() - start;
      await sleep(10);
    }
    throw new Error(`no answer within ${GIVE_UP_MS} ms`);
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const nodeRuns: number[] = [];
const serverRuns: number[] = [];
for (let run = 0; run < RUNS; run++) {
  nodeRuns.push(await emptyNodeMs());
  serverRuns.push(await coldStartMs());
}
const serverMs = median(serverRuns);
const nodeMs = median(nodeRuns);
report({
  runs: RUNS,
  emptyDatabaseToFirstAnswerMs: Math.round(serverMs),
  emptyNodeMs: Math.round(nodeMs),
  ratioToEmptyNode: +(serverMs / nodeMs).toFixed(1),
  everyRunMs: serverRuns.map(Math.round),
});
