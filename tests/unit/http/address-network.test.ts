import { describe, expect, it } from "vitest";

import { countedAddress } from "@/lib/http/address-network";

describe("countedAddress", () => {
  it("counts an IPv6 address as its /64, however it is written", () => {
    for (const address of [
      "2001:db8:a:b:1:2:3:4",
      "2001:0db8:000a:000b::1",
      "2001:DB8:A:B::ffff:1.2.3.4",
      "[2001:db8:a:b::9]",
      "2001:db8:a:b::9%eth0",
    ])
      expect(countedAddress(address), address).toBe("2001:db8:a:b::/64");
    expect(countedAddress("::1")).toBe("0:0:0:0::/64");
    expect(countedAddress("2001:db8:a:c::1")).not.toBe(countedAddress("2001:db8:a:b::1"));
  });

  it("keeps IPv4 addresses and what is no address as they are", () => {
    expect(countedAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(countedAddress("unknown")).toBe("unknown");
    expect(countedAddress("not:an:address")).toBe("not:an:address");
  });
});
