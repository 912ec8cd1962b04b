"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, type FieldErrors } from "react-hook-form";

import { fieldErrorText, responseError } from "@/components/site/form-errors";
import { PhoneInput } from "@/components/site/phone-input";
import { useSiteToaster } from "@/components/site/site-toaster";
import { Button } from "@/components/ui/button";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { INVALID_PHONE_MESSAGE, PROPOSAL_TOASTS, REQUIRED_FIELDS_MESSAGE } from "@/lib/constants";
import { toast } from "@/lib/toast";
import { proposalFormSchema, type ProposalFormInput, type ProposalFormValues } from "@/lib/tickets/schema";

// The purchase proposal of a car page (docs/showroom.md and docs/texts.md): validated with the schema the API uses,
// posted to POST /api/contact-tickets with the car id (the server fills the car's details), cleared on success.

const EMPTY: ProposalFormInput = { name: "", email: "", phone: "", message: "" };

export function ProposalForm({ carId }: { carId: string }) {
  // The page's Toaster (components/site/site-toaster.tsx) is mounted once a form is on it.
  useSiteToaster();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProposalFormInput, unknown, ProposalFormValues>({
    resolver: zodResolver(proposalFormSchema),
    defaultValues: EMPTY,
  });
  // Unique per instance: a previous car page may stay in the document, hidden, after a navigation.
  const formId = useId();
  const fieldId = (field: string) => `${formId}-${field}`;

  const onValid = async (values: ProposalFormValues) => {
    try {
      const response = await fetch("/api/contact-tickets", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...values, carId }),
      });
      if (!response.ok) {
        toast.error(PROPOSAL_TOASTS.failure, { description: await responseError(response) });
        return;
      }
      toast.success(PROPOSAL_TOASTS.success);
      reset(EMPTY);
    } catch {
      toast.error(PROPOSAL_TOASTS.failure);
    }
  };

  const onInvalid = (invalid: FieldErrors<ProposalFormInput>) => {
    const messages = Object.values(invalid).map((error) => error?.message);
    toast.error(
      messages.includes(REQUIRED_FIELDS_MESSAGE)
        ? REQUIRED_FIELDS_MESSAGE
        : (messages.find(Boolean) ?? INVALID_PHONE_MESSAGE),
    );
  };

  const error = (field: keyof ProposalFormInput) => fieldErrorText(errors[field]?.message);

  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit(onValid, onInvalid)}
        className="grid gap-4"
        aria-label="Enviar proposta"
        data-testid="proposal-form"
      >
        <FormField id={fieldId("name")} label="Nome" required error={error("name")}>
          <Input
            {...register("name")}
            {...fieldA11yProps(fieldId("name"), error("name"))}
            autoComplete="name"
            required
          />
        </FormField>
        <FormField id={fieldId("email")} label="E-mail" required error={error("email")}>
          <Input
            {...register("email")}
            {...fieldA11yProps(fieldId("email"), error("email"))}
            type="email"
            autoComplete="email"
            required
          />
        </FormField>
        <FormField id={fieldId("phone")} label="Telefone" required error={error("phone")}>
          <PhoneInput {...register("phone")} {...fieldA11yProps(fieldId("phone"), error("phone"))} required />
        </FormField>
        <FormField id={fieldId("message")} label="Mensagem" required error={error("message")}>
          <Textarea
            {...register("message")}
            {...fieldA11yProps(fieldId("message"), error("message"))}
            rows={4}
            placeholder="Conte sua proposta: valor, forma de pagamento, troca..."
            required
          />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Enviando..." : "Enviar Proposta"}
        </Button>
      </form>
    </>
  );
}
