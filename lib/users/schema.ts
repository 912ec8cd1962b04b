import { z } from "zod";

import { ASSIGNABLE_ROLES } from "@/lib/constants";

// PUT /api/users/{id} (API.md "users"): the roles a manager may give, compared case-insensitively.

export const SETTABLE_ROLES = [...ASSIGNABLE_ROLES, "user"] as const;
export type SettableRole = (typeof SETTABLE_ROLES)[number];

export const INVALID_ROLE = "Cargo inválido. Use gerente, vendedor, ajudante ou user.";
export const USER_NOT_FOUND = "Usuário não encontrado";
export const PROTECTED_ACCOUNT = "Apenas administradores podem alterar o cargo de um administrador.";

export const setRoleSchema = z.object({
  role: z
    .string({ error: INVALID_ROLE })
    .trim()
    .toLowerCase()
    .pipe(z.enum(SETTABLE_ROLES, { error: INVALID_ROLE })),
});

export type SetRoleInput = z.input<typeof setRoleSchema>;
