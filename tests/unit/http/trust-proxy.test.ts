import { describe, expect, it } from "vitest";

import { parseTrustProxy, resolveClientAddress } from "@/lib/http/trust-proxy";

describe("parseTrustProxy", () => {
  it("trusts nobody when unset or empty", () => {
    for (const setting of [undefined, "", " , "]) {
      const trusted = parseTrustProxy(setting);
      expect(trusted("127.0.0.1")).toBe(false);
      expect(trusted("::1")).toBe(false);
    }
  });

  it("reads loopback as 127.0.0.0/8 and ::1, IPv4-mapped spellings included", () => {
    const trusted = parseTrustProxy("loopback");
    for (const address of ["127.0.0.1", "127.9.8.7", "::1", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"])
      expect(trusted(address)).toBe(true);
    for (const address of ["128.0.0.1", "10.0.0.1", "::2", "fe80::1", "garbage", ""])
      expect(trusted(address)).toBe(false);
  });

  it("reads a list of addresses and CIDR ranges, IPv6 too", () => {
    const trusted = parseTrustProxy("10.0.0.0/8, 192.168.1.10, 2001:db8::/32, loopback");
    expect(trusted("10.200.3.4")).toBe(true);
    expect(trusted("192.168.1.10")).toBe(true);
    expect(trusted("192.168.1.11")).toBe(false);
    expect(trusted("2001:db8:1::5")).toBe(true);
    expect(trusted("2001:db9::5")).toBe(false);
    expect(trusted("127.0.0.1")).toBe(true);
    expect(parseTrustProxy("172.16.0.0/12")("172.31.255.255")).toBe(true);
    expect(parseTrustProxy("172.16.0.0/12")("172.32.0.0")).toBe(false);
  });

  it("refuses an entry that is no address or range", () => {
    expect(() => parseTrustProxy("localhost")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("10.0.0.0/x")).toThrow(/TRUST_PROXY/);
  });
});

describe("resolveClientAddress", () => {
  const none = parseTrustProxy(undefined);
  const loopback = parseTrustProxy("loopback");

  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("203.0.113.9", "198.51.100.1", none)).toBe("203.0.113.9");
    expect(resolveClientAddress("127.0.0.1", "198.51.100.1", none)).toBe("127.0.0.1");
    expect(resolveClientAddress("::ffff:203.0.113.9", undefined, none)).toBe("203.0.113.9");
    expect(resolveClientAddress(undefined, "198.51.100.1", none)).toBe("unknown");
  });

  it("is the peer when the peer is not a trusted proxy", () => {
    expect(resolveClientAddress("203.0.113.9", "198.51.100.1", loopback)).toBe("203.0.113.9");
  });

  it("behind a trusted proxy, is the right-most X-Forwarded-For entry that is not a trusted proxy", () => {
    // The client sent a spoofed entry; nginx appended the address it saw.
    expect(resolveClientAddress("127.0.0.1", "6.6.6.6, 203.0.113.9", loopback)).toBe("203.0.113.9");
    expect(resolveClientAddress("127.0.0.1", ["6.6.6.6", "203.0.113.9, 127.0.0.1"], loopback)).toBe(
      "203.0.113.9",
    );
    const twoHops = parseTrustProxy("127.0.0.1, 10.0.0.0/8");
    expect(resolveClientAddress("127.0.0.1", "6.6.6.6, 198.51.100.7, 10.1.2.3", twoHops)).toBe(
      "198.51.100.7",
    );
  });

  it("behind a trusted proxy without X-Forwarded-For, or with only trusted entries, stays as near the client as it can", () => {
    expect(resolveClientAddress("127.0.0.1", undefined, loopback)).toBe("127.0.0.1");
    expect(resolveClientAddress("127.0.0.1", "127.0.0.5", loopback)).toBe("127.0.0.5");
  });
});
