import { z } from "zod";

/**
 * Zod's own messages in pt-BR. Every schema names its messages, but a shape nobody wrote one for (a field of
 * the wrong type deep inside a body, an unexpected root value) would otherwise answer in zod's English
 * default; with this the API speaks pt-BR whatever slips through. Zod keeps this setting on globalThis, so one
 * call at server start (instrumentation.ts) covers every copy of zod and zod/mini in the process.
 */
export function setBrazilianZodMessages(): void {
  z.config(z.locales.ptBR());
}
