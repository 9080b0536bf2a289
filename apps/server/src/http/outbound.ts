import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';

/**
 * The one HTTP client for requests made on a user's behalf (bot webhooks): it reaches public addresses,
 * and private ones only where the operator allowed them. The address is checked where the socket connects
 * (after DNS), so a name that resolves to a private address, or resolves again to one later (rebinding), is
 * refused like the address itself. Redirects are never followed, and only the first bytes of an answer are
 * read. ipaddr.js classifies addresses (every notation the URL parser leaves, IPv4-mapped IPv6 included);
 * undici's connect hook is where the check runs.
 */

/** Why a request never left: the address is not one a user may reach. */
export class OutboundRefused extends Error {
  constructor() {
    super('the address is not a public one');
  }
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** A host the operator named: any port unless one is given; under a path when written as a URL. */
interface NamedHost {
  hostname: string;
  port?: string;
  origin?: string;
  pathPrefix?: string;
}

export interface OutboundAllowList {
  hosts: NamedHost[];
  /** Address ranges (CIDR) a request may connect to although they are private. */
  ranges: Range[];
}

function namedHost(entry: string): NamedHost {
  if (entry.includes('://')) {
    if (!URL.canParse(entry)) throw new Error(`not a URL: ${entry}`);
    const url = new URL(entry);
    return { hostname: url.hostname, origin: url.origin, pathPrefix: url.pathname };
  }
  if (!URL.canParse(`http://${entry}`)) throw new Error(`not a host: ${entry}`);
  const port = /:(\d+)$/.exec(entry)?.[1];
  return { hostname: new URL(`http://${entry}`).hostname, ...(port ? { port } : {}) };
}

/**
 * Reads the operator's allow-list: comma-separated hosts (`chat.lan`, `chat.lan:8443`), URL prefixes
 * (`http://127.0.0.1:8090/webhooks/`) and CIDR ranges (`10.20.0.0/16`, `fd00::/8`). Throws on a bad entry.
 */
export function parseAllowList(text: string | undefined): OutboundAllowList {
  const allowList: OutboundAllowList = { hosts: [], ranges: [] };
  for (const entry of (text ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    if (entry.includes('/') && !entry.includes('://')) {
      if (!ipaddr.isValidCIDR(entry)) throw new Error(`not a CIDR range: ${entry}`);
      allowList.ranges.push(ipaddr.parseCIDR(entry));
    } else allowList.hosts.push(namedHost(entry));
  }
  return allowList;
}

/** Public unicast only: not loopback, private, link-local, CGNAT, multicast, unspecified, reserved, NAT64. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

function inRanges(address: string, ranges: Range[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return ranges.some(([base, bits]) => parsed.kind() === base.kind() && parsed.match(base, bits));
}

/** The address with IPv6 brackets taken off, or null for a name. */
function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(bare) ? bare : null;
}

function defaultPort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/** The operator named this host (with its port, or under this URL prefix): reachable whatever its address. */
export function isAllowedByName(url: URL, allowList: OutboundAllowList): boolean {
  return allowList.hosts.some((host) => {
    if (host.origin) return url.origin === host.origin && url.pathname.startsWith(host.pathPrefix ?? '/');
    return host.hostname === url.hostname && (!host.port || host.port === defaultPort(url));
  });
}

export function mayConnectTo(address: string, allowList: OutboundAllowList): boolean {
  return isPublicAddress(address) || inRanges(address, allowList.ranges);
}

/**
 * What can be told before any DNS: the URL is http(s) and, when its host is written as an address, that
 * address may be reached. A name is checked again when it is resolved.
 */
export function mayRequest(url: URL, allowList: OutboundAllowList): boolean {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  if (isAllowedByName(url, allowList)) return true;
  const literal = literalAddress(url.hostname);
  return literal === null || mayConnectTo(literal, allowList);
}

/** Resolves as `dns.lookup` does, and fails when any address the name has may not be reached. */
function guardedLookup(allowList: OutboundAllowList): LookupFunction {
  return (hostname, options: LookupOptions, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (!addresses.length || addresses.some(({ address }) => !mayConnectTo(address, allowList)))
        return callback(new OutboundRefused(), '', 0);
      if (options.all) return (callback as (e: null, all: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** The refusal a connect error carries, however deep undici wrapped it. */
function refusedWithin(error: unknown): OutboundRefused | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if (cause instanceof OutboundRefused) return cause;
  return undefined;
}

export interface OutboundAnswer {
  status: number;
  /** The answer's first bytes, as text: enough for a platform's error code, never more. */
  head: string;
}

export interface OutboundRequest {
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** Bytes of an answer read at most: the platforms' status bodies are far shorter. */
const ANSWER_HEAD_BYTES = 4096;

export type OutboundClient = ReturnType<typeof createOutboundClient>;

export function createOutboundClient(allowList: OutboundAllowList) {
  const guarded = new Agent({ connect: { lookup: guardedLookup(allowList) } });
  // Hosts the operator named are trusted by name, so their private addresses need no range of their own.
  const named = new Agent();

  async function readHead(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= ANSWER_HEAD_BYTES) break;
    }
    body.destroy();
    return Buffer.concat(chunks).subarray(0, ANSWER_HEAD_BYTES).toString('utf8');
  }

  return {
    allowList,
    /** Sends one request; throws OutboundRefused for an address a user may not reach. Redirects come back as they are. */
    async send(target: string, init: OutboundRequest): Promise<OutboundAnswer> {
      const url = new URL(target);
      if (!mayRequest(url, allowList)) throw new OutboundRefused();
      const answer = await request(url, {
        method: init.method,
        headers: init.headers,
        body: init.body,
        dispatcher: isAllowedByName(url, allowList) ? named : guarded,
        signal: AbortSignal.timeout(init.timeoutMs),
      }).catch((error: unknown) => {
        throw refusedWithin(error) ?? error;
      });
      return { status: answer.statusCode, head: await readHead(answer.body) };
    },
    async close() {
      await Promise.all([guarded.close(), named.close()]);
    },
  };
}
