import ipaddr from 'ipaddr.js';
import type { LookupFunction } from 'node:net';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { WEBHOOK_MESSAGES as M, WEBHOOK_URL_MAX_LENGTH } from '@nirmaan/core/pure';

/*
 * The SSRF guard (docs/webhooks.md "Where deliveries may go"): a webhook URL names a server the
 * marketplace will POST to, so it must not reach the marketplace's own network. Only https: targets
 * whose every resolved address is public unicast (ipaddr.js's range 'unicast': not private,
 * loopback, link-local, unique-local, carrier-grade NAT, multicast, reserved, …, IPv4 and IPv6,
 * IPv4-mapped IPv6 judged as IPv4). Checked when an endpoint is saved, and again at each delivery
 * on the address the connection then uses (no second lookup to rebind), and redirects are never
 * followed. With allowLocal (WEBHOOK_ALLOW_LOCAL_TARGETS, development and tests), http: and
 * loopback addresses are allowed too; other private ranges are not.
 */

/** Whether a delivery may connect to this address. */
export function addressAllowed(address: string, allowLocal: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  return range === 'unicast' || (allowLocal && range === 'loopback');
}

/** Why a URL cannot be an endpoint before any lookup (scheme, credentials, a literal address), or null. */
export function urlRefusal(text: string, allowLocal: boolean): string | null {
  if (text.length > WEBHOOK_URL_MAX_LENGTH || !URL.canParse(text)) return M.urlInvalid;
  const url = new URL(text);
  if (url.protocol !== 'https:' && !(allowLocal && url.protocol === 'http:')) return url.protocol === 'http:' ? M.httpsOnly : M.urlInvalid;
  if (url.username || url.password) return M.credentials;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) return M.urlInvalid;
  if (isIP(host) !== 0 && !addressAllowed(host, allowLocal)) return M.privateAddress;
  return null;
}

/** Resolves a host name to every address it has (a literal address is itself). */
export type Resolver = (host: string) => Promise<string[]>;

/** The system resolver (what Node's https would use). */
export const systemResolver: Resolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** Why a URL cannot be an endpoint (urlRefusal, then its host's every address), or null. */
export async function targetRefusal(text: string, allowLocal: boolean, resolve: Resolver = systemResolver): Promise<string | null> {
  const refusal = urlRefusal(text, allowLocal);
  if (refusal) return refusal;
  const host = new URL(text).hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return M.unresolvable;
  }
  if (addresses.length === 0) return M.unresolvable;
  return addresses.every((address) => addressAllowed(address, allowLocal)) ? null : M.privateAddress;
}

/**
 * A `lookup` for node:http(s) requests that resolves the host once and refuses the connection
 * unless every address is allowed: the socket connects to the address checked, so a DNS answer
 * that changes between the check and the connection cannot point it inward.
 */
export function guardedLookup(allowLocal: boolean, resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.length === 0 || !addresses.every((address) => addressAllowed(address, allowLocal));
        if (refused) return callback(new Error(`refused: ${hostname} resolves to a private address`), '', 4);
        const [first] = addresses as [string];
        if (options.all)
          return (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: first, family: isIP(first) }]);
        return callback(null, first, isIP(first));
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}
