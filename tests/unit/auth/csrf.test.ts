import { describe, expect, it } from "vitest";

import { isCrossSiteRequest } from "@/lib/auth/csrf";

const SITE = ["https://www.autopremium.com.br"];
const headers = (values: Record<string, string>) => new Headers(values);

describe("isCrossSiteRequest", () => {
  it("lets reads through whatever their origin", () => {
    expect(
      isCrossSiteRequest("GET", headers({ origin: "https://evil.example", host: "app.local" }), SITE),
    ).toBe(false);
    expect(isCrossSiteRequest("HEAD", headers({ "sec-fetch-site": "cross-site" }), SITE)).toBe(false);
  });

  it("accepts the request's own host and the configured site origin", () => {
    expect(
      isCrossSiteRequest("POST", headers({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }), SITE),
    ).toBe(false);
    expect(
      isCrossSiteRequest(
        "PUT",
        headers({ origin: "https://www.autopremium.com.br", host: "10.0.0.5:3000" }),
        SITE,
      ),
    ).toBe(false);
    expect(
      isCrossSiteRequest(
        "DELETE",
        headers({ origin: "https://loja.example", "x-forwarded-host": "loja.example", host: "10.0.0.5" }),
        SITE,
      ),
    ).toBe(false);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "post"])("refuses %s from another origin", (method) => {
    expect(
      isCrossSiteRequest(
        method,
        headers({ origin: "https://evil.example", host: "www.autopremium.com.br" }),
        SITE,
      ),
    ).toBe(true);
  });

  it("refuses opaque and malformed origins", () => {
    expect(isCrossSiteRequest("POST", headers({ origin: "null", host: "a.local" }), SITE)).toBe(true);
    expect(isCrossSiteRequest("POST", headers({ origin: "not a url", host: "a.local" }), SITE)).toBe(true);
  });

  it("falls back to Sec-Fetch-Site without an Origin", () => {
    expect(isCrossSiteRequest("POST", headers({ "sec-fetch-site": "cross-site" }), SITE)).toBe(true);
    expect(isCrossSiteRequest("POST", headers({ "sec-fetch-site": "same-origin" }), SITE)).toBe(false);
    expect(isCrossSiteRequest("POST", headers({}), SITE)).toBe(false);
  });
});
