import { z } from "zod";

import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  REQUIRED_FIELDS_MESSAGE,
  TICKET_SUBJECTS,
} from "@/lib/constants";
import { isValidPhone, phoneDigits } from "@/lib/format/phone";

// Contact messages and purchase proposals (API.md "Contact tickets", spec/showroom.md §5): one set of rules for
// the two forms (zodResolver) and POST /api/contact-tickets. No server imports.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Control characters other than line breaks are refused (API.md "Security"); single-line fields refuse those too.
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f]/;
const CONTROL_MULTI_LINE = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/;
const INVALID_CHARACTERS = "O texto contém caracteres inválidos.";

const requiredLine = (max: number, tooLong: string) =>
  z
    .string(REQUIRED_FIELDS_MESSAGE)
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(max, tooLong)
    .refine((value) => !CONTROL_SINGLE_LINE.test(value), INVALID_CHARACTERS);

const name = requiredLine(MAX_NAME_LENGTH, `O nome pode ter no máximo ${MAX_NAME_LENGTH} caracteres.`);

const requiredEmail = requiredLine(MAX_EMAIL_LENGTH, INVALID_EMAIL_MESSAGE).refine((value) => EMAIL.test(value), INVALID_EMAIL_MESSAGE);

/** Optional at the API for proposals; when present it must still be an e-mail address. */
const optionalEmail = z
  .string(INVALID_EMAIL_MESSAGE)
  .trim()
  .max(MAX_EMAIL_LENGTH, INVALID_EMAIL_MESSAGE)
  .optional()
  .refine((value) => !value || EMAIL.test(value), INVALID_EMAIL_MESSAGE)
  .transform((value) => (value ? value.toLowerCase() : undefined));

/** Typed with the mask, stored and sent as digits: 10 or 11 of them. */
const phone = z
  .string(REQUIRED_FIELDS_MESSAGE)
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .refine(isValidPhone, INVALID_PHONE_MESSAGE)
  .transform(phoneDigits);

const message = z
  .string(REQUIRED_FIELDS_MESSAGE)
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .max(MAX_TEXT_LENGTH, `A mensagem pode ter no máximo ${MAX_TEXT_LENGTH} caracteres.`)
  .refine((value) => !CONTROL_MULTI_LINE.test(value), INVALID_CHARACTERS);

const subject = z
  .enum([...TICKET_SUBJECTS, ""], "Assunto inválido")
  .optional()
  .transform((value) => (value ? value : undefined));

/** The contact form: name, e-mail, phone and message required; subject optional. */
export const contactFormSchema = z.object({
  name,
  email: requiredEmail.transform((value) => value.toLowerCase()),
  phone,
  subject,
  message,
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

/** The proposal form of a car page: name, e-mail, phone and message required. */
export const proposalFormSchema = z.object({
  name,
  email: requiredEmail.transform((value) => value.toLowerCase()),
  phone,
  message,
});
export type ProposalFormInput = z.input<typeof proposalFormSchema>;
export type ProposalFormValues = z.output<typeof proposalFormSchema>;

/**
 * POST /api/contact-tickets: a contact message, or a proposal when `carId` is present. E-mail is required for
 * a contact message only (API.md); the car snapshot of a proposal is filled on the server, never from here.
 */
export const ticketInputSchema = z
  .object({
    name,
    email: optionalEmail,
    phone,
    subject,
    message,
    carId: z
      .string("Carro inválido")
      .trim()
      .max(64, "Carro inválido")
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .superRefine((value, context) => {
    if (!value.carId && !value.email) context.addIssue({ code: "custom", path: ["email"], message: REQUIRED_FIELDS_MESSAGE });
  });
export type TicketInput = z.output<typeof ticketInputSchema>;

/** The one message of a failed validation: a missing field wins over a bad phone, as in the specification. */
export function ticketErrorMessage(issues: ReadonlyArray<{ message: string }>): string {
  if (issues.some((issue) => issue.message === REQUIRED_FIELDS_MESSAGE)) return REQUIRED_FIELDS_MESSAGE;
  if (issues.some((issue) => issue.message === INVALID_PHONE_MESSAGE)) return INVALID_PHONE_MESSAGE;
  return issues[0]?.message ?? REQUIRED_FIELDS_MESSAGE;
}
