import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx (scripts/ensure-nginx.sh installs it in CI); override with NGINX_BIN. */
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** An nginx started by a test, in front of some upstream servers. */
export interface TestNginx {
  /** Where it listens, e.g. http://127.0.0.1:43121. */
  url: string;
  /** Stops it (SIGQUIT, then SIGKILL) and deletes its files. */
  stop: () => Promise<void>;
}

/** Why no nginx can be started here, or null when it can. */
export function nginxUnavailableReason(): string | null {
  return existsSync(NGINX_BIN) ? null : `nginx not found at ${NGINX_BIN} (scripts/ensure-nginx.sh installs it; or set NGINX_BIN)`;
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
 * The configuration of a load balancer as an operator would write it: round robin over the
 * upstreams, the client's address in X-Forwarded-For, uploads of up to 20 MB. Each answer says
 * which upstream gave it (X-Upstream), so a test can see that both were used.
 */
export function roundRobinConfig(dir: string, port: number, upstreams: readonly string[]): string {
  const servers = upstreams.map((upstream) => `    server ${new URL(upstream).host};`).join('\n');
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 20m;
  upstream nirmaan {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://nirmaan;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

async function waitUntilAnswering(url: string, exited: () => boolean, log: () => string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (exited()) throw new Error(`nginx exited before it was ready:\n${log()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer at ${url}:\n${log()}`);
}

/**
 * Starts nginx on a free loopback port: `writeConfig` writes its main configuration as
 * `<dir>/nginx.conf` (a new temp dir, deleted by stop) for that port. Waits until it answers.
 */
export async function startNginx(writeConfig: (dir: string, port: number) => void): Promise<TestNginx & { dir: string }> {
  const reason = nginxUnavailableReason();
  if (reason) throw new Error(reason);
  const dir = mkdtempSync(join(tmpdir(), 'nirmaan-nginx-'));
  // Run as root, nginx's workers are "nobody": they must reach the temp dirs nginx makes here.
  chmodSync(dir, 0o755);
  const port = await freePort();
  writeConfig(dir, port);
  const errorLog = join(dir, 'error.log');
  const child = spawn(NGINX_BIN, ['-p', dir, '-e', errorLog, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const log = () => output + (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(url, () => child.exitCode !== null || child.signalCode !== null, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dir, stop };
}

/** Starts nginx on a free loopback port with a round-robin upstream of `upstreams` (config and files in a new temp dir). */
export function startRoundRobinNginx(upstreams: readonly string[]): Promise<TestNginx> {
  return startNginx((dir, port) => writeFileSync(join(dir, 'nginx.conf'), roundRobinConfig(dir, port, upstreams)));
}
