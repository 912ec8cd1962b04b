import { z } from "zod";

import { NOT_SIGNED_IN } from "@/lib/auth/guard";
import {
  EMAIL_TAKEN,
  INVALID_CREDENTIALS,
  SIGN_IN_RATE_LIMITED,
  SIGN_UP_RATE_LIMITED,
} from "@/lib/auth/messages";
import {
  changePasswordSchema,
  PASSWORD_TOO_SHORT,
  signInSchema,
  signUpSchema,
  WRONG_CURRENT_PASSWORD,
} from "@/lib/auth/schema";
import { signedInUserSchema, successAnswer } from "@/lib/openapi/answers";
import { endpoint } from "@/lib/openapi/endpoint";
import { quote } from "@/lib/openapi/quote";

// The app's own sign-up, sign-in, sign-out and password routes (app/api/auth/; next-auth's endpoints beside them are
// described in lib/openapi/operations.ts): each declaration is what its route enforces and what
// /api/openapi.json says.

const tag = "Autenticação";

/** The account now signed in; the session cookie comes with it. */
const signedInAnswer = z.object({ user: signedInUserSchema });

export const authEndpoints = {
  register: endpoint({
    method: "post",
    path: "/api/auth/register",
    tag,
    summary: "Criar conta (já entra logado)",
    body: signUpSchema,
    responses: {
      201: { description: "A conta criada, e o cookie de sessão", schema: signedInAnswer },
      400: "E-mail inválido ou senha com menos de 6 caracteres",
      409: quote(EMAIL_TAKEN),
      429: quote(SIGN_UP_RATE_LIMITED),
    },
  }),
  login: endpoint({
    method: "post",
    path: "/api/auth/login",
    tag,
    summary: "Entrar",
    body: signInSchema,
    responses: {
      200: {
        description: "A conta, e o cookie de sessão",
        schema: signedInAnswer.extend({
          mustChangePassword: z
            .literal(true)
            .optional()
            .describe("Só com senha provisória: até trocá-la, as demais rotas respondem 403"),
        }),
      },
      401: quote(INVALID_CREDENTIALS),
      429: quote(SIGN_IN_RATE_LIMITED),
    },
  }),
  logout: endpoint({
    method: "post",
    path: "/api/auth/logout",
    tag,
    summary: "Sair: a sessão deixa de valer no servidor",
    responses: { 200: { description: "A sessão terminou e o cookie foi apagado", schema: successAnswer } },
  }),
  changePassword: endpoint({
    method: "put",
    path: "/api/auth/password",
    tag,
    summary: "Alterar a própria senha: as outras sessões da conta terminam",
    // The way out of a temporary password, so an account that must change it is let in.
    signedIn: true,
    duringPasswordChange: true,
    body: changePasswordSchema,
    responses: {
      200: { description: "A senha mudou; vem um novo cookie de sessão", schema: successAnswer },
      400: `${quote(WRONG_CURRENT_PASSWORD)} (conta como tentativa de login falha) ou ${quote(PASSWORD_TOO_SHORT)}`,
      401: quote(NOT_SIGNED_IN),
      429: quote(SIGN_IN_RATE_LIMITED),
    },
  }),
};
