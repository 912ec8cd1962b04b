"use client";

import { useState } from "react";

import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type Props = {
  id: string;
  label: string;
  accept: string;
  hint: string;
  error?: string;
  required?: boolean;
  onFile: (file: File | null) => void;
};

/** A file input for a private upload; the server decides the real type from the bytes. */
export function FileField({ id, label, accept, hint, error, required, onFile }: Props) {
  return (
    <FormField id={id} label={label} error={error} description={hint} required={required}>
      <Input
        id={id}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-description`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        className="h-auto py-1.5"
      />
    </FormField>
  );
}

/** The file chosen in a FileField and its error: a file over `maxBytes` is refused with `tooLarge` as it is chosen. */
export function useChosenFile(maxBytes: number, tooLarge: string) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(chosen && chosen.size > maxBytes ? tooLarge : undefined);
  };
  return { file, error, setError, choose };
}
