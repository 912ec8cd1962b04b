import { isIP } from "node:net";

// Which peers count as reverse proxies (TRUST_PROXY), and the client address a request resolves to: the
// socket's peer, unless that peer is a trusted proxy; then the right-most X-Forwarded-For entry that is not
// itself a trusted proxy (the address the outermost trusted proxy saw). A client talking to the app directly
// is never a trusted proxy, so whatever X-Forwarded-For it sends is ignored.

export type TrustProxy = (address: string) => boolean;

type Range = { bytes: Uint8Array; prefix: number };

const MAX_ADDRESS_LENGTH = 100;

/** 4 or 16 bytes of an IP address; IPv4-mapped IPv6 (`::ffff:1.2.3.4`) is read as the IPv4 address. */
export function addressBytes(raw: string): Uint8Array | null {
  let address = raw.trim();
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  const zone = address.indexOf("%");
  if (zone >= 0) address = address.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) address = mapped[1]!;
  const version = isIP(address);
  if (version === 4) return Uint8Array.from(address.split(".").map(Number));
  if (version !== 6) return null;
  // Expand "::" and a trailing dotted IPv4 part into eight 16-bit groups.
  let text = address;
  // isIP already accepted the address, so a dot can only belong to a trailing IPv4 part after the last colon.
  const dotted = text.slice(text.lastIndexOf(":") + 1);
  if (dotted.includes(".")) {
    const [a, b, c, d] = dotted.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups];
  if (groups.length !== 8) return null;
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    const value = parseInt(group, 16);
    bytes[index * 2] = value >> 8;
    bytes[index * 2 + 1] = value & 0xff;
  });
  return bytes;
}

function parseRange(entry: string): Range {
  const [address = "", prefixText] = entry.split("/");
  const bytes = addressBytes(address);
  if (!bytes) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR range`);
  const bits = bytes.length * 8;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (
    !Number.isInteger(prefix) ||
    prefix < 0 ||
    prefix > bits ||
    (prefixText !== undefined && !/^\d+$/.test(prefixText))
  ) {
    throw new Error(`TRUST_PROXY: "${entry}" has an invalid prefix length`);
  }
  return { bytes, prefix };
}

function inRange(bytes: Uint8Array, range: Range): boolean {
  if (bytes.length !== range.bytes.length) return false;
  let bits = range.prefix;
  for (let index = 0; bits > 0; index++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if ((bytes[index]! & mask) !== (range.bytes[index]! & mask)) return false;
  }
  return true;
}

const LOOPBACK = ["127.0.0.0/8", "::1/128"];

/**
 * The TRUST_PROXY setting as a predicate: unset or empty trusts nobody; `loopback` trusts 127.0.0.0/8 and ::1;
 * otherwise a comma-separated list of addresses and CIDR ranges (which may include `loopback`). Throws on an
 * entry that is neither, so a typo stops the start instead of silently trusting nobody.
 */
export function parseTrustProxy(setting: string | undefined): TrustProxy {
  const entries = (setting ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => (entry.toLowerCase() === "loopback" ? LOOPBACK : [entry]));
  if (!entries.length) return () => false;
  const ranges = entries.map(parseRange);
  return (address) => {
    const bytes = addressBytes(address);
    return bytes !== null && ranges.some((range) => inRange(bytes, range));
  };
}

/** The entries of X-Forwarded-For header values (a repeated header counts as one list, in order). */
function forwardedEntries(forwardedFor: string | readonly string[] | undefined): string[] {
  const values = typeof forwardedFor === "string" ? [forwardedFor] : (forwardedFor ?? []);
  return values
    .flatMap((value) => value.split(","))
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The client address of a request whose socket peer is `peer` (see the top of this file). */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  trusted: TrustProxy,
): string {
  let address = peer?.trim() || "unknown";
  if (trusted(address)) {
    for (const entry of forwardedEntries(forwardedFor).reverse()) {
      address = entry;
      if (!trusted(entry)) break;
    }
  }
  // Node reports IPv4 peers of a dual-stack socket as ::ffff:a.b.c.d: one client, one spelling.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (mapped ? mapped[1]! : address).slice(0, MAX_ADDRESS_LENGTH);
}
