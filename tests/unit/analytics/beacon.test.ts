import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { sendTrack, trackViewOncePerDay } from "@/lib/visitor-memory";

function storage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe("the tracking beacon", () => {
  const sendBeacon = vi.fn(() => true);
  beforeEach(() => {
    vi.stubGlobal("navigator", { sendBeacon });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sendBeacon.mockClear();
  });

  it("sends {carId, action} as text/plain JSON to the tracking route", async () => {
    sendTrack("car-1", "whatsapp_click");
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe("/api/analytics/track");
    expect(blob.type).toBe("text/plain");
    expect(JSON.parse(await blob.text())).toEqual({ carId: "car-1", action: "whatsapp_click" });
  });

  it("sends a page view once per car per São Paulo day from this browser", () => {
    const store = storage();
    const morning = new Date("2026-11-22T12:00:00Z");
    expect(trackViewOncePerDay("car-1", store, morning)).toBe(true);
    expect(trackViewOncePerDay("car-1", store, new Date("2026-11-22T20:00:00Z"))).toBe(false);
    expect(trackViewOncePerDay("car-2", store, morning)).toBe(true);
    expect(trackViewOncePerDay("car-1", store, new Date("2026-11-23T12:00:00Z"))).toBe(true);
    expect(sendBeacon).toHaveBeenCalledTimes(3);
  });

  it("never throws when the browser refuses", () => {
    vi.stubGlobal("navigator", {
      sendBeacon: () => {
        throw new Error("blocked");
      },
    });
    expect(() => sendTrack("car-1", "view")).not.toThrow();
  });
});
