import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

import { ApiError } from "@/lib/api-client";

/** Puts the server's field messages under the matching fields; true when at least one was placed. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: "server", message });
    placed = true;
  }
  return placed;
}

/** The server's text, for a toast description. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : "Erro desconhecido";
}
