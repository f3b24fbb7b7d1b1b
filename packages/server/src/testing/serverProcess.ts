import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_CONFIG } from './testServer.ts';

/** The server's entry point in the sources, and the bundle of it that `npm run build` makes and `npm start` runs. */
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
export const SERVER_BUNDLE = fileURLToPath(new URL('../../dist/server.js', import.meta.url));
const READY = /Nirmaan is running at /;

/** The real server as its own operating-system process (`node packages/server/src/main.ts`). */
export interface ServerProcess {
  url: string;
  pid: number;
  /** What it printed so far. */
  output: () => string;
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

export interface ServerProcessOptions {
  /** PostgreSQL; without it, PGlite in `dataDir`. */
  databaseUrl?: string;
  /** DATA_DIR; a new temp directory (deleted at exit) unless given. */
  dataDir?: string;
  /** More environment, e.g. NODE_ENV, ADMIN_EMAIL, SMS_PROVIDER. */
  env?: Record<string, string>;
  /** Run as this operating-system user (only when the tests run as root). */
  user?: string;
  /** Run the bundle (SERVER_BUNDLE, what `npm start` runs) instead of the sources. */
  bundle?: boolean;
}

/** The environment main.ts gets: the tests' own, a free port on loopback, the test JWT secret. */
function serverEnvironment(port: number, dataDir: string, options: ServerProcessOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: new TextDecoder().decode(TEST_CONFIG.jwtSecret),
    LOG_LEVEL: 'silent',
    ...options.env,
  };
}

function spawnMain(env: NodeJS.ProcessEnv, { user, bundle }: ServerProcessOptions) {
  const node = bundle ? ([process.execPath, SERVER_BUNDLE] as const) : ([process.execPath, '--conditions=source', MAIN] as const);
  const runAs = user && process.getuid?.() === 0 ? (['runuser', ['-u', user, '--', ...node]] as const) : ([node[0], node.slice(1)] as const);
  return spawn(runAs[0], [...runAs[1]], { env, stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Starts main.ts on a free loopback port (it migrates and prepares the database for its mode: in
 * demo mode, on an empty database, it seeds the demo data) and resolves once it says it is
 * running. Tokens signed with TEST_CONFIG's secret are valid for it.
 */
export async function startServerProcess(databaseUrlOrOptions: string | ServerProcessOptions): Promise<ServerProcess> {
  const options = typeof databaseUrlOrOptions === 'string' ? { databaseUrl: databaseUrlOrOptions } : databaseUrlOrOptions;
  const port = await freePort();
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'nirmaan-server-'));
  const child = spawnMain(serverEnvironment(port, dataDir, options), options);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.removeListener('exit', killOnExit);
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
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
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, output: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

/** Runs main.ts expecting it to refuse to start: resolves with its exit code and output (or rejects if it starts). */
export async function refusedServerStart(options: ServerProcessOptions): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'nirmaan-server-'));
  const child = spawnMain(serverEnvironment(port, dataDir, options), options);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => {
    child.once('exit', (exitCode) => resolve(exitCode));
    const started = setInterval(() => {
      if (READY.test(output)) child.kill('SIGKILL');
    }, 50);
    child.once('exit', () => clearInterval(started));
  });
  if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
  if (READY.test(output)) throw new Error(`the server started although it should have refused:\n${output}`);
  return { code, output };
}
