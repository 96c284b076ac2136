// Which addresses a fetch of a dealer's URL may connect to: public unicast only. Everything a
// URL could use to reach inside the network is refused: loopback, private, shared (CGNAT),
// link-local, unique-local (Fly's private network fdaa::/16 is in fc00::/7), the cloud metadata
// endpoints (169.254.169.254, fd00:ec2::254), unspecified, multicast, reserved and documentation
// ranges, and IPv4 addresses wrapped in IPv6 (mapped, NAT64, 6to4) are judged as
// the IPv4 address they carry.
import { BlockList, isIP } from "node:net";

const REFUSED_V4: [string, number][] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // shared address space (carrier-grade NAT)
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

const refusedV4 = new BlockList();
for (const [network, prefix] of REFUSED_V4) refusedV4.addSubnet(network, prefix, "ipv4");

// IPv6 is allowed only in global unicast (2000::/3), less these ranges within it.
const globalUnicast = new BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");
const refusedV6 = new BlockList();
refusedV6.addSubnet("2001:db8::", 32, "ipv6"); // documentation
refusedV6.addSubnet("2001::", 23, "ipv6"); // IETF protocol assignments (Teredo, ORCHID...)
refusedV6.addSubnet("3fff::", 20, "ipv6"); // documentation

/** The 8 groups of an IPv6 address as numbers (any "::" and dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  return tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** The IPv4 address an IPv6 address carries (mapped, NAT64, 6to4), or null. */
function embeddedIpv4(groups: number[]): string | null {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return v4Of(groups[6]!, groups[7]!); // ::ffff:a.b.c.d
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4Of(groups[6]!, groups[7]!); // 64:ff9b::/96
  if (groups[0] === 0x2002) return v4Of(groups[1]!, groups[2]!); // 6to4
  return null;
}

/** True when `address` (an IPv4 or IPv6 literal) is a public unicast address a fetch may reach. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address.replace(/%.*$/, ""));
  if (version === 4) return !refusedV4.check(address, "ipv4");
  if (version !== 6) return false;
  const groups = ipv6Groups(address);
  const carried = embeddedIpv4(groups);
  if (carried) return isPublicAddress(carried);
  const normal = groups.map((g) => g.toString(16)).join(":");
  return globalUnicast.check(normal, "ipv6") && !refusedV6.check(normal, "ipv6");
}

/** True for 127.0.0.0/8 and ::1 (and ::ffff:127.x): the only addresses the test allowance opens. */
export function isLoopbackAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return address.startsWith("127.");
  if (version !== 6) return false;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1) return true;
  return groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff && groups[6]! >> 8 === 127;
}
