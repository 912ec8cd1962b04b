export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startTagSync } = await import("@/lib/cache/tag-sync");
    await startTagSync();
  }
}
