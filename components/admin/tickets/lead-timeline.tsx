"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { MessageSquarePlus, RefreshCw } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest, serverErrorOf } from "@/lib/api-client";
import { useApiData } from "@/lib/admin/use-api-data";
import { formatDateTime } from "@/lib/format/dates";
import { MAX_NOTE_LENGTH, noteSchema, type ApiLeadEvent, type NoteInput } from "@/lib/leads/schema";
import type { ApiTicket } from "@/lib/tickets/dto";
import { toast } from "@/lib/toast";

// A lead's timeline in its ticket card (GET /api/contact-tickets/{id}): what happened, in order, with who and when,
// and a note form (POST /api/contact-tickets/{id}/notes, the notes' own schema).

const TYPE_LABELS: Record<ApiLeadEvent["type"], string> = {
  created: "Recebido",
  assigned: "Atribuição",
  escalated: "Escalado",
  status: "Status",
  note: "Nota",
  email: "E-mail",
};

type Detail = { ticket: ApiTicket & { events: ApiLeadEvent[] } };

export function LeadTimeline({
  ticketId,
  onTicket,
}: {
  ticketId: string;
  /** The ticket as the server now has it, after a note (its first response may have been set). */
  onTicket: (ticket: ApiTicket) => void;
}) {
  const detail = useApiData<Detail>(`/api/contact-tickets/${encodeURIComponent(ticketId)}`);
  const fieldId = useId();
  const form = useForm<NoteInput>({ resolver: zodResolver(noteSchema), defaultValues: { text: "" } });
  const error = form.formState.errors.text?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      await apiRequest(`/api/contact-tickets/${encodeURIComponent(ticketId)}/notes`, {
        method: "POST",
        json: values,
      });
      form.reset({ text: "" });
      toast.success("Nota adicionada.");
      const fresh = await apiRequest<Detail>(`/api/contact-tickets/${encodeURIComponent(ticketId)}`);
      detail.setData(() => fresh);
      const { events: _events, ...ticket } = fresh.ticket;
      onTicket(ticket);
    } catch (failure) {
      toast.error("Erro ao adicionar a nota", { description: serverErrorOf(failure) });
    }
  });

  return (
    <div className="flex flex-col gap-3 pt-1">
      {detail.state === "loading" ? (
        <div role="status" aria-busy="true" aria-label="Carregando histórico" className="flex flex-col gap-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : detail.state === "error" ? (
        <div role="alert" className="flex flex-wrap items-center gap-2">
          <p>Não foi possível carregar o histórico.</p>
          <Button variant="outline" onClick={() => void detail.reload()}>
            <RefreshCw aria-hidden="true" />
            Tentar novamente
          </Button>
        </div>
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Histórico do lead" data-testid="lead-timeline">
          {detail.data.ticket.events.map((event) => (
            <li key={event.id} className="flex flex-col gap-0.5 border-l-2 pl-3" data-type={event.type}>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
                <Badge variant={event.type === "note" ? "default" : "outline"}>
                  {TYPE_LABELS[event.type]}
                </Badge>
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                <span className="break-all">{event.by ?? "Sistema"}</span>
              </span>
              <span className="break-words whitespace-pre-wrap">{event.text}</span>
            </li>
          ))}
        </ol>
      )}

      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
        <FormField id={fieldId} label="Nova nota" error={error}>
          <Textarea
            rows={2}
            maxLength={MAX_NOTE_LENGTH}
            placeholder="O que foi combinado com o cliente?"
            {...form.register("text")}
            {...fieldA11yProps(fieldId, error)}
          />
        </FormField>
        <Button type="submit" variant="outline" className="w-fit" disabled={form.formState.isSubmitting}>
          <MessageSquarePlus aria-hidden="true" />
          Adicionar nota
        </Button>
      </form>
    </div>
  );
}
