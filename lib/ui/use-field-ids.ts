import { useId } from "react";

/**
 * The ids of a form's fields, unique per form instance: a previous page may stay in the document, hidden, after
 * a navigation, with a form of its own.
 */
export function useFieldIds<Field extends string = string>(): (field: Field) => string {
  const formId = useId();
  return (field) => `${formId}-${field}`;
}
