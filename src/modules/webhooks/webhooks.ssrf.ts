import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The server-side request forgery guard (docs/webhooks.md): a webhook may only reach the public
 * internet, unless the operator allows internal targets (WEBHOOK_ALLOW_PRIVATE_TARGETS).
 */
const internal = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  internal.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64 of an IPv4 address (checked through the embedded one too)
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  internal.addSubnet(network, bits, 'ipv6');

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), compatible or NAT64 IPv6 address. */
function embeddedIpv4(address: string): string | null {
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True when the address is loopback, private, link-local, CGNAT, multicast, reserved or unspecified. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return internal.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedIpv4(address);
  if (v4 !== null) return internal.check(v4, 'ipv4');
  return internal.check(address, 'ipv6');
}

const METADATA_HOSTS = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data']);

export class UnsafeTargetError extends Error {}

/** Host names that are internal by name, whatever they resolve to. */
function internalByName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.internal') || METADATA_HOSTS.has(name);
}

/** The URL's host without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/** Every address a host name resolves to (the system resolver by default; tests give their own). */
export type HostLookup = (host: string) => Promise<Array<{ address: string; family: number }>>;

const systemLookup: HostLookup = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Every address the host resolves to, refused (UnsafeTargetError) when any of them is internal and
 * the operator has not allowed that. Checking all of them, not the first, means a name with one
 * public and one internal address cannot be used to reach the internal one.
 */
export async function resolveSafely(
  host: string,
  allowPrivate: boolean,
  lookupHost: HostLookup = systemLookup,
): Promise<Array<{ address: string; family: number }>> {
  if (!allowPrivate && internalByName(host)) throw new UnsafeTargetError(`'${host}' is an internal host name`);
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookupHost(host);
  if (addresses.length === 0) throw new UnsafeTargetError(`'${host}' does not resolve`);
  if (!allowPrivate) {
    const blocked = addresses.find((entry) => isInternalAddress(entry.address));
    if (blocked) throw new UnsafeTargetError(`'${host}' resolves to the internal address ${blocked.address}`);
  }
  return addresses;
}

/** Why a subscription URL is refused before any address is looked up, or null. */
export function urlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a valid URL';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'must start with https://';
  if (url.username || url.password) return 'must not carry a user name or password';
  return null;
}
