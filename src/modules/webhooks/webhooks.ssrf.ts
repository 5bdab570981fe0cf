import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The server-side request forgery guard (docs/webhooks.md): a webhook reaches global unicast
 * addresses only, unless the operator allows internal targets (WEBHOOK_ALLOW_PRIVATE_TARGETS).
 *
 * An allowlist, not a list of what is internal: an IPv6 address must lie in 2000::/3, the global
 * unicast space, and outside the special-purpose blocks in it. So every form that embeds,
 * translates or tunnels an IPv4 address (IPv4-mapped and -compatible, NAT64 64:ff9b::/96 and
 * 64:ff9b:1::/48, SIIT, 6to4 2002::/16, Teredo 2001::/32) is refused whatever it carries: where
 * it leads depends on gateways this server cannot see.
 */
const notGlobalIpv4 = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.31.196.0', 24], // AS112
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['192.175.48.0', 24], // AS112 direct delegation
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  notGlobalIpv4.addSubnet(network, bits, 'ipv4');

const globalUnicastIpv6 = new BlockList();
globalUnicastIpv6.addSubnet('2000::', 3, 'ipv6');
const specialPurposeIpv6 = new BlockList();
for (const [network, bits] of [
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID, AMT, AS112
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['3fff::', 20], // documentation
] as const)
  specialPurposeIpv6.addSubnet(network, bits, 'ipv6');

/** True only for a global unicast address (see above); anything else, a non-address included, is false. */
export function isPublicAddress(address: string): boolean {
  try {
    const family = isIP(address);
    if (family === 4) return !notGlobalIpv4.check(address, 'ipv4');
    if (family === 6) return globalUnicastIpv6.check(address, 'ipv6') && !specialPurposeIpv6.check(address, 'ipv6');
  } catch {
    // An address BlockList cannot read (e.g. one with a zone index) is not a public one.
  }
  return false;
}

const METADATA_HOSTS = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data']);

/**
 * A target this server will not connect to. It never says why: "internal", "does not resolve"
 * and "resolves to 10.0.0.5" would let anyone who may subscribe a webhook map the network
 * around the server and query its resolver.
 */
export class UnsafeTargetError extends Error {
  constructor() {
    super('the host is not a public internet address, or does not resolve to one');
  }
}

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

/** A resolver's refusal (ENOTFOUND, EAI_AGAIN, ESERVFAIL…), as opposed to a bug of ours. */
const isResolverError = (error: unknown) =>
  error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';

/**
 * Every address the host resolves to, refused (UnsafeTargetError) when it does not resolve or
 * when any of its addresses is not public and the operator has not allowed that. Checking all of
 * them, not the first, means a name with one public and one internal address cannot be used to
 * reach the internal one.
 */
export async function resolveSafely(
  host: string,
  allowPrivate: boolean,
  lookupHost: HostLookup = systemLookup,
): Promise<Array<{ address: string; family: number }>> {
  if (!allowPrivate && internalByName(host)) throw new UnsafeTargetError();
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookupHost(host);
  } catch (error) {
    if (isResolverError(error)) throw new UnsafeTargetError();
    throw error;
  }
  if (addresses.length === 0) throw new UnsafeTargetError();
  if (!allowPrivate && !addresses.every((entry) => isPublicAddress(entry.address))) throw new UnsafeTargetError();
  return addresses;
}

/** A space or a control character (C0, DEL, C1): the URL parser would drop a CR, LF or tab without a word. */
function hasUnsafeCharacter(raw: string): boolean {
  for (let index = 0; index < raw.length; index++) {
    const code = raw.charCodeAt(index);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** Why a subscription URL is refused before any address is looked up, or null. */
export function urlProblem(raw: string, allowPrivate: boolean): string | null {
  if (hasUnsafeCharacter(raw)) return 'must not contain spaces, line breaks or other control characters';
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
