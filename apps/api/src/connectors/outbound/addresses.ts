import { BlockList, isIPv4, isIPv6 } from 'node:net';

// Ranges an outbound request never reaches (IANA special-purpose registries): the server's own
// host, its private networks and the cloud metadata service (169.254.169.254) among them.
const V4: [string, number, string][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared (CGNAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];
const V6: [string, number, string][] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['64:ff9b:1::', 48, 'local NAT64'],
  ['100::', 64, 'discard'],
  ['2001::', 32, 'Teredo'],
  ['2001:db8::', 32, 'documentation'],
  ['fc00::', 7, 'unique local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

const reasons = (ranges: [string, number, string][], type: 'ipv4' | 'ipv6') =>
  ranges.map(([net, prefix, why]) => {
    const list = new BlockList();
    list.addSubnet(net, prefix, type);
    return { list, why };
  });
const v4 = reasons(V4, 'ipv4');
const v6 = reasons(V6, 'ipv6');

/** The 16 bytes of a valid IPv6 address (a trailing dotted quad included). */
function bytes6(ip: string): number[] {
  const [head = '', tail] = ip.split('::');
  const groups = (part: string) =>
    part
      ? part
          .split(':')
          .flatMap((g) => (g.includes('.') ? g.split('.').map(Number) : [parseInt(g, 16) >> 8, parseInt(g, 16) & 255]))
      : [];
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  return [...left, ...Array(16 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address an IPv6 one carries (mapped, compatible, NAT64, 6to4), if any. */
function embedded4(b: number[]): string | undefined {
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const quad = (at: number) => b.slice(at, at + 4).join('.');
  if (zero(0, 10) && b[10] === 255 && b[11] === 255) return quad(12);
  if (zero(0, 12)) return quad(12);
  if (b[0] === 0 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zero(4, 12)) return quad(12);
  if (b[0] === 0x20 && b[1] === 0x02) return quad(2);
  return undefined;
}

/**
 * Why an address may not be reached (for the log), or undefined when it is public. IPv6 forms
 * that carry an IPv4 address (::ffff:127.0.0.1, 64:ff9b::a9fe:a9fe, 2002:7f00:1::) are judged
 * by that address; anything that is not an IP address is refused.
 */
export function forbiddenAddress(address: string): string | undefined {
  const ip = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(ip)) return v4.find((r) => r.list.check(ip, 'ipv4'))?.why;
  if (!isIPv6(ip)) return 'not an IP address';
  const own = v6.find((r) => r.list.check(ip, 'ipv6'))?.why;
  if (own) return own;
  const inner = embedded4(bytes6(ip.toLowerCase()));
  const why = inner === undefined ? undefined : forbiddenAddress(inner);
  return why && `${why} (${inner} inside ${ip})`;
}
