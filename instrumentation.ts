import type { Instrumentation } from "next";

export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { productionStartProblems, refuseUnsafeStart } = await import("@/lib/auth/production-start");
    const problems = productionStartProblems();
    const { installClientAddressStamp } = await import("@/lib/http/client-address-stamp");
    const { installRequestLog } = await import("@/lib/http/request-log");
    try {
      installClientAddressStamp();
      installRequestLog();
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
    // GET /api/metrics publishes the outbox's undelivered messages.
    const { registerOutboxBacklog } = await import("@/lib/metrics/registry");
    const { countUndelivered } = await import("@/lib/outbox/service");
    registerOutboxBacklog(() => countUndelivered());
    // The job queue (e-mail and webhook delivery, lead escalation, the nightly backup) runs in every instance.
    const { JOB_CATALOG } = await import("@/lib/job-catalog");
    const { startJobsWithServer } = await import("@/lib/jobs/runtime");
    await startJobsWithServer(JOB_CATALOG);
  }
}

/** Errors Next.js catches itself (a page or layout that throws while rendering), logged as JSON. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logRequestError } = await import("@/lib/http/request-error-log");
  logRequestError(error, request, context);
};
