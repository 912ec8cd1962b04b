import { z } from "zod";

import { MUST_CHANGE_PASSWORD } from "@/lib/auth/guard";
import { INVALID_COMMISSION_PERCENT } from "@/lib/commissions/rules";
import { HttpError } from "@/lib/http/errors";
import { userListQuerySchema } from "@/lib/lists/query";
import { LIST_QUERY_ERRORS, PLAIN_LIST_PAGE_NOTE, successAnswer } from "@/lib/openapi/answers";
import { endpoint } from "@/lib/openapi/endpoint";
import { quote } from "@/lib/openapi/quote";
import {
  INVALID_ROLE,
  PROTECTED_ACCOUNT,
  PROTECTED_PASSWORD,
  STAFF_ONLY_LEADS,
  USER_NOT_FOUND,
  userUpdateSchema,
} from "@/lib/users/schema";
import { userListAnswerSchema } from "@/lib/users/dto";

// The accounts' routes (app/api/users/): each declaration is what its route enforces and what /api/openapi.json says.

/** An {id} that cannot be an account's gets the 404 of an unknown one, {"success":false,"error":…} (docs/business-rules.md "Users and roles"). */
const unknownId = () => new HttpError(404, USER_NOT_FOUND, { body: { success: false } });
const tag = "Usuários";
const UNKNOWN_USER_ANSWER = `{"success":false,"error":"${USER_NOT_FOUND}"}`;

/** GET /api/users/check/{email}: whether an account has the e-mail, and which. */
const accountCheckAnswer = z.union([
  z.object({ exists: z.literal(true), user: z.object({ id: z.string(), email: z.string() }) }),
  z.object({ exists: z.literal(false) }),
]);

export const userEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/users",
    tag,
    summary: "Lista de usuários",
    permission: "users:manage",
    query: userListQuerySchema,
    responses: {
      200: {
        description: `Uma página de contas: mais novas primeiro (sem sort); q busca no e-mail; staff=true deixa só contas com cargo. ${PLAIN_LIST_PAGE_NOTE}`,
        schema: userListAnswerSchema,
      },
      400: LIST_QUERY_ERRORS,
    },
  }),
  check: endpoint({
    method: "get",
    path: "/api/users/check/{email}",
    tag,
    summary: "Existe conta com este e-mail?",
    permission: "users:manage",
    responses: { 200: { description: "Se existe conta com o e-mail, e qual", schema: accountCheckAnswer } },
  }),
  update: endpoint({
    method: "put",
    path: "/api/users/{id}",
    tag,
    summary: "Definir cargo e/ou comissão",
    permission: "users:manage",
    unknownId,
    body: userUpdateSchema,
    responses: {
      200: { description: "A conta mudou", schema: successAnswer },
      400: `${quote(INVALID_ROLE)}; ${quote(STAFF_ONLY_LEADS)}; ${quote(INVALID_COMMISSION_PERCENT)}`,
      403: quote(PROTECTED_ACCOUNT),
      404: UNKNOWN_USER_ANSWER,
    },
  }),
  resetPassword: endpoint({
    method: "post",
    path: "/api/users/{id}/reset-password",
    tag,
    summary: `Redefinir senha: senha provisória mostrada uma vez; até trocá-la, a conta recebe ${quote(MUST_CHANGE_PASSWORD)}`,
    permission: "users:manage",
    unknownId,
    responses: {
      200: {
        description: "A senha provisória, mostrada uma vez",
        schema: z.object({ temporaryPassword: z.string() }),
      },
      403: `${quote(PROTECTED_PASSWORD)} (gerente diante de uma conta admin ou developer)`,
      404: UNKNOWN_USER_ANSWER,
    },
  }),
};
