import { defineJob, defineSchedule } from "@/lib/jobs/definitions";

// When lead escalation runs (docs/business-rules.md "Leads"): a job per lead at its due time, written with the
// lead, and a sweep every minute that catches any lead whose job could not run (an instance that was down, a
// changed OPENING_HOURS). Both escalate every due lead; the handler is loaded when it runs, since the lead changes
// that enqueue the job import this file.

async function escalateDue(): Promise<void> {
  const { escalateDueLeads } = await import("@/lib/leads/escalation");
  await escalateDueLeads();
}

export const leadEscalation = defineJob<{ ticketId: string }>({
  name: "leads.escalate",
  handler: escalateDue,
  retryLimit: 3,
  retryDelaySeconds: 15,
  expireInSeconds: 120,
});

export const escalationSweep = defineSchedule({
  name: "leads.escalation-sweep",
  cron: "* * * * *",
  handler: escalateDue,
  expireInSeconds: 120,
});
