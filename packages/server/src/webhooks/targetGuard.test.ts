import { describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES as M } from '@nirmaan/core/pure';
import { isIP } from 'node:net';
import { targetRefusal, type Resolver } from './targetGuard.ts';

/** A resolver answering from a table, as DNS would (no network in the tests). */
const dns =
  (answers: Record<string, string[]>): Resolver =>
  async (host) => {
    const found = answers[host] ?? (isIP(host) ? [host] : undefined);
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };

const resolver = dns({
  'hooks.dealer.example': ['203.0.113.7', '2001:db8::7'],
  'public.example': ['93.184.216.34'],
  'inward.example': ['93.184.216.34', '127.0.0.1'],
  'ula.example': ['fd00::5'],
  localhost: ['127.0.0.1', '::1'],
});

describe('the SSRF guard in production (no local targets)', () => {
  it('accepts an https URL whose every address is public', async () => {
    expect(await targetRefusal('https://public.example/hooks', false, resolver)).toBeNull();
    expect(await targetRefusal('https://93.184.216.34:8443/hooks', false, resolver)).toBeNull();
    expect(await targetRefusal('https://[2606:4700::1111]/hooks', false, resolver)).toBeNull();
  });

  it('refuses http, credentials, private, loopback, link-local and unique-local targets, also behind a host name', async () => {
    const refusals: Array<[string, string]> = [
      ['http://public.example/hooks', M.httpsOnly],
      ['ftp://public.example/hooks', M.urlInvalid],
      ['https://user:pass@public.example/hooks', M.credentials],
      ['https://10.0.0.8/hooks', M.privateAddress],
      ['https://172.16.4.1/hooks', M.privateAddress],
      ['https://192.168.0.1/hooks', M.privateAddress],
      ['https://127.0.0.1/hooks', M.privateAddress],
      ['https://169.254.169.254/latest/meta-data', M.privateAddress],
      ['https://100.64.0.1/hooks', M.privateAddress],
      ['https://0.0.0.0/hooks', M.privateAddress],
      ['https://[::1]/hooks', M.privateAddress],
      ['https://[fe80::1]/hooks', M.privateAddress],
      ['https://[fd12:3456::1]/hooks', M.privateAddress],
      ['https://[::ffff:127.0.0.1]/hooks', M.privateAddress],
      ['https://localhost/hooks', M.privateAddress],
      ['https://inward.example/hooks', M.privateAddress],
      ['https://ula.example/hooks', M.privateAddress],
      ['https://hooks.dealer.example/hooks', M.privateAddress], // documentation ranges (reserved) are not public either
      ['https://nowhere.example/hooks', M.unresolvable],
      ['not a url', M.urlInvalid],
    ];
    for (const [url, message] of refusals) expect(await targetRefusal(url, false, resolver), url).toBe(message);
  });
});

describe('the SSRF guard with local targets allowed (development and tests)', () => {
  it('accepts http on loopback but still refuses the other private ranges', async () => {
    expect(await targetRefusal('http://127.0.0.1:4123/hooks', true, resolver)).toBeNull();
    expect(await targetRefusal('http://localhost:4123/hooks', true, resolver)).toBeNull();
    expect(await targetRefusal('http://10.0.0.8/hooks', true, resolver)).toBe(M.privateAddress);
    expect(await targetRefusal('http://ula.example/hooks', true, resolver)).toBe(M.privateAddress);
  });
});
