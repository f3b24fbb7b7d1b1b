import { describe, expect, it } from 'vitest';
import { trustProxyFrom } from './config.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or blank: the TCP peer is the client', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('  ')).toBe(false);
  });

  it('takes proxy addresses, CIDR blocks and the named ranges, separated by commas', () => {
    expect(trustProxyFrom('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trustProxyFrom('127.0.0.1, ::1,198.51.100.0/24, 2001:db8::/32, loopback')).toEqual(['127.0.0.1', '::1', '198.51.100.0/24', '2001:db8::/32', 'loopback']);
  });

  it('refuses anything else with a message that names the variable, rather than trusting every client', () => {
    for (const value of ['true', '1', 'proxy.internal', '127.0.0.1/33', '::1/129', '127.0.0.1,', '10.0.0.1/8/2', '999.1.1.1']) {
      expect(() => trustProxyFrom(value), value).toThrow(`TRUST_PROXY must be a comma-separated list of proxy addresses or CIDR blocks, not "${value}"`);
    }
  });
});
