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
export const apiLeadEventSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  type: z.enum(LEAD_EVENT_TYPES),
  by: z.string().nullable().describe("O e-mail de quem fez; null para o sistema"),
  text: z.string(),
});
export type ApiLeadEvent = z.output<typeof apiLeadEventSchema>;

/** Who can own leads, for the tickets tab's filter and reassignment (GET /api/leads/receivers). */
export const apiLeadReceiversSchema = z.object({
  receivers: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  /** The caller's id (a receiver takes an unassigned lead for themselves with it). */
  me: z.string().describe("O id de quem chama"),
  /** Whether the caller receives leads (the tab then opens on 'Meus leads'). */
  receivesLeads: z.boolean().describe("Se quem chama recebe leads"),
  /** Whether the caller may give any lead to anyone (gerente, admin, developer). */
  canReassign: z.boolean().describe("Se quem chama pode dar qualquer lead a qualquer um"),
  /** OPENING_HOURS and LEAD_RESPONSE_MINUTES, for the response clocks shown on the cards. */
  openingHours: z.string().describe("OPENING_HOURS, o horário de atendimento dos prazos"),
  responseMinutes: z.number().describe("LEAD_RESPONSE_MINUTES, o prazo da primeira resposta"),
});
export type ApiLeadReceivers = z.output<typeof apiLeadReceiversSchema>;
