import { z } from "zod/mini";

import { parseCarYear, maxCarYear } from "@/lib/cars/year";
import { BRANDS, MAX_MILEAGE, MIN_CAR_YEAR } from "@/lib/constants/cars";
import { MAX_TEXT_LENGTH, REQUIRED_FIELDS_MESSAGE } from "@/lib/constants/contact";
import { MAX_TRADE_IN_PHOTOS } from "@/lib/constants/uploads";
import {
  CONTACT_FORM_HEADLINES,
  contactName,
  contactOptionalEmail,
  contactPhone,
} from "@/lib/tickets/schema";
import { INVALID_PLATE, MAX_PLATE_TEXT_LENGTH, normalizePlate } from "@/lib/trade-ins/plate";
import { withHeadlines } from "@/lib/validation/input-errors";
import { parseNumberInput } from "@/lib/validation/numbers";
import { hasInvalidCharacters, INVALID_CHARACTERS } from "@/lib/validation/text";

// The trade-in appraisal request ('Avalie seu usado', docs/business-rules.md "Trade-in appraisal"): one set of
// rules for the /avaliacao form (zodResolver) and POST /api/trade-ins, whose multipart text fields arrive as
// strings. zod/mini, like the other showroom forms, because the browser loads it; no server imports.

export const INVALID_BRAND = "Selecione uma marca válida";
/** Computed when used: the last accepted year moves with the calendar. */
export const invalidTradeInYear = () =>
  `Ano inválido: use 2015 ou 2015/2016, entre ${MIN_CAR_YEAR} e ${maxCarYear()}`;
export const INVALID_TRADE_IN_MILEAGE = `Quilometragem inválida: um número inteiro de 0 a ${MAX_MILEAGE.toLocaleString("pt-BR")}`;
export const TOO_MANY_PHOTOS = `Máximo de ${MAX_TRADE_IN_PHOTOS} fotos permitido`;
export const TRADE_IN_PHOTO_NOT_FOUND = "Foto não encontrada";
export const MAX_MODEL_TEXT_LENGTH = 120;
export const MAX_YEAR_TEXT_LENGTH = 20;

const fail = (context: { issues: unknown[] }, message: string, input: unknown) => {
  context.issues.push({ code: "custom", message, input });
  return z.NEVER;
};
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const brand = z.pipe(
  z.union([z.string(), z.null()], INVALID_BRAND),
  z.transform((value, context): (typeof BRANDS)[number] => {
    if (isBlank(value)) return fail(context, REQUIRED_FIELDS_MESSAGE, value);
    const trimmed = value!.trim();
    if (!(BRANDS as readonly string[]).includes(trimmed)) return fail(context, INVALID_BRAND, value);
    return trimmed as (typeof BRANDS)[number];
  }),
);

const model = z.string(REQUIRED_FIELDS_MESSAGE).check(
  z.trim(),
  z.minLength(1, { error: REQUIRED_FIELDS_MESSAGE, abort: true }),
  z.maxLength(MAX_MODEL_TEXT_LENGTH, {
    error: `O modelo pode ter no máximo ${MAX_MODEL_TEXT_LENGTH} caracteres.`,
    abort: true,
  }),
  z.refine((value) => !hasInvalidCharacters(value, { multiline: false }), INVALID_CHARACTERS),
);

/** "2015" or "2015/2016", as for the cars of the stock; a number is accepted and kept as text. */
const year = z.pipe(
  z.union([z.number(), z.string(), z.null()], "Ano inválido"),
  z.transform((raw, context): string => {
    if (isBlank(raw)) return fail(context, REQUIRED_FIELDS_MESSAGE, raw);
    const value = typeof raw === "number" ? (Number.isInteger(raw) ? String(raw) : "") : raw!.trim();
    if (value.length > MAX_YEAR_TEXT_LENGTH || parseCarYear(value) === null)
      return fail(context, invalidTradeInYear(), raw);
    return value;
  }),
);

/** Whole kilometres from 0 to 2,000,000: a number from the masked field, or the multipart text. */
const mileage = z.pipe(
  z.union([z.number(), z.string(), z.null()], INVALID_TRADE_IN_MILEAGE),
  z.transform((raw, context): number => {
    const value = parseNumberInput(raw);
    if (value === undefined) return fail(context, REQUIRED_FIELDS_MESSAGE, raw);
    if (!Number.isInteger(value) || value < 0 || value > MAX_MILEAGE)
      return fail(context, INVALID_TRADE_IN_MILEAGE, raw);
    return value;
  }),
);

/** Optional: blank is null; otherwise an old or Mercosul plate, stored upper-case without separators. */
const plate = z.pipe(
  z.optional(z.union([z.string(), z.null()], INVALID_PLATE)),
  z.transform((raw, context): string | null => {
    if (isBlank(raw)) return null;
    if (raw!.length > MAX_PLATE_TEXT_LENGTH) return fail(context, INVALID_PLATE, raw);
    return normalizePlate(raw!.trim()) ?? fail(context, INVALID_PLATE, raw);
  }),
);

const notes = z.pipe(
  z.optional(
    z.union([z.string(), z.null()], "Texto inválido").check(
      z.refine((value) => (value ?? "").trim().length <= MAX_TEXT_LENGTH, {
        error: `As observações podem ter no máximo ${MAX_TEXT_LENGTH} caracteres.`,
        abort: true,
      }),
      z.refine((value) => !hasInvalidCharacters(value ?? "", { multiline: true }), INVALID_CHARACTERS),
    ),
  ),
  z.transform((value) => value?.trim() || null),
);

/** The request's text fields; the photos travel beside them as multipart `photos` parts. */
export const tradeInSchema = withHeadlines(
  z.object(
    {
      name: contactName,
      phone: contactPhone,
      email: contactOptionalEmail,
      brand,
      model,
      year,
      mileage,
      plate,
      notes,
    },
    "Dados inválidos",
  ),
  CONTACT_FORM_HEADLINES,
);
export type TradeInFormInput = z.input<typeof tradeInSchema>;
export type TradeInValues = z.output<typeof tradeInSchema>;
