// The props that tie a form control to its label's field: its id, aria-invalid and the ids of its description
// and error (see form-field.tsx). A module of its own so forms drawn without components/ui can use it too.

type FieldA11yProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

function fieldA11yProps(id: string, error?: string, hasDescription = false): FieldA11yProps {
  const describedBy = [hasDescription ? `${id}-description` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");

  return {
    id,
    "aria-invalid": !!error || undefined,
    "aria-describedby": describedBy || undefined,
  };
}

export { fieldA11yProps };
export type { FieldA11yProps };
