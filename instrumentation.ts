export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { setBrazilianZodMessages } = await import("@/lib/validation/zod-locale");
    setBrazilianZodMessages();
    const { startTagSync } = await import("@/lib/cache/tag-sync");
    await startTagSync();
    const { startMaintenance } = await import("@/lib/maintenance/schedule");
    startMaintenance();
  }
}
