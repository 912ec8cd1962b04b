import type { FieldErrors } from "react-hook-form";

import {
  CONTACT_TOASTS,
  INVALID_PHONE_INLINE_MESSAGE,
  INVALID_PHONE_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from "@/lib/constants/contact";
import { toast } from "@/lib/toast";

/** Under a field, a missing value reads shorter than the form-level sentence the toast and the API use. */
export function fieldErrorText(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message === REQUIRED_FIELDS_MESSAGE ? "Campo obrigatório." : message;
}

/** The same for a visitor's contact form, whose phone error also reads shorter under the field. */
export function visitorFieldError(message: string | undefined): string | undefined {
  return message === INVALID_PHONE_MESSAGE ? INVALID_PHONE_INLINE_MESSAGE : fieldErrorText(message);
}

/** A submit blocked by a bad phone says so in a toast, besides the field's own error. */
export function toastInvalidPhone(invalid: FieldErrors<{ phone: string }>) {
  if (invalid.phone?.message === INVALID_PHONE_MESSAGE)
    toast.error(CONTACT_TOASTS.invalidPhone.title, { description: CONTACT_TOASTS.invalidPhone.description });
}
