import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Where PostgreSQL's server binaries are (override with POSTGRES_BIN). */
export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** A throw-away PostgreSQL cluster for tests, reachable only through a unix socket in its temp dir. */
export interface TestPostgres {
  /** Connection string of the cluster's `postgres` database. */
  url: string;
  /** Creates a fresh, empty database and answers its connection string. */
  createDatabase: (name?: string) => Promise<string>;
  /** Stops the server and deletes its files. Safe to call twice. */
  stop: () => Promise<void>;
}

/** Why no test cluster can be started here, or null when it can. */
export function postgresUnavailableReason(): string | null {
  if (!existsSync(join(POSTGRES_BIN, 'initdb')) || !existsSync(join(POSTGRES_BIN, 'pg_ctl'))) {
    return `PostgreSQL binaries not found in ${POSTGRES_BIN} (set POSTGRES_BIN)`;
  }
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    return 'running as root and there is no "postgres" user to run the server as';
  }
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** PostgreSQL refuses to run as root: then every server command runs as the "postgres" user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

const socketUrl = (socketDir: string, port: number, database: string) => `postgresql://postgres@${encodeURIComponent(socketDir)}:${port}/${database}`;

/**
 * Starts a PostgreSQL cluster in a new temp directory: initdb (trust auth, no fsync), then pg_ctl
 * start on a free port with TCP off and the unix socket in the temp dir. Throws with the reason
 * when it cannot; callers usually skip their PostgreSQL tests then.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const reason = postgresUnavailableReason();
  if (reason) throw new Error(reason);

  const root = mkdtempSync(join(tmpdir(), 'nirmaan-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
  }
  const dataDir = join(root, 'data');
  const port = await freePort();
  const pgCtl = join(POSTGRES_BIN, 'pg_ctl');
  const serverOptions = [`-k ${root}`, `-p ${port}`, "-c listen_addresses=''", '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'].join(
    ' ',
  );

  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    spawnSync(...asServerUser(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']), { stdio: 'ignore' });
    rmSync(root, { recursive: true, force: true });
  };
  // If the test process dies without stopping the cluster, do not leave a server behind.
  process.once('exit', stopSync);

  try {
    await run(...asServerUser(join(POSTGRES_BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']));
    await run(...asServerUser(pgCtl, ['-D', dataDir, '-l', join(root, 'server.log'), '-o', serverOptions, '-w', '-t', '30', 'start']));
  } catch (error) {
    stopSync();
    process.removeListener('exit', stopSync);
    throw new Error(`could not start PostgreSQL: ${(error as Error).message}`, { cause: error });
  }

  let databases = 0;
  return {
    url: socketUrl(root, port, 'postgres'),
    async createDatabase(name = `test_${++databases}_${process.pid}`) {
      const client = new pg.Client({ connectionString: socketUrl(root, port, 'postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      } finally {
        await client.end();
      }
      return socketUrl(root, port, name);
    },
    async stop() {
      stopSync();
      process.removeListener('exit', stopSync);
    },
  };
}
