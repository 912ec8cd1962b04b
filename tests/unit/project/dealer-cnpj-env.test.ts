import { afterEach, describe, expect, it, vi } from "vitest";

// DEALER_CNPJ (README "Configuration"): printed on the sale documents, so a mistyped number stops the start.

async function loadEnv() {
  vi.resetModules();
  return (await import("@/lib/env")).env;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("DEALER_CNPJ", () => {
  it("defaults to the demo CNPJ, kept as its 14 characters", async () => {
    vi.stubEnv("DEALER_CNPJ", undefined);
    expect((await loadEnv()).DEALER_CNPJ).toBe("12345678000195");
  });

  it("accepts the number with or without punctuation, alphanumeric CNPJs included", async () => {
    vi.stubEnv("DEALER_CNPJ", " 11.222.333/0001-81 ");
    expect((await loadEnv()).DEALER_CNPJ).toBe("11222333000181");
    vi.stubEnv("DEALER_CNPJ", "12.abc.345/01de-35");
    expect((await loadEnv()).DEALER_CNPJ).toBe("12ABC34501DE35");
  });

  it("refuses a wrong check digit or another length", async () => {
    for (const value of ["11.222.333/0001-82", "1122233300018", "529.982.247-25"]) {
      vi.stubEnv("DEALER_CNPJ", value);
      await expect(loadEnv(), value).rejects.toThrow(/DEALER_CNPJ: CNPJ inválido/);
    }
  });
});
