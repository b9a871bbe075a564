/**
 * Fetching a URL the owner configured (FEED_URL) without letting it reach what the server alone
 * can reach: every address a host name resolves to is checked when the connection is made (so a
 * second DNS answer cannot swap in another), and redirects are followed only on the same origin.
 */
import dns from 'node:dns';
import net from 'node:net';
import { Agent, fetch, type Response } from 'undici';

/** Why a fetch was refused before any byte went out. */
export class RefusedAddress extends Error {}

/** Loopback, private, link-local, shared, unspecified and other non-public ranges. */
const BLOCKED = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  BLOCKED.addSubnet(address, prefix, 'ipv4');
}
// (IPv4-mapped IPv6 addresses are judged as their IPv4 address in isPublicAddress: a
// ::ffff:0:0/96 rule here would also match every IPv4 address.)
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(address, prefix, 'ipv6');
}

/** Whether `address` (an IP) is one a public fetch may connect to. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
  if (family === 'ipv6' && address.toLowerCase().startsWith('::ffff:')) {
    // An IPv4 address written as IPv6 is judged as the IPv4 one.
    const v4 = address.slice(7);
    if (net.isIPv4(v4)) return !BLOCKED.check(v4, 'ipv4');
  }
  return !BLOCKED.check(address, family);
}

/** dns.lookup that fails for a name resolving to any non-public address. */
const publicLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      const reason = new RefusedAddress(
        `${hostname} resolves to ${refused?.address ?? 'nothing'}, which is not a public address`,
      );
      return callback(reason as NodeJS.ErrnoException, '', 4);
    }
    if (options.all) return callback(null, addresses as never);
    const [first] = addresses;
    return callback(null, first!.address, first!.family);
  });
};

const publicAgent = new Agent({ connect: { lookup: publicLookup } });
const anyAgent = new Agent();

export type PublicFetchOptions = {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the URL reach loopback and private addresses (FEED_ALLOW_PRIVATE). */
  allowPrivate?: boolean;
  /** How many same-origin redirects are followed. @default 3 */
  maxRedirects?: number;
};

/** The error a refused redirect throws; its message names where it led. */
export class RefusedRedirect extends Error {}

/**
 * GET `url`, following at most `maxRedirects` redirects that stay on its origin. A literal IP
 * in the URL is checked like a resolved one.
 */
export async function publicFetch(
  url: string,
  options: PublicFetchOptions = {},
): Promise<Response> {
  const origin = new URL(url).origin;
  let current = new URL(url);
  for (let hop = 0; ; hop++) {
    const host = current.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivate && net.isIP(host) && !isPublicAddress(host)) {
      throw new RefusedAddress(`${host} is not a public address`);
    }
    const response = await fetch(current, {
      headers: options.headers,
      signal: options.signal,
      redirect: 'manual',
      dispatcher: options.allowPrivate ? anyAgent : publicAgent,
    });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    await response.body?.cancel().catch(() => {});
    const next = new URL(location, current);
    if (next.origin !== origin) {
      throw new RefusedRedirect(`redirected to another host (${next.host})`);
    }
    if (hop >= (options.maxRedirects ?? 3)) throw new RefusedRedirect('redirected too many times');
    current = next;
  }
}
