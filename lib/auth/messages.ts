// Texts of docs/business-rules.md "Auth" (answered by the routes) and of docs/texts.md (toasts of the /auth page).

export const INVALID_CREDENTIALS = "Email ou senha inválidos";
export const TEMPORARY_PASSWORD_EXPIRED =
  "Esta senha provisória expirou. Peça a um gerente uma nova redefinição de senha.";
export const EMAIL_TAKEN = "Este email já está cadastrado";
export const SIGN_IN_RATE_LIMITED = "Muitas tentativas de login. Tente novamente em 15 minutos.";
export const SIGN_UP_RATE_LIMITED = "Muitas tentativas de cadastro. Tente novamente em 1 hora.";

export type Toast = { title: string; description: string };

export const SIGN_IN_SUCCESS: Toast = { title: "Sucesso!", description: "Login realizado com sucesso!" };
export const SIGN_UP_SUCCESS: Toast = {
  title: "Conta Criada!",
  description: "Login realizado automaticamente!",
};

/** What a failed JSON call tells the person: the body's `error`, else the status (docs/texts.md). */
export type CallFailure = { status?: number; message?: string };

export function failureMessage(status: number, body: unknown): string {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === "string" && error ? error : `HTTP error! status: ${status}`;
}

/**
 * The toast for a failed sign-in. A 429, or a message that mentions the limit the way a proxy or the old
 * client spelt it ('muitas tentativas' in lower case, 'Too Many Requests'), is the generic lockout toast; the
 * server's own lockout text arriving without a 429 (e.g. through next-auth's error redirect) is shown as the
 * server wrote it; anything else is 'Erro no Login' with the server's message.
 */
export function signInErrorToast({ status, message }: CallFailure): Toast {
  if (status === 429 || message?.includes("muitas tentativas") || message?.includes("Too Many Requests")) {
    return {
      title: "Muitas Tentativas de Login",
      description: "Você tentou fazer login muitas vezes. Tente novamente em 15 minutos.",
    };
  }
  if (message === SIGN_IN_RATE_LIMITED)
    return { title: "Limite de Tentativas Excedido", description: SIGN_IN_RATE_LIMITED };
  return { title: "Erro no Login", description: message || "Erro desconhecido no login" };
}

/** The toast for a failed sign-up, by the same rules as signInErrorToast. */
export function signUpErrorToast({ status, message }: CallFailure): Toast {
  if (status === 429 || message?.includes("muitas tentativas") || message?.includes("Too Many Requests")) {
    return {
      title: "Muitas Tentativas de Cadastro",
      description: "Você tentou se cadastrar muitas vezes. Tente novamente em 1 hora.",
    };
  }
  if (message === SIGN_UP_RATE_LIMITED)
    return { title: "Limite de Tentativas Excedido", description: SIGN_UP_RATE_LIMITED };
  return { title: "Erro no Cadastro", description: message || "Erro desconhecido no cadastro" };
}
