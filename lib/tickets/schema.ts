import { z } from "zod/mini";

import { MAX_CAR_PRICE } from "@/lib/constants/cars";
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  REQUIRED_FIELDS_MESSAGE,
  TICKET_STATUSES,
  TICKET_SUBJECTS,
} from "@/lib/constants/contact";
import { FINANCING_MONTHS, isFinancingMonths } from "@/lib/financing/price-table";
import { isValidPhone, phoneDigits } from "@/lib/format/phone";
import { isEmailAddress } from "@/lib/validation/email";
import { isPlausibleId, MAX_ID_LENGTH } from "@/lib/validation/ids";
import { withHeadlines, type Headlines } from "@/lib/validation/input-errors";
import { hasAtMostTwoDecimals } from "@/lib/validation/numbers";
import {
  hasInvalidCharacters,
  INVALID_CHARACTERS,
  MAX_PHONE_TEXT_LENGTH,
  type TextOptions,
} from "@/lib/validation/text";

// Contact messages and purchase proposals (docs/business-rules.md "Contact tickets", docs/showroom.md): one set of rules for
// the two forms (zodResolver) and POST /api/contact-tickets. Written with zod/mini because the forms ship it to
// the browser (a fraction of classic zod's size); no server imports.

// Which characters a text refuses (controls; line breaks and bidi controls in single-line fields) is decided
// once for every schema in lib/validation/text.ts. Every text is measured first, with `abort`, so an over-long
// one is refused before any other check reads it.
const SINGLE_LINE: TextOptions = { multiline: false };
const MULTI_LINE: TextOptions = { multiline: true };
const isEmail = (value: string) => isEmailAddress(value) && !hasInvalidCharacters(value);

/** A required text: trimmed, and a missing value stops further checks (its message is the form-level one). */
const requiredText = (max: number, tooLong: string, lines: TextOptions) =>
  z.string(REQUIRED_FIELDS_MESSAGE).check(
    z.trim(),
    z.minLength(1, { error: REQUIRED_FIELDS_MESSAGE, abort: true }),
    z.maxLength(max, { error: tooLong, abort: true }),
    z.refine((value) => !hasInvalidCharacters(value, lines), INVALID_CHARACTERS),
  );

const name = requiredText(
  MAX_NAME_LENGTH,
  `O nome pode ter no máximo ${MAX_NAME_LENGTH} caracteres.`,
  SINGLE_LINE,
);

const requiredEmail = requiredText(MAX_EMAIL_LENGTH, INVALID_EMAIL_MESSAGE, SINGLE_LINE).check(
  z.refine(isEmail, INVALID_EMAIL_MESSAGE),
  z.toLowerCase(),
);

/** Optional at the API for proposals; when present it must still be an e-mail address. */
const optionalEmail = z.pipe(
  z.optional(
    z.string(INVALID_EMAIL_MESSAGE).check(
      z.trim(),
      z.maxLength(MAX_EMAIL_LENGTH, { error: INVALID_EMAIL_MESSAGE, abort: true }),
      z.refine((value) => !value || isEmail(value), INVALID_EMAIL_MESSAGE),
      z.toLowerCase(),
    ),
  ),
  z.transform((value) => (value ? value : undefined)),
);

/** Typed with the mask, stored and sent as digits: 10 or 11 of them. */
const phone = z.pipe(
  z.string(REQUIRED_FIELDS_MESSAGE).check(
    z.trim(),
    z.minLength(1, { error: REQUIRED_FIELDS_MESSAGE, abort: true }),
    z.maxLength(MAX_PHONE_TEXT_LENGTH, { error: INVALID_PHONE_MESSAGE, abort: true }),
    z.refine((value) => !hasInvalidCharacters(value) && isValidPhone(value), INVALID_PHONE_MESSAGE),
  ),
  z.transform(phoneDigits),
);

const message = requiredText(
  MAX_TEXT_LENGTH,
  `A mensagem pode ter no máximo ${MAX_TEXT_LENGTH} caracteres.`,
  MULTI_LINE,
);

const subject = z.pipe(
  z.optional(z.enum([...TICKET_SUBJECTS, ""], "Assunto inválido")),
  z.transform((value) => (value ? value : undefined)),
);

/** The contact form: name, e-mail, phone and message required; subject optional. */
export const contactFormSchema = z.object({ name, email: requiredEmail, phone, subject, message });
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

/** The proposal form of a car page: name, e-mail, phone and message required. */
export const proposalFormSchema = z.object({ name, email: requiredEmail, phone, message });
export type ProposalFormInput = z.input<typeof proposalFormSchema>;
export type ProposalFormValues = z.output<typeof proposalFormSchema>;

export const DOWN_PAYMENT_REQUIRED = "Informe o valor da entrada.";
export const INVALID_DOWN_PAYMENT = "Valor de entrada inválido.";
export const DOWN_PAYMENT_ABOVE_PRICE = "A entrada não pode ser maior que o preço do carro.";
export const INVALID_FINANCING_MONTHS = `Prazo inválido: escolha ${FINANCING_MONTHS.join(", ").replace(/, (\d+)$/, " ou $1")} meses.`;
export const INVALID_FINANCING = "Simulação de financiamento inválida.";
export const FINANCING_WITHOUT_CAR =
  "A simulação de financiamento só pode ser enviada com a proposta de um carro.";

/**
 * A proposal's financing simulation as a visitor sends it: only the down payment (R$, 0 up to the price) and the
 * term. The rate, installment and totals are computed on the server from the car's price, never taken from here.
 */
export const financingInputSchema = z.object(
  {
    downPayment: z.number(DOWN_PAYMENT_REQUIRED).check(
      z.refine((value) => Number.isFinite(value) && value >= 0 && value <= MAX_CAR_PRICE, {
        error: INVALID_DOWN_PAYMENT,
        abort: true,
      }),
      z.refine(hasAtMostTwoDecimals, INVALID_DOWN_PAYMENT),
    ),
    months: z.number(INVALID_FINANCING_MONTHS).check(z.refine(isFinancingMonths, INVALID_FINANCING_MONTHS)),
  },
  INVALID_FINANCING,
);
export type FinancingInput = z.output<typeof financingInputSchema>;

/** The simulator's check: the same fields, with the down payment no higher than this car's price. */
export function financingFormSchema(price: number) {
  return financingInputSchema.check(
    z.refine((value) => value.downPayment <= price, {
      error: DOWN_PAYMENT_ABOVE_PRICE,
      path: ["downPayment"],
    }),
  );
}

/**
 * POST /api/contact-tickets: a contact message, or a proposal when `carId` is present. E-mail is required for
 * a contact message only (docs/business-rules.md "Contact tickets"); the car snapshot of a proposal is filled on the server, never from here.
 */
export const ticketInputSchema = z
  .object(
    {
      name,
      email: optionalEmail,
      phone,
      subject,
      message,
      carId: z.pipe(
        z.optional(
          z.string("Carro inválido").check(
            z.trim(),
            z.maxLength(MAX_ID_LENGTH, { error: "Carro inválido", abort: true }),
            z.refine((value) => !value || isPlausibleId(value), "Carro inválido"),
          ),
        ),
        z.transform((value) => (value ? value : undefined)),
      ),
      // null is read as absent, like an omitted field.
      financing: z.optional(z.nullable(financingInputSchema)),
    },
    "Dados inválidos",
  )
  .check(
    z.superRefine((value, context) => {
      if (!value.carId && !value.email) {
        context.addIssue({
          code: "custom",
          path: ["email"],
          message: REQUIRED_FIELDS_MESSAGE,
          input: value.email,
        });
      }
      if (value.financing && !value.carId) {
        context.addIssue({
          code: "custom",
          path: ["financing"],
          message: FINANCING_WITHOUT_CAR,
          input: value.financing,
        });
      }
    }),
  );
export type TicketInput = z.output<typeof ticketInputSchema>;

/**
 * The public forms' headline of a failed validation (contact, proposal, booking, trade-in): a missing field wins
 * over a bad phone, as agreed (docs/texts.md); otherwise the first issue's message.
 */
export const CONTACT_FORM_HEADLINES: Headlines = [
  [REQUIRED_FIELDS_MESSAGE, REQUIRED_FIELDS_MESSAGE],
  [INVALID_PHONE_MESSAGE, INVALID_PHONE_MESSAGE],
];
withHeadlines(ticketInputSchema, CONTACT_FORM_HEADLINES);

export const INVALID_TICKET_STATUS = "Status inválido: use pending, resolved ou proposal.";
export const TICKET_NOT_FOUND = "Ticket não encontrado";

/**
 * PUT /api/contact-tickets/{id}: only `status` changes. The old admin client sends the whole ticket with the
 * new status, so other fields are accepted and dropped.
 */
export const ticketStatusSchema = z.object(
  { status: z.enum(TICKET_STATUSES, INVALID_TICKET_STATUS) },
  INVALID_TICKET_STATUS,
);
export type TicketStatusInput = z.output<typeof ticketStatusSchema>;

/**
 * PUT /api/contact-tickets/{id} as the tickets tab sends it: a status, an owner (`assignedToId`, checked by the
 * lead rules) or both; at least one of them.
 */
export const ticketUpdateSchema = z
  .object(
    {
      status: z.optional(z.enum(TICKET_STATUSES, INVALID_TICKET_STATUS)),
      assignedToId: z.optional(z.unknown()),
    },
    INVALID_TICKET_STATUS,
  )
  .check(
    z.refine((value) => value.status !== undefined || value.assignedToId !== undefined, {
      error: INVALID_TICKET_STATUS,
      path: ["status"],
    }),
  );
export type TicketUpdateInput = z.output<typeof ticketUpdateSchema>;

/** The contact fields every public form shares (the trade-in request reuses them as they are). */
export { name as contactName, phone as contactPhone, optionalEmail as contactOptionalEmail };
