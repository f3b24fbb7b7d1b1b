import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_CONFIG } from './testServer.ts';

/** The entry point `npm start` runs. */
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const READY = /Nirmaan is running at /;

/** The real server as its own operating-system process (`node packages/server/src/main.ts`). */
export interface ServerProcess {
  url: string;
  pid: number;
  /** SIGKILL: no shutdown hook runs, open connections simply drop. Resolves once the process is gone. */
  kill: () => Promise<void>;
  /** SIGTERM, the orderly shutdown. */
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * Starts main.ts on a free loopback port against `databaseUrl` (it migrates and, on an empty
 * database, seeds the demo data) and resolves once it says it is running. Tokens signed with
 * TEST_CONFIG's secret are valid for it.
 */
export async function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'nirmaan-server-'));
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: new TextDecoder().decode(TEST_CONFIG.jwtSecret),
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.removeListener('exit', killOnExit);
      rmSync(dataDir, { recursive: true, force: true });
      resolve();
    }),
  );

  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (READY.test(output)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`the server exited before it was ready:\n${output}`)));
  });

  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
