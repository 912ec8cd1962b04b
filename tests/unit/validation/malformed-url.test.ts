import { describe, expect, it } from "vitest";

import { config } from "@/middleware";
import { isDecodablePath, malformedUrlResponse, SUSPICIOUS_ENCODING_MATCHER } from "@/lib/http/malformed-url";
import { MALFORMED_URL } from "@/lib/http/messages";

// The regular expression Next builds from the matcher's custom parameter pattern, for the paths below.
const suspicious = new RegExp(`^/${SUSPICIOUS_ENCODING_MATCHER.slice("/:path".length)}$`);

describe("malformed percent-encodings", () => {
  it("the middleware matcher lists the suspicious-encoding source", () => {
    expect(config.matcher).toContain(SUSPICIOUS_ENCODING_MATCHER);
  });

  it.each([
    "/api/users/check/%E0%A4%A",
    "/api/cars/%C0%AE%C0%AE%2F",
    "/api/%",
    "/car/%zz",
    "/%FF%FE",
    "/media/x%A",
  ])("%s is matched and does not decode", (path) => {
    expect(suspicious.test(path)).toBe(true);
    expect(isDecodablePath(path)).toBe(false);
  });

  it.each([
    "/api/cars/cmwrs9aum0001x67d8iuk0gof",
    "/api/users/check/ana%40x.com",
    "/api/cars/..%2F..%2Fetc",
    "/cars",
    "/api/documents",
  ])("%s is not matched: ordinary paths never go through middleware", (path) => {
    expect(suspicious.test(path)).toBe(false);
    expect(isDecodablePath(path)).toBe(true);
  });

  it("a well-formed non-ASCII path is matched but decodes (middleware lets it through)", () => {
    expect(suspicious.test("/api/users/check/jos%C3%A9%40x.com")).toBe(true);
    expect(isDecodablePath("/api/users/check/jos%C3%A9%40x.com")).toBe(true);
  });

  it("answers JSON under /api and a pt-BR page elsewhere, both 400", async () => {
    const api = malformedUrlResponse("/api/users/check/%E0%A4%A");
    expect(api.status).toBe(400);
    expect(api.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await api.json()).toEqual({ error: MALFORMED_URL });
    const page = malformedUrlResponse("/car/%E0%A4%A");
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain("Endereço inválido");
  });
});
