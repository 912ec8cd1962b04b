"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { CarSelect } from "@/components/admin/kit/car-select";
import { FileField, useChosenFile } from "@/components/admin/kit/file-field";
import { FormActions } from "@/components/admin/kit/form-actions";
import { useCarOptions } from "@/components/admin/kit/use-car-options";
import { RecordFormDialog } from "@/components/admin/kit/record-form-dialog";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS } from "@/lib/constants/finance";
import { MAX_DOCUMENT_BYTES } from "@/lib/constants/uploads";
import {
  DOCUMENT_TOO_LARGE,
  FILE_REQUIRED,
  documentCreateSchema,
  type ApiDocument,
  type DocumentFormInput,
} from "@/lib/documents/schema";

export const DOCUMENT_FORM_FIELDS = ["title", "type", "carId", "clientName", "expiryDate"] as const;

type Output = z.output<typeof documentCreateSchema>;
export type DocumentSubmit = { values: Output; file: File | null };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  document: ApiDocument | null;
  onSubmit: (
    submit: DocumentSubmit,
    form: ReturnType<typeof useForm<DocumentFormInput, unknown, Output>>,
  ) => Promise<void>;
};

function initialValues(document: ApiDocument | null): DocumentFormInput {
  return {
    title: document?.title ?? "",
    type: document?.type ?? "contract",
    carId: document?.carId ?? "",
    clientName: document?.clientName ?? "",
    expiryDate: document?.expiryDate ?? "",
  };
}

/** New document (file required) or edit (the stored file is kept unless a new one is chosen). */
export function DocumentFormDialog(props: Props) {
  return (
    <RecordFormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.document ? "Editar Documento" : "Novo Documento"}
      history={props.document ? { entity: "document", entityId: props.document.id } : null}
    >
      <DocumentForm {...props} />
    </RecordFormDialog>
  );
}

function DocumentForm({ onOpenChange, document, onSubmit }: Props) {
  const cars = useCarOptions(true);
  const form = useForm<DocumentFormInput, unknown, Output>({
    resolver: zodResolver(documentCreateSchema),
    defaultValues: initialValues(document),
  });
  const { register, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  const chosen = useChosenFile(MAX_DOCUMENT_BYTES, DOCUMENT_TOO_LARGE);

  const error = (name: (typeof DOCUMENT_FORM_FIELDS)[number]) => errors[name]?.message;

  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        // The file is checked beside the schema's fields, so every problem shows at once.
        if (!document && !chosen.file) chosen.setError(FILE_REQUIRED);
        void handleSubmit(async (values) => {
          if (chosen.error || (!document && !chosen.file)) return;
          await onSubmit({ values, file: chosen.file }, form);
        })(event);
      }}
    >
      <FormField id="document-title" label="Título" required error={error("title")} className="sm:col-span-2">
        <Input {...register("title")} {...fieldA11yProps("document-title", error("title"))} required />
      </FormField>
      <FormField id="document-type" label="Tipo" required error={error("type")}>
        <NativeSelect {...register("type")} {...fieldA11yProps("document-type", error("type"))} required>
          {DOCUMENT_TYPES.map((type) => (
            <NativeSelectOption key={type} value={type}>
              {DOCUMENT_TYPE_LABELS[type]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="document-expiry" label="Validade" error={error("expiryDate")}>
        <Input
          {...register("expiryDate")}
          {...fieldA11yProps("document-expiry", error("expiryDate"))}
          type="date"
        />
      </FormField>
      <FormField id="document-client" label="Cliente" error={error("clientName")}>
        <Input
          {...register("clientName")}
          {...fieldA11yProps("document-client", error("clientName"))}
          autoComplete="off"
        />
      </FormField>
      <FormField id="document-car" label="Carro" error={error("carId")}>
        <CarSelect
          {...register("carId")}
          {...fieldA11yProps("document-car", error("carId"))}
          cars={cars}
          placeholder="Nenhum carro"
        />
      </FormField>
      <div className="sm:col-span-2">
        <FileField
          id="document-file"
          label={document ? "Substituir arquivo" : "Arquivo"}
          required={!document}
          accept="image/jpeg,image/png,image/webp,application/pdf,.doc,.docx,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          hint={
            document
              ? `Atual: ${document.fileName ?? "nenhum"}. Sem novo arquivo, o atual é mantido.`
              : "Imagem, PDF, DOC ou DOCX, até 10MB."
          }
          error={chosen.error}
          onFile={chosen.choose}
        />
      </div>
      <FormActions
        onCancel={() => onOpenChange(false)}
        submitting={isSubmitting}
        label={document ? "Salvar alterações" : "Salvar Documento"}
      />
    </form>
  );
}
