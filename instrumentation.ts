export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { productionStartProblems, refuseUnsafeStart } = await import("@/lib/auth/production-start");
    const problems = productionStartProblems();
    const { installClientAddressStamp } = await import("@/lib/http/client-address-stamp");
    try {
      installClientAddressStamp();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
    refuseUnsafeStart(problems);
    const { setBrazilianZodMessages } = await import("@/lib/validation/zod-locale");
    setBrazilianZodMessages();
    const { startMaintenance } = await import("@/lib/maintenance/schedule");
    startMaintenance();
    const { startVariantBackfill } = await import("@/lib/storage/variant-backfill");
    startVariantBackfill();
    // The job queue (e-mail and webhook delivery, lead escalation, schedules) runs in every instance.
    const { startJobsWithServer } = await import("@/lib/jobs/runtime");
    await startJobsWithServer();
  }
}
