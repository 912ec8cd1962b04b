import { describe, expect, it } from "vitest";

import {
  eventKey,
  hashVisitor,
  newVisitorId,
  visitorCookie,
  visitorIdFromCookies,
} from "@/lib/analytics/events";
import { trackSchema } from "@/lib/analytics/schema";

describe("the unique key of an analytics event", () => {
  it("uses slot 0 for views, so one counts per São Paulo calendar day", () => {
    const evening = eventKey("view", new Date("2026-11-22T02:59:00Z"));
    const morning = eventKey("view", new Date("2026-11-22T03:01:00Z"));
    expect(evening).toEqual({ day: new Date("2026-11-21T00:00:00Z"), slot: 0n });
    expect(morning.day.toISOString()).toBe("2026-11-22T00:00:00.000Z");
  });

  it("uses the 10-second slot for clicks", () => {
    const at = new Date("2026-11-22T12:00:05Z");
    expect(eventKey("whatsapp_click", at).slot).toBe(BigInt(Math.floor(at.getTime() / 10_000)));
    expect(eventKey("phone_click", new Date(at.getTime() + 4_000)).slot).toBe(
      eventKey("phone_click", at).slot,
    );
    expect(eventKey("phone_click", new Date(at.getTime() + 5_000)).slot).toBe(
      eventKey("phone_click", at).slot + 1n,
    );
  });
});

describe("the visitor cookie", () => {
  it("stores a random id whose sha256 is what the database keeps", () => {
    const id = newVisitorId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(newVisitorId()).not.toBe(id);
    expect(hashVisitor(id)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashVisitor(id)).toBe(hashVisitor(id));
  });

  it("is read back only when it looks like one we issued", () => {
    expect(visitorIdFromCookies("a=1; ap_vid=abcdefghijklmnopqrstuvwx; b=2")).toBe(
      "abcdefghijklmnopqrstuvwx",
    );
    expect(visitorIdFromCookies("ap_vid=short")).toBeNull();
    expect(visitorIdFromCookies("ap_vid=<script>alert(1)</script>xxxxxxxx")).toBeNull();
    expect(visitorIdFromCookies(null)).toBeNull();
  });

  it("is HttpOnly, SameSite=Lax, scoped to the tracking route, Secure over https", () => {
    expect(visitorCookie("abc", false)).toBe(
      "ap_vid=abc; Path=/api/analytics; Max-Age=31536000; HttpOnly; SameSite=Lax",
    );
    expect(visitorCookie("abc", true)).toMatch(/; Secure$/);
  });
});

describe("the tracking body", () => {
  it("accepts view, whatsapp_click and phone_click only", () => {
    expect(trackSchema.parse({ carId: "c1", action: "view" })).toEqual({ carId: "c1", action: "view" });
    expect(trackSchema.safeParse({ carId: "c1", action: "page_view" }).success).toBe(false);
    expect(trackSchema.safeParse({ carId: "", action: "view" }).success).toBe(false);
    expect(trackSchema.safeParse({ action: "view" }).success).toBe(false);
  });
});
