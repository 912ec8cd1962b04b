import { afterEach, describe, expect, it, vi } from "vitest";

import { cloudinaryRemotePatterns } from "@/lib/storage/remote-patterns";

// next/image's remote images (next.config.ts `images.remotePatterns`): the configured Cloudinary cloud only.

/** next.config.ts evaluated with this environment (lib/env reads it once per module load). */
async function imagesConfig(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const name of [
    "CLOUDINARY_URL",
    "NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME",
    "CLOUDINARY_API_KEY",
    "CLOUDINARY_API_SECRET",
  ]) {
    vi.stubEnv(name, env[name] ?? "");
  }
  const { default: config } = await import("@/next.config");
  return config("phase-production-server").images!;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("next.config images.remotePatterns", () => {
  it("allows no remote image at all when Cloudinary is not configured", async () => {
    expect((await imagesConfig({})).remotePatterns).toEqual([]);
  });

  it("allows only the configured cloud's delivery path", async () => {
    expect(
      (await imagesConfig({ CLOUDINARY_URL: "cloudinary://123:segredo@loja-teste" })).remotePatterns,
    ).toEqual([{ protocol: "https", hostname: "res.cloudinary.com", pathname: "/loja-teste/**" }]);
    const separate = await imagesConfig({
      NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME: "outra_loja",
      CLOUDINARY_API_KEY: "123",
      CLOUDINARY_API_SECRET: "segredo",
    });
    expect(separate.remotePatterns).toEqual([
      { protocol: "https", hostname: "res.cloudinary.com", pathname: "/outra_loja/**" },
    ]);
  });

  it("refuses a cloud name that would widen the pattern", () => {
    expect(() => cloudinaryRemotePatterns("*")).toThrow(/cloud name/);
    expect(() => cloudinaryRemotePatterns("loja/../..")).toThrow(/cloud name/);
    expect(cloudinaryRemotePatterns(undefined)).toEqual([]);
  });
});
