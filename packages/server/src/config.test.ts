import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicUrlFrom, trustProxyFrom } from './config.ts';
import { temporaryDirectory } from './testing/temporaryDirectory.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or blank: the TCP peer is the client', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('  ')).toBe(false);
  });

  it('takes proxy addresses, CIDR blocks and the named ranges, separated by commas', () => {
    expect(trustProxyFrom('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trustProxyFrom('127.0.0.1, ::1,198.51.100.0/24, 2001:db8::/32, loopback')).toEqual([
      '127.0.0.1',
      '::1',
      '198.51.100.0/24',
      '2001:db8::/32',
      'loopback',
    ]);
  });

  it('refuses anything else with a message that names the variable, rather than trusting every client', () => {
    for (const value of ['true', '1', 'proxy.internal', '127.0.0.1/33', '::1/129', '127.0.0.1,', '10.0.0.1/8/2', '999.1.1.1']) {
      expect(() => trustProxyFrom(value), value).toThrow(`TRUST_PROXY must be a comma-separated list of proxy addresses or CIDR blocks, not "${value}"`);
    }
  });
});

describe('TRUST_PROXY values that would trust every client', () => {
  it('refuses a /0 block and anything Fastify itself cannot parse, instead of passing and crashing the start', () => {
    for (const value of ['0.0.0.0/0', '::/0', '10.0.0.0/0, 127.0.0.1', '127.0.0.1/000']) {
      expect(() => trustProxyFrom(value), value).toThrow(`TRUST_PROXY must be a comma-separated list of proxy addresses or CIDR blocks, not "${value}"`);
    }
    expect(trustProxyFrom('10.0.0.0/8')).toEqual(['10.0.0.0/8']);
  });
});

describe('the two modes', () => {
  const dataDir = temporaryDirectory('nirmaan-config-');
  const base = { DATA_DIR: dataDir };

  it('runs in demo mode by default, on loopback only, with the dev outbox', () => {
    const config = loadConfig(base);
    expect(config.mode).toBe('demo');
    expect(config.host).toBe('127.0.0.1');
    expect(config.sms).toEqual({ provider: 'dev' });
  });

  it('runs in production mode with NODE_ENV=production, on every interface, with no SMS unless a provider is set', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'production' });
    expect(config.mode).toBe('production');
    expect(config.host).toBe('0.0.0.0');
    expect(config.sms).toEqual({ provider: 'none' });
    expect(loadConfig({ ...base, NODE_ENV: 'production', HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
  });

  it('refuses a weak first admin password in production, and one of ADMIN_EMAIL / ADMIN_PASSWORD without the other', () => {
    const production = { ...base, NODE_ENV: 'production', ADMIN_EMAIL: 'ops@builders.example' };
    for (const weak of ['admin1234', 'short', 'password1234', 'qwertyuiop123', 'Password@1234', 'aaaaaaaaaaaaaaaa']) {
      expect(() => loadConfig({ ...production, ADMIN_PASSWORD: weak }), weak).toThrow(ConfigError);
    }
    expect(() => loadConfig({ ...production, ADMIN_PASSWORD: 'admin1234' })).toThrow('ADMIN_PASSWORD must be at least 12 characters');
    expect(loadConfig({ ...production, ADMIN_PASSWORD: 'tamarind-crane-velvet-61' }).adminEmail).toBe('ops@builders.example');
    expect(() => loadConfig({ ...base, ADMIN_EMAIL: 'ops@builders.example' })).toThrow('ADMIN_EMAIL and ADMIN_PASSWORD go together');
    // Demo mode takes any password: it is a demo.
    expect(loadConfig({ ...base, ADMIN_EMAIL: 'ops@builders.example', ADMIN_PASSWORD: 'admin1234' }).adminPassword).toBe('admin1234');
  });

  it('refuses a short JWT_SECRET in production', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', JWT_SECRET: 'secret' })).toThrow('JWT_SECRET must be at least 32 characters in production');
  });

  it('keeps a generated JWT secret in the data directory without DATABASE_URL, and leaves it to the shared database with it', () => {
    const alone = join(dataDir, 'alone');
    const secret = loadConfig({ DATA_DIR: alone }).jwtSecret;
    expect(secret).toBeInstanceOf(Uint8Array);
    expect(loadConfig({ DATA_DIR: alone }).jwtSecret).toEqual(secret);
    const shared = join(dataDir, 'shared');
    expect(loadConfig({ DATA_DIR: shared, DATABASE_URL: 'postgresql://db.internal/nirmaan' }).jwtSecret).toBe('database');
    expect(existsSync(join(shared, 'jwt-secret'))).toBe(false);
    const given = loadConfig({ DATA_DIR: shared, DATABASE_URL: 'postgresql://db.internal/nirmaan', JWT_SECRET: 'x'.repeat(40) }).jwtSecret;
    expect(given).toEqual(new TextEncoder().encode('x'.repeat(40)));
  });

  it('names DATA_DIR when it cannot be used, rather than failing deep inside the database engine', () => {
    const file = join(dataDir, 'not-a-directory');
    writeFileSync(file, 'x');
    expect(() => loadConfig({ DATA_DIR: join(file, 'data') })).toThrow(`DATA_DIR ${join(file, 'data')} cannot be used (ENOTDIR)`);
  });

  it('keeps the data directory private to the server: 0700', () => {
    const fresh = join(dataDir, 'fresh');
    loadConfig({ DATA_DIR: fresh });
    expect(statSync(fresh).mode & 0o777).toBe(0o700);
  });
});

describe('PUBLIC_URL', () => {
  it("is the site's origin, without a trailing slash; unset or blank is none", () => {
    expect(publicUrlFrom(undefined)).toBeUndefined();
    expect(publicUrlFrom(' ')).toBeUndefined();
    expect(publicUrlFrom('https://nirmaan.in/')).toBe('https://nirmaan.in');
    expect(publicUrlFrom('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });

  it('refuses anything but an http(s) origin', () => {
    for (const value of [
      'nirmaan.in',
      'javascript:alert(1)',
      'ftp://nirmaan.in',
      'https://nirmaan.in/shop',
      'https://user:pw@nirmaan.in',
      'https://nirmaan.in/?a=1',
    ])
      expect(() => publicUrlFrom(value), value).toThrow(ConfigError);
  });
});
