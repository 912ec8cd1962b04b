import { z } from "zod";

import {
  FIELD_REQUIRED,
  CAR_REQUIRED_FIELDS,
  INVALID_CHARACTERS,
  TOO_MANY_IMAGES,
} from "@/lib/cars/messages";
import {
  BRANDS,
  ENGINES,
  FEATURES,
  FUELS,
  MAX_CAR_PRICE,
  MAX_IMAGES_PER_CAR,
  MAX_MILEAGE,
  MAX_WHATSAPP_MESSAGE_LENGTH,
  MIN_CAR_YEAR,
  TRANSMISSIONS,
} from "@/lib/constants/cars";
import { MAX_TEXT_LENGTH } from "@/lib/constants/contact";
import { maxCarYear, parseCarYear } from "@/lib/cars/year";
import { consignmentSchema } from "@/lib/consignments/schema";
import { isValidChassis, isValidPlate, isValidRenavam, registrationChars } from "@/lib/cars/registration";
import { saoPauloDate } from "@/lib/format/dates";
import { cloudinaryPhotoRef, localPhotoRef } from "@/lib/storage/photo-url";
import { withHeadlines, type Headlines } from "@/lib/validation/input-errors";
import { hasAtMostTwoDecimals, parseNumberInput } from "@/lib/validation/numbers";
import { hasInvalidCharacters } from "@/lib/validation/text";

// The car write schema (docs/business-rules.md "Cars", docs/business-rules.md): the admin form validates with it through
// zodResolver and POST/PUT /api/cars parse their bodies with it. No server imports: whether a Cloudinary URL
// belongs to the configured cloud, and whether a local photo exists, the car service checks on top.

export const MAX_MODEL_LENGTH = 120;
export const MAX_COLOR_LENGTH = 60;
export const MAX_YEAR_LENGTH = 20;
export const MAX_SPECIFICATIONS = 50;
export const MAX_SPECIFICATION_KEY_LENGTH = 60;
export const MAX_SPECIFICATION_VALUE_LENGTH = 200;
const MAX_PHOTO_URL_LENGTH = 1024;
const MAX_PUBLIC_ID_LENGTH = 255;
const MAX_PHOTO_DIMENSION = 100_000;

// Which characters a text refuses (controls; line breaks and bidi controls in single-line fields) is decided
// once for every schema in lib/validation/text.ts.
const SINGLE_LINE = { multiline: false } as const;
const MULTI_LINE = { multiline: true } as const;

const INVALID_BRAND = "Selecione uma marca válida";
const INVALID_ENGINE = "Selecione um motor válido";
const INVALID_TRANSMISSION = "Selecione um câmbio válido";
const INVALID_FUEL = "Selecione um combustível válido";
const INVALID_FEATURE = "Opcional inválido";
const INVALID_YEAR = "Ano inválido: use 2023 ou 2020/2021";
const INVALID_PRICE = "Preço inválido";
const PRICE_NOT_POSITIVE = "O preço deve ser maior que zero";
const PRICE_TOO_HIGH = "Valor muito alto";
const TWO_DECIMALS = "Use no máximo duas casas decimais";
const INVALID_MILEAGE = `Quilometragem inválida: um número inteiro de 0 a ${MAX_MILEAGE.toLocaleString("pt-BR")}`;
const INVALID_PURCHASE_DATE = "Data de compra inválida";
const FUTURE_PURCHASE_DATE = "A data de compra não pode estar no futuro";
const INVALID_PLATE = "Placa inválida";
const INVALID_RENAVAM = "RENAVAM inválido: 11 dígitos com o dígito verificador";
const INVALID_CHASSIS = "Chassi inválido: 17 letras e números, sem I, O ou Q";
const INVALID_IMAGE = "Imagem inválida";
const INVALID_FIPE_CODE = "Código FIPE inválido: use o formato 000000-0";
const INVALID_FIPE_MONTH = "Mês de referência inválido: use o formato AAAA-MM";
const FUTURE_FIPE_MONTH = "O mês de referência não pode estar no futuro";
export const MINIMUM_ABOVE_PRICE = "O preço mínimo não pode ser maior que o preço";
export const FIPE_ALL_OR_NONE =
  "Preencha o código, o preço e o mês de referência da Tabela FIPE, ou deixe os três em branco";
const DUPLICATE_IMAGE = "Imagem repetida";

// The year rules live in lib/cars/year.ts so forms can use them without this schema (zod classic).
export { maxCarYear, parseCarYear };

/** The error of a value of the wrong type: "required" when it is absent, `invalid` otherwise. */
const typeError = (required: boolean, invalid: string) => ({
  error: (issue: { input?: unknown }) => (required && issue.input === undefined ? FIELD_REQUIRED : invalid),
});

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

function checkedText(
  value: string | null,
  max: number,
  tooLong: string,
  lines: { multiline: boolean },
  context: z.RefinementCtx<string | null>,
): string {
  const trimmed = value?.trim() ?? "";
  if (trimmed.length > max) {
    context.addIssue({ code: "custom", message: tooLong });
    return "";
  }
  if (hasInvalidCharacters(trimmed, lines)) context.addIssue({ code: "custom", message: INVALID_CHARACTERS });
  return trimmed;
}

/** A required single-line text: a blank one is the "required" issue the API answers with its form-level text. */
function requiredText(max: number, tooLong: string) {
  return z
    .union([z.string(), z.null()], typeError(true, "Texto inválido"))
    .transform((value, context): string => {
      if (isBlank(value)) {
        context.addIssue({ code: "custom", message: FIELD_REQUIRED });
        return z.NEVER;
      }
      return checkedText(value, max, tooLong, SINGLE_LINE, context);
    });
}

/** An optional multi-line text; blank is null. */
function optionalText(max: number, tooLong: string) {
  return z
    .union([z.string(), z.null()], { error: "Texto inválido" })
    .transform(
      (value, context): string | null => checkedText(value, max, tooLong, MULTI_LINE, context) || null,
    );
}

/** One of an option list; blank is "required" or null. */
function option<const T extends readonly [string, ...string[]]>(
  values: T,
  invalid: string,
  required: boolean,
) {
  return z
    .union([z.string(), z.null()], typeError(required, invalid))
    .transform((value, context): T[number] | null => {
      if (isBlank(value)) {
        if (required) context.addIssue({ code: "custom", message: FIELD_REQUIRED });
        return null;
      }
      if (!(values as readonly string[]).includes(value!.trim())) {
        context.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return value!.trim() as T[number];
    });
}

/** A number typed in a form ("132900", "132900,50") or sent as a JSON number; blank is undefined. */
export const toNumber = parseNumberInput;

/** Money: > 0, ≤ the car maximum, two decimals at most. */
function money(required: boolean) {
  return z
    .union([z.number(), z.string(), z.null()], typeError(required, INVALID_PRICE))
    .transform((raw, context): number | null => {
      const value = toNumber(raw);
      if (value === undefined) {
        if (required) context.addIssue({ code: "custom", message: FIELD_REQUIRED });
        return null;
      }
      let problem: string | null = null;
      if (!Number.isFinite(value)) problem = INVALID_PRICE;
      else if (value <= 0) problem = PRICE_NOT_POSITIVE;
      else if (value > MAX_CAR_PRICE) problem = PRICE_TOO_HIGH;
      else if (!hasAtMostTwoDecimals(value)) problem = TWO_DECIMALS;
      if (problem) {
        context.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return Math.round(value * 100) / 100;
    });
}

const mileage = z
  .union([z.number(), z.string(), z.null()], typeError(true, INVALID_MILEAGE))
  .transform((raw, context): number => {
    const value = toNumber(raw);
    if (value === undefined) {
      context.addIssue({ code: "custom", message: FIELD_REQUIRED });
      return z.NEVER;
    }
    if (!Number.isInteger(value) || value < 0 || value > MAX_MILEAGE) {
      context.addIssue({ code: "custom", message: INVALID_MILEAGE });
      return z.NEVER;
    }
    return value;
  });

/** Text as entered ("2023", "2020/2021"); a number is accepted and stored as text. */
const year = z
  .union([z.number(), z.string(), z.null()], typeError(true, INVALID_YEAR))
  .transform((raw, context): string => {
    const value = typeof raw === "number" ? (Number.isInteger(raw) ? String(raw) : "") : (raw ?? "").trim();
    if (raw === null || (typeof raw === "string" && value === "")) {
      context.addIssue({ code: "custom", message: FIELD_REQUIRED });
      return z.NEVER;
    }
    if (value.length > MAX_YEAR_LENGTH || parseCarYear(value) === null) {
      context.addIssue({
        code: "custom",
        message: `${INVALID_YEAR}, entre ${MIN_CAR_YEAR} e ${maxCarYear()}`,
      });
      return z.NEVER;
    }
    return value;
  });

const features = z
  .array(z.string({ error: INVALID_FEATURE }), { error: INVALID_FEATURE })
  .max(FEATURES.length, INVALID_FEATURE)
  .refine(
    (values) => values.every((value) => (FEATURES as readonly string[]).includes(value)),
    INVALID_FEATURE,
  )
  // Kept in the checklist's order, each once.
  .transform((values) => FEATURES.filter((feature) => values.includes(feature)));

const specifications = z
  .record(
    z
      .string()
      .trim()
      .min(1, "Especificação sem nome")
      .max(MAX_SPECIFICATION_KEY_LENGTH, { error: "Nome de especificação muito longo", abort: true })
      .refine((key) => !hasInvalidCharacters(key, SINGLE_LINE), INVALID_CHARACTERS),
    z
      .union([z.string(), z.number(), z.boolean()], { error: "Especificação inválida" })
      .transform(String)
      .pipe(
        z
          .string()
          .max(MAX_SPECIFICATION_VALUE_LENGTH, { error: "Especificação muito longa", abort: true })
          .refine((value) => !hasInvalidCharacters(value, SINGLE_LINE), INVALID_CHARACTERS),
      ),
    { error: "Especificações inválidas" },
  )
  .refine((value) => Object.keys(value).length <= MAX_SPECIFICATIONS, "Especificações demais");

const flag = z.boolean({ error: "Valor inválido" });

/** YYYY-MM-DD, a real calendar day, not after today (São Paulo); blank is null. */
const purchaseDate = z
  .union([z.string(), z.null()], { error: INVALID_PURCHASE_DATE })
  .transform((raw, context): string | null => {
    if (isBlank(raw)) return null;
    const value = raw!.trim();
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00.000Z`) : null;
    if (
      !parsed ||
      Number.isNaN(parsed.getTime()) ||
      parsed.toISOString().slice(0, 10) !== value ||
      value < "1900-01-01"
    ) {
      context.addIssue({ code: "custom", message: INVALID_PURCHASE_DATE });
      return z.NEVER;
    }
    if (value > saoPauloDate(new Date())) {
      context.addIssue({ code: "custom", message: FUTURE_PURCHASE_DATE });
      return z.NEVER;
    }
    return value;
  });

/** The Tabela FIPE code, NNNNNN-N; blank is null. */
const fipeCode = z
  .union([z.string(), z.null()], { error: INVALID_FIPE_CODE })
  .transform((raw, context): string | null => {
    if (isBlank(raw)) return null;
    const value = raw!.trim();
    if (!/^\d{6}-\d$/.test(value)) {
      context.addIssue({ code: "custom", message: INVALID_FIPE_CODE });
      return z.NEVER;
    }
    return value;
  });

/** The month of the FIPE price, YYYY-MM, from 2000 to the current month (São Paulo); blank is null. */
const fipeReferenceMonth = z
  .union([z.string(), z.null()], { error: INVALID_FIPE_MONTH })
  .transform((raw, context): string | null => {
    if (isBlank(raw)) return null;
    const value = raw!.trim();
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(value) || value < "2000-01") {
      context.addIssue({ code: "custom", message: INVALID_FIPE_MONTH });
      return z.NEVER;
    }
    if (value > saoPauloDate(new Date()).slice(0, 7)) {
      context.addIssue({ code: "custom", message: FUTURE_FIPE_MONTH });
      return z.NEVER;
    }
    return value;
  });

const FIPE_KEYS = ["fipeCode", "fipePrice", "fipeReferenceMonth"] as const;

/**
 * The FIPE reference is all three values or none. On a create (and in the form) an absent field counts as
 * blank. On an update the three travel together: sending one of them without the others is refused, so a
 * stored car can never end up with part of a reference.
 */
function fipeAllOrNone(partial: boolean) {
  return (data: Partial<Record<(typeof FIPE_KEYS)[number], unknown>>, context: z.RefinementCtx) => {
    const present = FIPE_KEYS.filter((key) => data[key] !== undefined);
    if (partial && present.length === 0) return;
    const filled = FIPE_KEYS.filter((key) => data[key] !== undefined && data[key] !== null);
    const wrong =
      partial && present.length < FIPE_KEYS.length
        ? FIPE_KEYS.filter((key) => data[key] === undefined)
        : filled.length > 0 && filled.length < FIPE_KEYS.length
          ? FIPE_KEYS.filter((key) => !filled.includes(key))
          : [];
    for (const key of wrong) context.addIssue({ code: "custom", message: FIPE_ALL_OR_NONE, path: [key] });
  };
}

/** A registration number (plate, RENAVAM, chassis): blank is null; stored without separators, upper-cased. */
function registration(isValid: (value: string) => boolean, invalid: string) {
  return z.union([z.string(), z.null()], { error: invalid }).transform((raw, context): string | null => {
    if (isBlank(raw)) return null;
    if (!isValid(raw!)) {
      context.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return registrationChars(raw!);
  });
}

/** Whether `url` has the shape of a photo this app stores (local /media path or Cloudinary delivery URL) with that id. */
export function isPhotoUrlOf(url: string, publicId: string): boolean {
  const ref = localPhotoRef(url) ?? cloudinaryPhotoRef(url);
  return ref !== null && ref.publicId === publicId;
}

const dimension = z
  .number({ error: INVALID_IMAGE })
  .int(INVALID_IMAGE)
  .min(1, INVALID_IMAGE)
  .max(MAX_PHOTO_DIMENSION, INVALID_IMAGE);

export const carImageSchema = z
  .object(
    {
      url: z
        .string({ error: INVALID_IMAGE })
        .max(MAX_PHOTO_URL_LENGTH, { error: INVALID_IMAGE, abort: true }),
      publicId: z
        .string({ error: INVALID_IMAGE })
        .max(MAX_PUBLIC_ID_LENGTH, { error: INVALID_IMAGE, abort: true }),
      width: dimension.optional(),
      height: dimension.optional(),
    },
    { error: INVALID_IMAGE },
  )
  .refine((image) => isPhotoUrlOf(image.url, image.publicId), INVALID_IMAGE);
export type CarImageInput = z.output<typeof carImageSchema>;

const images = z
  .array(carImageSchema, { error: INVALID_IMAGE })
  .max(MAX_IMAGES_PER_CAR, TOO_MANY_IMAGES)
  .superRefine((list, context) => {
    const seen = new Set<string>();
    list.forEach((image, index) => {
      if (seen.has(image.publicId))
        context.addIssue({ code: "custom", message: DUPLICATE_IMAGE, path: [index] });
      seen.add(image.publicId);
    });
  });

/** A field of the car form: its rule, and the form's value while the field is empty. */
function formField<const Rule extends z.ZodType>(rule: Rule, empty: z.input<Rule>) {
  return { rule, empty };
}

/**
 * Every field of a car the API writes (everything but the photos, which the picker manages), each with its rule
 * and, when the admin form edits it, the form's value while it is empty: a blank text or option, no number, no
 * box ticked. `emptyCarForm` is made of these values, and `carToForm` (lib/cars/admin-list.ts) fills them from a car.
 */
const carFields = {
  brand: formField(option(BRANDS, INVALID_BRAND, true), ""),
  model: formField(
    requiredText(MAX_MODEL_LENGTH, `O modelo pode ter no máximo ${MAX_MODEL_LENGTH} caracteres`),
    "",
  ),
  year: formField(year, ""),
  price: formField(money(true), null),
  mileage: formField(mileage, null),
  color: formField(
    requiredText(MAX_COLOR_LENGTH, `A cor pode ter no máximo ${MAX_COLOR_LENGTH} caracteres`),
    "",
  ),
  engine: formField(option(ENGINES, INVALID_ENGINE, false), ""),
  transmission: formField(option(TRANSMISSIONS, INVALID_TRANSMISSION, false), ""),
  fuel: formField(option(FUELS, INVALID_FUEL, false), ""),
  description: formField(
    optionalText(MAX_TEXT_LENGTH, `A descrição pode ter no máximo ${MAX_TEXT_LENGTH} caracteres`),
    "",
  ),
  features: formField(features, []),
  // Written through the API only: the form has no input for them.
  specifications: { rule: specifications },
  isFeatured: formField(flag, false),
  isTurbo: formField(flag, false),
  whatsappMessage: formField(
    optionalText(
      MAX_WHATSAPP_MESSAGE_LENGTH,
      `A mensagem pode ter no máximo ${MAX_WHATSAPP_MESSAGE_LENGTH} caracteres`,
    ),
    "",
  ),
  purchasePrice: formField(money(false), null),
  purchaseDate: formField(purchaseDate, ""),
  fipeCode: formField(fipeCode, ""),
  fipePrice: formField(money(false), null),
  fipeReferenceMonth: formField(fipeReferenceMonth, ""),
  plate: formField(registration(isValidPlate, INVALID_PLATE), ""),
  renavam: formField(registration(isValidRenavam, INVALID_RENAVAM), ""),
  chassis: formField(registration(isValidChassis, INVALID_CHASSIS), ""),
  minimumPrice: formField(money(false), null),
  // The switch turns it on with `emptyConsignment` (lib/cars/admin-list.ts).
  consignment: formField(consignmentSchema.nullable(), null),
};
type CarFields = typeof carFields;

/** The rules alone, as zod objects take them. */
const fieldShape = Object.fromEntries(Object.entries(carFields).map(([key, field]) => [key, field.rule])) as {
  [K in keyof CarFields]: CarFields[K]["rule"];
};

const REQUIRED_KEYS = ["brand", "model", "year", "price", "mileage", "color"] as const;
type RequiredKey = (typeof REQUIRED_KEYS)[number];
type OptionalShape = {
  [K in Exclude<keyof typeof fieldShape, RequiredKey>]: z.ZodOptional<(typeof fieldShape)[K]>;
};

function optionalFields(): OptionalShape {
  const shape = {} as Record<string, z.ZodType>;
  for (const [key, schema] of Object.entries(fieldShape)) {
    if (!(REQUIRED_KEYS as readonly string[]).includes(key)) shape[key] = schema.optional();
  }
  return shape as OptionalShape;
}

function requiredFields() {
  return {
    brand: fieldShape.brand,
    model: fieldShape.model,
    year: fieldShape.year,
    price: fieldShape.price,
    mileage: fieldShape.mileage,
    color: fieldShape.color,
  };
}

const OBJECT_ERROR = { error: "Envie os dados do carro como um objeto JSON" };

// The object without the rules across fields, which zod lets extend; the exported schemas add them.
const carFieldsSchema = z.object({ ...requiredFields(), ...optionalFields() }, OBJECT_ERROR);

/**
 * The minimum price is at most the price. On an update that sends only one of them the car service checks the
 * pair against the stored car.
 */
function minimumWithinPrice(
  data: { price?: number | null; minimumPrice?: number | null },
  context: z.RefinementCtx,
) {
  if (data.price != null && data.minimumPrice != null && data.minimumPrice > data.price)
    context.addIssue({ code: "custom", message: MINIMUM_ABOVE_PRICE, path: ["minimumPrice"] });
}

/** The admin form: every field but the photos (the picker holds those, uploaded before the car is saved). */
export const carFormSchema = carFieldsSchema
  .superRefine(fipeAllOrNone(false))
  .superRefine(minimumWithinPrice);
export type CarFormInput = z.input<typeof carFormSchema>;
export type CarFormValues = z.output<typeof carFormSchema>;

/** An empty form (create mode). */
export function emptyCarForm(): CarFormInput {
  const values = Object.entries(carFields).flatMap(([key, field]) =>
    "empty" in field ? [[key, structuredClone(field.empty)]] : [],
  );
  return Object.fromEntries(values) as CarFormInput;
}

/** The API's `error` for a failed car validation: a missing required field wins, then too many photos. */
export const CAR_HEADLINES: Headlines = [
  [FIELD_REQUIRED, CAR_REQUIRED_FIELDS],
  [TOO_MANY_IMAGES, TOO_MANY_IMAGES],
];

/** POST /api/cars: brand, model, year, price, mileage and colour required; photos as an ordered list. */
export const carCreateSchema = withHeadlines(
  carFieldsSchema
    .extend({ images: images.optional() })
    .superRefine(fipeAllOrNone(false))
    .superRefine(minimumWithinPrice),
  CAR_HEADLINES,
);
export type CarCreateInput = z.output<typeof carCreateSchema>;

/** PUT /api/cars/{id}: only the fields present change, under the same rules; `images` replaces the list. */
export const carUpdateSchema = withHeadlines(
  carFieldsSchema
    .partial()
    .extend({
      images: images.optional(),
      status: z.enum(["available", "sold"], { error: "Status inválido: use available ou sold" }).optional(),
    })
    .superRefine(fipeAllOrNone(true))
    .superRefine(minimumWithinPrice),
  CAR_HEADLINES,
);
export type CarUpdateInput = z.output<typeof carUpdateSchema>;

/** The first number of the year text: what filters and sorting use. */
export function yearValueOf(yearText: string): number {
  return Number(/^\d{4}/.exec(yearText)?.[0] ?? MIN_CAR_YEAR);
}
