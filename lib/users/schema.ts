import { z } from "zod";

import { commissionPercentSchema } from "@/lib/commissions/rules";
import { ASSIGNABLE_ROLES } from "@/lib/constants/auth";
import { MAX_EMAIL_LENGTH } from "@/lib/constants/contact";

// PUT /api/users/{id} (docs/business-rules.md "Users and roles"): the roles a manager may give, compared case-insensitively.

export const SETTABLE_ROLES = [...ASSIGNABLE_ROLES, "user"] as const;
export type SettableRole = (typeof SETTABLE_ROLES)[number];

export const INVALID_ROLE = "Cargo inválido. Use gerente, vendedor, ajudante ou user.";
export const USER_NOT_FOUND = "Usuário não encontrado";
export const PROTECTED_ACCOUNT = "Apenas administradores podem alterar o cargo de um administrador.";
export const PROTECTED_PASSWORD = "Apenas administradores podem redefinir a senha de um administrador.";

export const INVALID_RECEIVES_LEADS = "receivesLeads deve ser true ou false.";
export const STAFF_ONLY_LEADS = "Apenas membros da equipe recebem leads.";

const role = z
  .string({ error: INVALID_ROLE })
  .trim()
  .toLowerCase()
  .pipe(z.enum(SETTABLE_ROLES, { error: INVALID_ROLE }));

export const setRoleSchema = z.object({ role });

export type SetRoleInput = z.input<typeof setRoleSchema>;

/**
/**
 * PUT /api/users/{id}: any of the fields a manager sets on an account — the role, whether it receives leads, the
 * commission rate (0–20 %, two decimals at most) — at least one. An empty body is refused with the role's message,
 * as before there was more than the role.
 */
export const userUpdateSchema = z
  .object({
    role: role.optional(),
    receivesLeads: z.boolean({ error: INVALID_RECEIVES_LEADS }).optional(),
    commissionPercent: commissionPercentSchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: INVALID_ROLE,
    path: ["role"],
  });

export type UserUpdateInput = z.output<typeof userUpdateSchema>;

// The roles tab's form (docs/business-rules.md): e-mail and role are both required.
export const FILL_ALL_FIELDS = "Por favor, preencha todos os campos";
export const ROLE_USER_NOT_FOUND = {
  title: USER_NOT_FOUND,
  description:
    "Este email não possui uma conta no sistema. É necessário criar uma conta primeiro antes de atribuir um cargo.",
} as const;

export const assignRoleFormSchema = z.object({
  email: z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .toLowerCase()
    .min(1, FILL_ALL_FIELDS)
    .max(MAX_EMAIL_LENGTH, { error: "Email inválido", abort: true })
    .pipe(z.email("Email inválido")),
  role: z.enum(ASSIGNABLE_ROLES, { error: FILL_ALL_FIELDS }),
});

export type AssignRoleFormInput = z.input<typeof assignRoleFormSchema>;
export type AssignRoleFormValues = z.output<typeof assignRoleFormSchema>;
