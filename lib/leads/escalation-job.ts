import { defineJob, defineSchedule } from "@/lib/jobs/definitions";
import { escalateDueLeads } from "@/lib/leads/escalation";
import { LEAD_ESCALATION_QUEUE, type LeadEscalationData } from "@/lib/leads/escalation-queue";

// When lead escalation runs (docs/business-rules.md "Leads"): a job per lead at its due time, written with the
// lead (on LEAD_ESCALATION_QUEUE), and a sweep every minute that catches any lead whose job could not run (an
// instance that was down, a changed OPENING_HOURS). Both escalate every due lead.

async function escalateDue(): Promise<void> {
  await escalateDueLeads();
}

export const leadEscalation = defineJob<LeadEscalationData>({
  ...LEAD_ESCALATION_QUEUE,
  handler: escalateDue,
});

export const escalationSweep = defineSchedule({
  name: "leads.escalation-sweep",
  cron: "* * * * *",
  handler: escalateDue,
  expireInSeconds: 120,
});
