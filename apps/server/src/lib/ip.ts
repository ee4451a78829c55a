import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Parses `a.b.c.d/n`, `v6::/n` or a single address into a range; null when it is neither. */
export function parseRange(text: string): Range | null {
  const s = text.trim();
  try {
    if (s.includes('/')) {
      const [addr, bits] = ipaddr.parseCIDR(s);
      return [normalize(addr), addr.kind() === 'ipv6' && normalize(addr).kind() === 'ipv4' ? bits - 96 : bits];
    }
    const addr = normalize(ipaddr.parse(s));
    return [addr, addr.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return null;
  }
}

function normalize(addr: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (addr as ipaddr.IPv6).toIPv4Address();
  }
  return addr;
}

/** The visitor address as text, IPv4-mapped IPv6 shown as plain IPv4. */
export function displayIp(ip: string): string {
  try {
    return normalize(ipaddr.parse(ip)).toString();
  } catch {
    return ip;
  }
}

/**
 * The address a limit counts by: an IPv4 address (IPv4-mapped IPv6 included) as it is, an IPv6
 * address by its /64 (one subscriber's network, whose addresses cost nothing to change).
 */
export function addressKey(ip: string): string {
  const shown = displayIp(ip);
  if (!ipaddr.IPv6.isValid(shown)) return shown;
  const parts = ipaddr.IPv6.parse(shown).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

/** A matcher over a list of ranges; invalid entries never match (they are refused on save). */
export function compileRanges(ranges: readonly string[]): (ip: string) => boolean {
  const parsed = ranges.map(parseRange).filter((r): r is Range => r !== null);
  if (parsed.length === 0) return () => false;
  return (ip: string) => {
    let addr: ipaddr.IPv4 | ipaddr.IPv6;
    try {
      addr = normalize(ipaddr.parse(ip));
    } catch {
      return false;
    }
    return parsed.some(([net, bits]) => net.kind() === addr.kind() && addr.match([net, bits] as never));
  };
}
