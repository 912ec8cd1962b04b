"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { toastInvalidPhone, visitorFieldError } from "@/components/site/form-errors";
import { FormSuccess } from "@/components/site/form-success";
import { useSiteToaster } from "@/components/site/site-toaster";
import { VisitorContactFields } from "@/components/site/visitor-contact-fields";
import { Button } from "@/components/ui/button";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest } from "@/lib/api-client";
import { CONTACT_TOASTS, TICKET_SUBJECTS, TICKET_SUBJECT_LABELS } from "@/lib/constants/contact";
import { maskPhone } from "@/lib/format/phone";
import { toast } from "@/lib/toast";
import { useFieldIds } from "@/lib/ui/use-field-ids";
import { contactFormSchema, type ContactFormInput, type ContactFormValues } from "@/lib/tickets/schema";

// The contact page's message form (docs/showroom.md and docs/texts.md): the phone shows its inline error as soon as the
// field is left; submitting with a bad phone is blocked with the 'Telefone inválido' toast.

const EMPTY: ContactFormInput = { name: "", email: "", phone: "", subject: "", message: "" };

export function ContactForm() {
  // The page's Toaster (components/site/site-toaster.tsx) is mounted once a form is on it.
  useSiteToaster();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY,
    mode: "onTouched",
  });
  const fieldId = useFieldIds();
  const [sent, setSent] = useState<{ phone: string; email: string } | null>(null);

  const onValid = async (values: ContactFormValues) => {
    try {
      await apiRequest("/api/contact-tickets", { method: "POST", json: values });
      toast.success(CONTACT_TOASTS.success.title, { description: CONTACT_TOASTS.success.description });
      reset(EMPTY);
      setSent({ phone: values.phone, email: values.email });
    } catch {
      toast.error(CONTACT_TOASTS.failure.title, { description: CONTACT_TOASTS.failure.description });
    }
  };

  const error = (field: keyof ContactFormInput) => visitorFieldError(errors[field]?.message);

  if (sent) {
    return (
      <FormSuccess
        title={CONTACT_TOASTS.success.title}
        testId="contact-sent"
        actions={
          <Button type="button" variant="outline" onClick={() => setSent(null)}>
            Enviar outra mensagem
          </Button>
        }
      >
        <p>
          {CONTACT_TOASTS.success.description} Vamos responder pelo e-mail{" "}
          <strong className="break-all text-foreground">{sent.email}</strong> ou pelo telefone{" "}
          <strong className="text-foreground">{maskPhone(sent.phone)}</strong>, no horário de atendimento.
        </p>
      </FormSuccess>
    );
  }

  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit(onValid, toastInvalidPhone)}
        className="grid gap-4"
        aria-label="Enviar mensagem"
        data-testid="contact-form"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <VisitorContactFields
            fields={{ name: register("name"), phone: register("phone"), email: register("email") }}
            fieldId={fieldId}
            error={error}
            emailRequired
          />
          <FormField id={fieldId("subject")} label="Assunto" error={error("subject")}>
            <NativeSelect {...register("subject")} {...fieldA11yProps(fieldId("subject"), error("subject"))}>
              <NativeSelectOption value="">{TICKET_SUBJECT_LABELS["contato-general"]}</NativeSelectOption>
              {TICKET_SUBJECTS.map((subject) => (
                <NativeSelectOption key={subject} value={subject}>
                  {TICKET_SUBJECT_LABELS[subject]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <FormField id={fieldId("message")} label="Mensagem" required error={error("message")}>
          <Textarea
            {...register("message")}
            {...fieldA11yProps(fieldId("message"), error("message"))}
            rows={5}
            required
          />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting} className="sm:justify-self-start">
          {isSubmitting ? "Enviando..." : "Enviar Mensagem"}
        </Button>
      </form>
    </>
  );
}
