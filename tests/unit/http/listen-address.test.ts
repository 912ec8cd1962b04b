import { describe, expect, it } from "vitest";

import { hostnameArgument, listenOptions, withNodeOptions } from "@/lib/http/listen-address";

describe("listen address of the launcher", () => {
  it("reads --hostname in its three spellings", () => {
    expect(hostnameArgument(["--hostname", "127.0.0.1"])).toBe("127.0.0.1");
    expect(hostnameArgument(["--hostname=10.0.0.5"])).toBe("10.0.0.5");
    expect(hostnameArgument(["-H", "localhost"])).toBe("localhost");
    expect(hostnameArgument([])).toBeUndefined();
  });

  it("listens everywhere by default, and on 127.0.0.1 as 'localhost' resolved to IPv4 first", () => {
    expect(listenOptions(undefined)).toEqual({ args: [] });
    expect(listenOptions("127.0.0.1")).toEqual({
      args: ["--hostname", "localhost"],
      nodeOptions: "--dns-result-order=ipv4first",
    });
    expect(listenOptions("10.0.0.5")).toEqual({ args: ["--hostname", "10.0.0.5"] });
    expect(() => listenOptions("127.0.0.2")).toThrow(/127\.0\.0\.1/);
    expect(() => listenOptions("::1")).toThrow(/127\.0\.0\.1/);
  });

  it("adds to NODE_OPTIONS without losing what is there", () => {
    expect(withNodeOptions(undefined, "--a")).toBe("--a");
    expect(withNodeOptions("--max-old-space-size=512", "--a")).toBe("--max-old-space-size=512 --a");
    expect(withNodeOptions("--b", undefined)).toBe("--b");
  });
});
