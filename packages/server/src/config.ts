import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the project keeps its local data (PGlite files, the generated JWT secret) by default. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  /** Directory for local data: the PGlite database (unless databaseUrl is set) and the generated JWT secret. */
  dataDir: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: Uint8Array;
  production: boolean;
  /** The dev SMS outbox endpoint (/api/v1/dev/outbox); never on in production. */
  devOutbox: boolean;
  logLevel: string;
  /**
   * Which reverse proxies may say who the client is (X-Forwarded-For), for the per-address limits:
   * none (false: the TCP peer is the client), or the proxies' addresses and CIDR blocks.
   */
  trustProxy: TrustedProxies;
}

export type TrustedProxies = false | string[];

type Env = Record<string, string | undefined>;

/** The JWT_SECRET variable, or a secret generated once and kept in the data directory. */
function jwtSecretFrom(env: Env, dataDir: string): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

function portFrom(value: string | undefined): number {
  const port = Number(value ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${value}"`);
  return port;
}

// proxy-addr's names for address ranges, which Fastify accepts beside addresses and CIDR blocks.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset for none, or a comma-separated list of proxy addresses or CIDR blocks. Not
 * `true` nor a number of hops: those would take the word of any peer, a client that sends its own
 * X-Forwarded-For included.
 */
export function trustProxyFrom(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  throw new Error(`TRUST_PROXY must be a comma-separated list of proxy addresses or CIDR blocks, not "${value}"`);
}

/** Configuration from environment variables (documented in the README). */
export function loadConfig(env: Env = process.env): ServerConfig {
  const dataDir = env.DATA_DIR ?? DEFAULT_DATA_DIR;
  const production = env.NODE_ENV === 'production';
  return {
    port: portFrom(env.PORT),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: jwtSecretFrom(env, dataDir),
    production,
    devOutbox: !production,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
  };
}
