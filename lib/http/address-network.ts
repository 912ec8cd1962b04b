import { addressBytes } from "@/lib/http/trust-proxy";

// What the limits count as one client (API.md "Security"). An IPv6 client is handed a whole /64 by its provider
// and may take a new address in it for every request (privacy extensions do so on their own), so an IPv6 address
// counts as its /64; an IPv4 address counts as itself.

const IPV6_COUNTED_GROUPS = 4;

/** `2001:db8:a:b:1:2:3:4` → `2001:db8:a:b::/64`; IPv4 addresses (and anything that is no address) unchanged. */
export function countedAddress(address: string): string {
  if (!address.includes(":")) return address;
  const bytes = addressBytes(address);
  if (!bytes || bytes.length !== 16) return address;
  const groups: string[] = [];
  for (let index = 0; index < IPV6_COUNTED_GROUPS * 2; index += 2)
    groups.push(((bytes[index]! << 8) | bytes[index + 1]!).toString(16));
  return `${groups.join(":")}::/64`;
}
