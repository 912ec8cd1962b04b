import { REQUIRED_FIELDS_MESSAGE } from "@/lib/constants";

/** Under a field, a missing value reads shorter than the form-level sentence the toast and the API use. */
export function fieldErrorText(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message === REQUIRED_FIELDS_MESSAGE ? "Campo obrigatório." : message;
}
