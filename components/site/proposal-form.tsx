"use client";

import { useId } from "react";
import type { FieldErrors } from "react-hook-form";

import { useDeferredForm } from "@/components/site/deferred-form";
import { lazyZodResolver } from "@/components/site/lazy-zod-resolver";
import { fieldErrorText, responseError } from "@/components/site/form-errors";
import { PhoneInput } from "@/components/site/phone-input";
import { buttonClass, FormField, Input, Textarea } from "@/components/site/controls";
import { fieldA11yProps } from "@/components/ui/field-a11y";
import { INVALID_PHONE_MESSAGE, PROPOSAL_TOASTS, REQUIRED_FIELDS_MESSAGE } from "@/lib/constants";
import { preloadToasts, toast } from "@/lib/toast";
import type { ProposalFormInput, ProposalFormValues } from "@/lib/tickets/schema";

// The purchase proposal of a car page (docs/showroom.md and docs/texts.md): validated with the schema the API uses,
// posted to POST /api/contact-tickets with the car id (the server fills the car's details), cleared on success.

const validation = lazyZodResolver<ProposalFormInput, ProposalFormValues>(() =>
  import("@/lib/tickets/schema").then((module) => module.proposalFormSchema),
);

const EMPTY: ProposalFormInput = { name: "", email: "", phone: "", message: "" };

export function ProposalForm({ carId }: { carId: string }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
    start,
    controller,
  } = useDeferredForm<ProposalFormInput, ProposalFormValues>({ resolver: validation.resolver });
  // react-hook-form, zod and Sonner are loaded as soon as the visitor starts on the form: validation and toasts
  // are then ready (and the toasts' live region in place) by the time it is sent.
  const preload = () => {
    start();
    validation.preload();
    void preloadToasts().catch(() => undefined);
  };
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
    <form
      noValidate
      onFocus={preload}
      onPointerDown={preload}
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
      <button type="submit" disabled={isSubmitting} className={buttonClass("default", "lg")}>
        {isSubmitting ? "Enviando..." : "Enviar Proposta"}
      </button>
      {controller}
    </form>
  );
}
