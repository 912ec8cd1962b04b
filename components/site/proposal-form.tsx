"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { X } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useForm, type FieldErrors } from "react-hook-form";

import { WhatsAppMark } from "@/components/site/brand-marks";
import { fieldErrorText } from "@/components/site/form-errors";
import { FormSuccess } from "@/components/site/form-success";
import { useSiteToaster } from "@/components/site/site-toaster";
import { VisitorContactFields } from "@/components/site/visitor-contact-fields";
import { Button, buttonVariants } from "@/components/ui/button";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiRequest } from "@/lib/api-client";
import { INVALID_PHONE_MESSAGE, PROPOSAL_TOASTS, REQUIRED_FIELDS_MESSAGE } from "@/lib/constants/contact";
import {
  chooseSimulation,
  chosenSimulation,
  noSimulation,
  subscribeToSimulation,
  type ChosenSimulation,
} from "@/lib/financing/proposal-simulation";
import { formatMoney } from "@/lib/format/money";
import { maskPhone } from "@/lib/format/phone";
import { toast } from "@/lib/toast";
import { proposalFormSchema, type ProposalFormInput, type ProposalFormValues } from "@/lib/tickets/schema";
import { useFieldIds } from "@/lib/ui/use-field-ids";

// The purchase proposal of a car page (docs/showroom.md and docs/texts.md): validated with the schema the API uses,
// posted to POST /api/contact-tickets with the car id (the server fills the car's details). Once sent, a
// confirmation takes the form's place, saying who answers where, with WhatsApp to talk at once.

const EMPTY: ProposalFormInput = { name: "", email: "", phone: "", message: "" };

/** The message a proposal with a simulation starts with, so the visitor only has to add their details. */
function simulationMessage(simulation: ChosenSimulation): string {
  return (
    `Tenho interesse neste carro com financiamento: entrada de ${formatMoney(simulation.downPayment)} ` +
    `e ${simulation.months}× de ${formatMoney(simulation.installment)} (simulação do site).`
  );
}

type Props = {
  carId: string;
  /** "Honda Civic Touring 2021", named by the confirmation. */
  carName: string;
  /** The car's WhatsApp chat, offered once the proposal is sent. */
  whatsappHref: string;
};

/** Who the dealer will answer, as the visitor typed it: the confirmation repeats it. */
type Sent = { phone: string; email: string };

export function ProposalForm({ carId, carName, whatsappHref }: Props) {
  // The page's Toaster (components/site/site-toaster.tsx) is mounted once a form is on it.
  useSiteToaster();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ProposalFormInput, unknown, ProposalFormValues>({
    resolver: zodResolver(proposalFormSchema),
    defaultValues: EMPTY,
  });
  const fieldId = useFieldIds();
  // The simulation chosen with 'Enviar proposta com esta simulação' on this car's simulator, if any.
  const chosen = useSyncExternalStore(subscribeToSimulation, chosenSimulation, noSimulation);
  const simulation = chosen && chosen.carId === carId ? chosen : null;
  const [sent, setSent] = useState<Sent | null>(null);

  useEffect(() => {
    if (!simulation) return;
    if (!getValues("message").trim()) setValue("message", simulationMessage(simulation));
    setFocus("name");
  }, [simulation, getValues, setValue, setFocus]);

  const onValid = async (values: ProposalFormValues) => {
    try {
      await apiRequest("/api/contact-tickets", {
        method: "POST",
        json: {
          ...values,
          carId,
          // Only the visitor's choices: the server computes the installment from the car's price.
          ...(simulation
            ? { financing: { downPayment: simulation.downPayment, months: simulation.months } }
            : {}),
        },
      });
      toast.success(PROPOSAL_TOASTS.success);
      reset(EMPTY);
      if (simulation) chooseSimulation(null);
      setSent({ phone: values.phone, email: values.email });
    } catch (error) {
      // The server's answer, when there was one; no description when the network failed.
      if (error instanceof ApiError && error.status !== null)
        toast.error(PROPOSAL_TOASTS.failure, { description: error.message });
      else toast.error(PROPOSAL_TOASTS.failure);
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

  if (sent) {
    return (
      <FormSuccess
        title="Proposta enviada!"
        testId="proposal-sent"
        actions={
          <>
            <a
              href={whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              data-track-car={carId}
              data-track-action="whatsapp_click"
              className={buttonVariants({ variant: "whatsapp" })}
            >
              <WhatsAppMark className="size-5" />
              Conversar no WhatsApp
            </a>
            <Button type="button" variant="outline" onClick={() => setSent(null)}>
              Enviar outra proposta
            </Button>
          </>
        }
      >
        <p>
          Recebemos sua proposta para o <strong className="text-foreground">{carName}</strong>. Um consultor
          vai responder pelo telefone <strong className="text-foreground">{maskPhone(sent.phone)}</strong> ou
          pelo e-mail <strong className="break-all text-foreground">{sent.email}</strong>, no horário de
          atendimento.
        </p>
        <p>Quer adiantar a conversa? Chame a gente agora no WhatsApp.</p>
      </FormSuccess>
    );
  }

  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit(onValid, onInvalid)}
        className="grid gap-4"
        aria-label="Enviar proposta"
        data-testid="proposal-form"
      >
        {simulation ? (
          <div
            className="flex items-start justify-between gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm"
            data-testid="proposal-simulation"
          >
            <div className="grid gap-0.5">
              <p className="font-medium">Simulação anexada à proposta</p>
              <p className="text-muted-foreground">
                Entrada {formatMoney(simulation.downPayment)} · {simulation.months}× de{" "}
                {formatMoney(simulation.installment)} · total {formatMoney(simulation.total)}
              </p>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label="Remover a simulação da proposta"
              onClick={() => chooseSimulation(null)}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        ) : null}
        <VisitorContactFields
          fields={{ name: register("name"), phone: register("phone"), email: register("email") }}
          fieldId={fieldId}
          error={error}
          emailRequired
        />
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
