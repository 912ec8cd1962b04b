import type { JobQueue } from "@/lib/jobs/definitions";

// The queue of the per-lead escalation jobs: the lead changes enqueue on it (lifecycle.ts), and escalation-job.ts
// runs it. Kept apart from the job, so that what enqueues a job does not import its handler.

export type LeadEscalationData = { ticketId: string };

export const LEAD_ESCALATION_QUEUE: JobQueue<LeadEscalationData> = {
  name: "leads.escalate",
  retryLimit: 3,
  retryDelaySeconds: 15,
  expireInSeconds: 120,
};
