import { describe, expect, it } from "vitest";

import {
  failureMessage,
  SIGN_IN_RATE_LIMITED,
  SIGN_UP_RATE_LIMITED,
  signInErrorToast,
  signUpErrorToast,
} from "@/lib/auth/messages";

describe("sign-in error toasts (docs/texts.md)", () => {
  it.each([
    [
      { status: 429, message: SIGN_IN_RATE_LIMITED },
      "Muitas Tentativas de Login",
      "Você tentou fazer login muitas vezes. Tente novamente em 15 minutos.",
    ],
    [
      { status: 429 },
      "Muitas Tentativas de Login",
      "Você tentou fazer login muitas vezes. Tente novamente em 15 minutos.",
    ],
    [
      { status: 503, message: "HTTP error! status: 503 Too Many Requests" },
      "Muitas Tentativas de Login",
      "Você tentou fazer login muitas vezes. Tente novamente em 15 minutos.",
    ],
    [
      { message: "foram muitas tentativas" },
      "Muitas Tentativas de Login",
      "Você tentou fazer login muitas vezes. Tente novamente em 15 minutos.",
    ],
    [
      { message: SIGN_IN_RATE_LIMITED },
      "Limite de Tentativas Excedido",
      "Muitas tentativas de login. Tente novamente em 15 minutos.",
    ],
    [{ status: 401, message: "Email ou senha inválidos" }, "Erro no Login", "Email ou senha inválidos"],
    [{ status: 500, message: "" }, "Erro no Login", "Erro desconhecido no login"],
    [{}, "Erro no Login", "Erro desconhecido no login"],
  ])("%j → %s / %s", (failure, title, description) => {
    expect(signInErrorToast(failure)).toEqual({ title, description });
  });
});

describe("sign-up error toasts (docs/texts.md)", () => {
  it.each([
    [
      { status: 429, message: SIGN_UP_RATE_LIMITED },
      "Muitas Tentativas de Cadastro",
      "Você tentou se cadastrar muitas vezes. Tente novamente em 1 hora.",
    ],
    [
      { message: SIGN_UP_RATE_LIMITED },
      "Limite de Tentativas Excedido",
      "Muitas tentativas de cadastro. Tente novamente em 1 hora.",
    ],
    [
      { status: 409, message: "Este email já está cadastrado" },
      "Erro no Cadastro",
      "Este email já está cadastrado",
    ],
    [{}, "Erro no Cadastro", "Erro desconhecido no cadastro"],
  ])("%j → %s / %s", (failure, title, description) => {
    expect(signUpErrorToast(failure)).toEqual({ title, description });
  });
});

describe("failureMessage", () => {
  it("reads the body's error, else names the status", () => {
    expect(failureMessage(401, { error: "Email ou senha inválidos" })).toBe("Email ou senha inválidos");
    expect(failureMessage(502, null)).toBe("HTTP error! status: 502");
    expect(failureMessage(500, { error: 42 })).toBe("HTTP error! status: 500");
  });
});
