import { z } from "zod";

import { hasInvalidCharacters, INVALID_CHARACTERS } from "@/lib/validation/text";

// Leads' texts, the note body and the timeline's shape (docs/business-rules.md "Leads"). No server imports: the
// tickets tab validates notes with the same schema.

export const ONLY_MANAGERS_REASSIGN = "Apenas gerentes podem reatribuir leads";
export const NOT_A_RECEIVER = "Este usuário não recebe leads";
export const NOTE_LENGTH = "A nota deve ter de 1 a 2.000 caracteres.";
export const MAX_NOTE_LENGTH = 2000;

export const noteSchema = z.object(
  {
    text: z
      .string({ error: NOTE_LENGTH })
      .max(MAX_NOTE_LENGTH * 2, { error: NOTE_LENGTH, abort: true })
      .trim()
      .min(1, { error: NOTE_LENGTH, abort: true })
      .max(MAX_NOTE_LENGTH, { error: NOTE_LENGTH, abort: true })
      .refine((value) => !hasInvalidCharacters(value, { multiline: true }), INVALID_CHARACTERS),
  },
  { error: NOTE_LENGTH },
);
export type NoteValues = z.output<typeof noteSchema>;
export type NoteInput = z.input<typeof noteSchema>;

export const LEAD_EVENT_TYPES = ["created", "assigned", "escalated", "status", "note", "email"] as const;
export type ApiLeadEventType = (typeof LEAD_EVENT_TYPES)[number];

/** One line of a lead's timeline: `by` is the staff member's e-mail, null for the system. */
export type ApiLeadEvent = {
  id: string;
  at: string;
  type: ApiLeadEventType;
  by: string | null;
  text: string;
};

/** Who can own leads, for the tickets tab's filter and reassignment (GET /api/leads/receivers). */
export type ApiLeadReceivers = {
  receivers: Array<{ id: string; name: string; email: string }>;
  /** The caller's id (a receiver takes an unassigned lead for themselves with it). */
  me: string;
  /** Whether the caller receives leads (the tab then opens on 'Meus leads'). */
  receivesLeads: boolean;
  /** Whether the caller may give any lead to anyone (gerente, admin, developer). */
  canReassign: boolean;
  /** OPENING_HOURS and LEAD_RESPONSE_MINUTES, for the response clocks shown on the cards. */
  openingHours: string;
  responseMinutes: number;
};
