import { z } from "zod";

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/constants/auth";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from "@/lib/constants/contact";
import { hasInvalidCharacters } from "@/lib/validation/text";

// Sign-in and sign-up inputs, shared by the /auth forms (zodResolver) and the /api/auth routes.

export const INVALID_EMAIL = "Email inválido";
export const EMAIL_REQUIRED = "Email é obrigatório";
export const PASSWORD_REQUIRED = "Senha é obrigatória";
export const PASSWORD_TOO_SHORT = `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`;
export const PASSWORD_TOO_LONG = `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres`;
export const INVALID_NAME = "Nome inválido";

/** E-mails are trimmed and lower-cased before anything (lookups, rate limits) sees them. */
export const emailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_REQUIRED)
  // Measured before zod's e-mail format runs (a failed step ends a pipe).
  .max(MAX_EMAIL_LENGTH, { error: INVALID_EMAIL, abort: true })
  .pipe(z.email(INVALID_EMAIL));

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, PASSWORD_REQUIRED)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
});

export const signUpSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  // Any other key, a `role` above all, is dropped by the object schema: the server alone decides the role.
  name: z
    .string({ error: INVALID_NAME })
    .trim()
    .max(MAX_NAME_LENGTH, { error: INVALID_NAME, abort: true })
    // A single-line text: no control characters, line breaks or bidi controls (lib/validation/text.ts).
    .refine((name) => !hasInvalidCharacters(name), INVALID_NAME)
    .nullish(),
});

export const CURRENT_PASSWORD_REQUIRED = "Informe a senha atual";
export const WRONG_CURRENT_PASSWORD = "Senha atual incorreta";
export const PASSWORDS_DIFFER = "As senhas não coincidem";

const newPassword = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

/** PUT /api/auth/password (docs/business-rules.md "Staff passwords"). */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: CURRENT_PASSWORD_REQUIRED })
    .min(1, CURRENT_PASSWORD_REQUIRED)
    .max(PASSWORD_MAX_LENGTH, WRONG_CURRENT_PASSWORD),
  newPassword,
});
export type ChangePassword = z.output<typeof changePasswordSchema>;

/** The 'Alterar senha' form: the API's fields plus the confirmation, checked in the browser only. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: PASSWORDS_DIFFER,
    path: ["confirmPassword"],
  });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

export type SignInInput = z.input<typeof signInSchema>;
export type SignIn = z.output<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

/** The name shown for an account: the one given, else the part of the e-mail before the @. */
export function displayName(email: string, name?: string | null): string {
  const given = name?.trim();
  return (given || email.split("@")[0] || email).slice(0, MAX_NAME_LENGTH);
}
