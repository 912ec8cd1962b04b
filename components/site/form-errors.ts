import { REQUIRED_FIELDS_MESSAGE } from "@/lib/constants";

/** Under a field, a missing value reads shorter than the form-level sentence the toast and the API use. */
export function fieldErrorText(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message === REQUIRED_FIELDS_MESSAGE ? "Campo obrigatório." : message;
}

/** The error text of a failed API call: its `error` field, else a generic HTTP text (docs/texts.md). */
export async function responseError(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === "string" && body.error) return body.error;
  } catch {
    // Not JSON.
  }
  return `HTTP error! status: ${response.status}`;
}
