import { isValidCnpj } from "@brazilian-utils/brazilian-utils";
import { z } from "zod";

// The only module that reads process.env. It must stay importable from the Edge runtime (middleware),
// so it touches no Node APIs; secrets kept on disk are resolved in lib/secrets.ts.

const emailList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().trim().min(1).default(".data"),
  AUTH_SECRET: optionalText,
  ADMIN_EMAILS: emailList,
  DEVELOPER_EMAILS: emailList,
  DEALER_NAME: z.string().trim().min(1).default("Auto Premium Seminovos"),
  DEALER_PHONE: z.string().trim().min(1).default("(11) 3456-7890"),
  DEALER_WHATSAPP: z.string().trim().min(1).default("(11) 98765-4321"),
  DEALER_EMAIL: z.string().trim().min(1).default("contato@autopremium.com.br"),
  DEALER_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .default("Av. Europa, 1200 - Jardim Europa, São Paulo - SP, 01449-000"),
  /** Printed on the sale documents; typed with or without punctuation, kept as its 14 characters. */
  DEALER_CNPJ: z
    .string()
    .default("12.345.678/0001-95")
    .transform((value) => value.replace(/[^0-9A-Za-z]/g, "").toUpperCase())
    // The alphanumeric CNPJ rule (letters in the first 12 places), as lib/format/documents.ts checks it; that
    // module is not imported here because next.config loads this file outside the path aliases.
    .refine(
      (value) => /^[0-9A-Z]{12}\d{2}$/.test(value) && isValidCnpj(value, { version: 2 }),
      "CNPJ inválido",
    ),
  SITE_URL: optionalText,
  /** Origin next-auth builds its URLs from; defaults to SITE_URL. */
  NEXTAUTH_URL: optionalText,
  CLOUDINARY_URL: optionalText,
  NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME: optionalText,
  CLOUDINARY_API_KEY: optionalText,
  CLOUDINARY_API_SECRET: optionalText,
  /** Origin of Cloudinary's Upload API; tests point it at a local fake server. */
  CLOUDINARY_API_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ADMIN_LAYOUT: z.enum(["full", "compact"]).default("full"),
  /** Bytes available to private files (documents and receipts) together. */
  PRIVATE_STORAGE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024 * 1024),
  /** Bytes available to visitors' uploads (trade-in photos), apart from the staff's files. */
  VISITOR_STORAGE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024 * 1024),
  /**
   * Which peers are reverse proxies whose X-Forwarded-For is believed: unset (none), `loopback`, or a
   * comma-separated list of addresses/CIDRs (lib/http/trust-proxy.ts).
   */
  TRUST_PROXY: optionalText,
  /** `1`: the README's demo staff accounts (published password) exist even under `npm start`. */
  DEMO_ACCOUNTS: z
    .string()
    .optional()
    .transform((value) => value?.trim() === "1"),
  /** Bookings a visit or test-drive slot holds (docs/business-rules.md "Visit and test-drive booking"). */
  VISIT_SLOT_CAPACITY: z.coerce.number().int().min(1).max(50).default(2),
  /** The financing simulator's reference monthly rate, in percent (1.79 = 1,79 % a month); not an offer. */
  FINANCING_MONTHLY_RATE: z
    .string()
    .optional()
    .transform((value) => (value && value.trim() !== "" ? Number(value.trim()) : 1.79))
    .pipe(z.number().min(0).max(100)),
  /** Where `npm run backup` and the nightly backup write; default DATA_DIR/backups (lib/backup). */
  BACKUP_DIR: optionalText,
  /** How many backups the nightly run keeps in BACKUP_DIR, the newest ones. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Bearer token of GET /api/metrics; unset, the route answers 404. */
  METRICS_TOKEN: optionalText,
  /** The least severe log level written to standard output. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Set by Next.js while it builds (`phase-production-build`): the build is not a start. */
  NEXT_PHASE: optionalText,
  /** Set by the launcher when it runs the embedded PostgreSQL, so demo-only behaviour can be switched on. */
  EMBEDDED_DATABASE: z
    .string()
    .optional()
    .transform((value) => value === "1"),
});

export type Env = z.infer<typeof schema>;

function parseEnv(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  return parsed.data;
}

export const env: Env = parseEnv();

export const isProduction = env.NODE_ENV === "production";

/** The canonical origin of the showroom, without a trailing slash. */
export const siteUrl = withoutTrailingSlashes(env.SITE_URL ?? `http://localhost:${env.PORT}`);

/** By hand rather than with an unanchored "/+$", which rescans a run of slashes from each of them. */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === "/") end--;
  return url.slice(0, end);
}

export type CloudinaryConfig = { cloudName: string; apiKey: string; apiSecret: string };

/** Cloudinary credentials from CLOUDINARY_URL (cloudinary://key:secret@cloud) or the three separate variables. */
export function cloudinaryConfig(): CloudinaryConfig | null {
  if (env.CLOUDINARY_URL) {
    const match = /^cloudinary:\/\/([^:]+):([^@]+)@(.+)$/.exec(env.CLOUDINARY_URL);
    if (!match)
      throw new Error("CLOUDINARY_URL must look like cloudinary://<api_key>:<api_secret>@<cloud_name>");
    const [, apiKey = "", apiSecret = "", cloudName = ""] = match;
    return { cloudName, apiKey: decodeURIComponent(apiKey), apiSecret: decodeURIComponent(apiSecret) };
  }
  if (env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME && env.CLOUDINARY_API_KEY && env.CLOUDINARY_API_SECRET) {
    return {
      cloudName: env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME,
      apiKey: env.CLOUDINARY_API_KEY,
      apiSecret: env.CLOUDINARY_API_SECRET,
    };
  }
  return null;
}

/** Environment for a child process (the Next.js server spawned by the launcher), with overrides. */
export function childProcessEnv(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = { ...process.env };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
