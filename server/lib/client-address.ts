/**
 * Who a client is, for counting: its address as the trusted proxies report it, one key per IPv4
 * address and per IPv6 /64 (what one subscriber or one server is usually given), whatever the
 * spelling (case, leading zeros, "::", an IPv4-mapped IPv6 address, brackets, a zone, a port).
 */
import { isIPv4, isIPv6 } from 'node:net';

/** Fastify's trustProxy for TRUST_PROXY. A number of hops is a function: Fastify reads a bare number as "trust nothing". */
export function trustProxyOption(trust: false | number | string[]): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false || trust === 0) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

export function clientKey(address: string): string {
  let a = address.trim().toLowerCase();
  if (a.startsWith('[')) a = a.slice(1, a.indexOf(']') > 0 ? a.indexOf(']') : undefined);
  const zone = a.indexOf('%');
  if (zone >= 0) a = a.slice(0, zone);
  const withPort = /^([0-9.]+):[0-9]+$/.exec(a);
  if (withPort && isIPv4(withPort[1]!)) a = withPort[1]!;
  if (isIPv4(a)) return a;
  if (!isIPv6(a)) return a;
  const groups = ipv6Groups(a);
  // ::ffff:a.b.c.d is an IPv4 client on a dual-stack socket: the same client as a.b.c.d.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address. */
function ipv6Groups(address: string): number[] {
  let a = address;
  const dotted = /^(.*:)([0-9]+)\.([0-9]+)\.([0-9]+)\.([0-9]+)$/.exec(a);
  if (dotted) {
    const [b1, b2, b3, b4] = dotted.slice(2).map(Number) as [number, number, number, number];
    a = `${dotted[1]}${((b1 << 8) | b2).toString(16)}:${((b3 << 8) | b4).toString(16)}`;
  }
  const [head = '', tail] = a.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
