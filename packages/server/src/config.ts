import proxyAddr from '@fastify/proxy-addr';
import type { CompanyInfo } from '@nirmaan/core/pure';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { ConfigError } from './configError.ts';
import { DEFAULT_DATA_DIR } from './paths.ts';
import { preparePrivateDirectory } from './db/dataDirectory.ts';
import type { ServerMode } from './serverMode.ts';
import { companyFrom } from './site/company.ts';
import { smsSettingsFrom, type SmsSettings } from './sms/smsSettings.ts';
import { fileStorageFrom, type FileStorageSettings } from './product-images/storageSettings.ts';
import { webhookSettingsFrom, type WebhookSettings } from './webhooks/webhookSettings.ts';

export { ConfigError } from './configError.ts';

/** Where the project keeps its local data (PGlite files, the generated JWT secret without DATABASE_URL) by default. */

export type { ServerMode } from './serverMode.ts';

export interface ServerConfig {
  mode: ServerMode;
  port: number;
  /** The interface to listen on: 127.0.0.1 in demo mode, 0.0.0.0 in production, unless HOST says otherwise. */
  host: string;
  /** Directory for local data: the PGlite database and the generated JWT secret (both only without databaseUrl). */
  dataDir: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: Uint8Array;
  /** How texts (OTP codes) reach phones: a provider, the dev outbox (demo mode only), or not at all. */
  sms: SmsSettings;
  logLevel: string;
  /**
   * Which reverse proxies may say who the client is (X-Forwarded-For), for the per-address limits:
   * none (false: the TCP peer is the client), or the proxies' addresses and CIDR blocks.
   */
  trustProxy: TrustedProxies;
  /** The company behind the site, from COMPANY_FILE; null when not configured (site/company.ts). */
  company: CompanyInfo | null;
  /** Where product images are stored (FILE_STORAGE); the database when unset. */
  fileStorage?: FileStorageSettings;
  /** The site's public address (PUBLIC_URL, e.g. https://nirmaan.in): link previews' absolute URLs; none when unset. */
  publicUrl?: string;
  /** Webhook delivery (WEBHOOK_*); none: no delivery worker and only public https targets. */
  webhooks?: WebhookSettings;
}

export type TrustedProxies = false | string[];

/**
 * The configuration as the environment gives it, before the database is open: without JWT_SECRET
 * and with DATABASE_URL, the JWT secret is the database's to give ('database').
 */
export type LoadedConfig = Omit<ServerConfig, 'jwtSecret'> & { jwtSecret: Uint8Array | 'database' };

type Env = Record<string, string | undefined>;

/** The name of the file in DATA_DIR that keeps the generated JWT secret of a server without DATABASE_URL. */
export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The JWT_SECRET variable; without it, a secret generated once and kept where every server that
 * must accept the tokens finds it: with DATABASE_URL in the database ('database': every instance on
 * that PostgreSQL shares it, see auth/sharedJwtSecret.ts), otherwise in the data directory (PGlite
 * locks it: one process).
 */
function jwtSecretFrom(env: Env, dataDir: string, mode: ServerMode, databaseUrl: string | undefined): Uint8Array | 'database' {
  if (env.JWT_SECRET) {
    if (mode === 'production' && env.JWT_SECRET.length < 32)
      throw new ConfigError('JWT_SECRET must be at least 32 characters in production (e.g. `openssl rand -base64 48`)');
    return new TextEncoder().encode(env.JWT_SECRET);
  }
  if (databaseUrl) return 'database';
  const file = join(dataDir, JWT_SECRET_FILE);
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

function portFrom(value: string | undefined): number {
  const port = Number(value ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, not "${value}"`);
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
  // A /0 block is every address: it would believe any client's own X-Forwarded-For.
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Whether Fastify's own parser (proxy-addr) takes the list, so a value passing here cannot crash the start. */
function proxyAddrAccepts(entries: string[]): boolean {
  try {
    proxyAddr.compile(entries);
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY: unset for none, or a comma-separated list of proxy addresses or CIDR blocks. Not
 * `true` nor a number of hops nor a /0 block: those would take the word of any peer, a client that
 * sends its own X-Forwarded-For included.
 */
export function trustProxyFrom(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress) && proxyAddrAccepts(entries)) return entries;
  throw new ConfigError(`TRUST_PROXY must be a comma-separated list of proxy addresses or CIDR blocks, not "${value}"`);
}

/** PUBLIC_URL: an http(s) origin (scheme, host, optional port), kept without a trailing slash; undefined when unset. */
export function publicUrlFrom(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // reported below
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash || url.pathname !== '/')
    throw new ConfigError(`PUBLIC_URL must be the site's address such as https://nirmaan.in (no path), not "${value}"`);
  return url.origin;
}

export const ADMIN_PASSWORD_MIN_LENGTH = 12;

const passwordStrength = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/**
 * Why ADMIN_PASSWORD is too weak for a production admin, or null: at least 12 characters, and hard
 * to guess by zxcvbn's estimate (score 3 of 4 or better: common passwords, keyboard walks, repeats,
 * dates and the e-mail's own words fail).
 */
export function adminPasswordWeakness(password: string, email: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return `ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`;
  const result = passwordStrength.check(password, email.split(/[@.+_-]/).filter(Boolean));
  if (result.score < 3) return 'ADMIN_PASSWORD is too easy to guess: use a longer passphrase of unrelated words, or a password manager';
  return null;
}

/** The first admin's account from ADMIN_EMAIL and ADMIN_PASSWORD: both or neither; in production a strong password. */
function adminAccountFrom(env: Env, mode: ServerMode): Pick<ServerConfig, 'adminEmail' | 'adminPassword'> {
  const adminEmail = env.ADMIN_EMAIL?.trim() || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (Boolean(adminEmail) !== Boolean(adminPassword)) throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both, or neither');
  if (adminEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) throw new ConfigError(`ADMIN_EMAIL must be an e-mail address, not "${adminEmail}"`);
  if (mode === 'production' && adminEmail && adminPassword) {
    const weakness = adminPasswordWeakness(adminPassword, adminEmail);
    if (weakness) throw new ConfigError(weakness);
  }
  return { adminEmail, adminPassword };
}

/** Configuration from environment variables (documented in the README and docs/operations.md). */
export function loadConfig(env: Env = process.env): LoadedConfig {
  const mode: ServerMode = env.NODE_ENV === 'production' ? 'production' : 'demo';
  const dataDir = env.DATA_DIR ?? DEFAULT_DATA_DIR;
  // Always: PGlite's files and the generated JWT secret live there without DATABASE_URL, and older
  // versions' uploads are read from it; the readiness check watches its free space.
  preparePrivateDirectory(dataDir);
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    mode,
    port: portFrom(env.PORT),
    host: env.HOST?.trim() || (mode === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl,
    ...adminAccountFrom(env, mode),
    jwtSecret: jwtSecretFrom(env, dataDir, mode, databaseUrl),
    sms: smsSettingsFrom(env, mode),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    company: companyFrom(env.COMPANY_FILE),
    fileStorage: fileStorageFrom(env),
    publicUrl: publicUrlFrom(env.PUBLIC_URL),
    webhooks: webhookSettingsFrom(env, mode),
  };
}
