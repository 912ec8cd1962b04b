"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useApiData } from "@/lib/admin/use-api-data";
import type { ApiOutboxMessageDetail } from "@/lib/outbox/schema";

// What an outbox message says (GET /api/outbox/{id}): the e-mail's plain-text part, or the webhook's JSON — also
// for a held e-mail, which is how staff read what would have been sent.

export function OutboxMessageDialog({
  messageId,
  onClose,
}: {
  messageId: string | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={messageId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {messageId ? <MessageBody id={messageId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function MessageBody({ id }: { id: string }) {
  const detail = useApiData<{ message: ApiOutboxMessageDetail }>(`/api/outbox/${encodeURIComponent(id)}`);
  const message = detail.data?.message;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">{message?.subject ?? "Mensagem"}</DialogTitle>
        <DialogDescription className="break-all">
          {message
            ? `${message.kind === "webhook" ? "Webhook para" : "Para"} ${message.to}${message.hasCalendar ? " · com convite de agenda" : ""}`
            : detail.state === "error"
              ? detail.message
              : "Carregando…"}
        </DialogDescription>
      </DialogHeader>
      {detail.state === "loading" ? (
        <Skeleton className="h-48" />
      ) : message ? (
        <pre className="overflow-x-auto rounded-md bg-muted p-3 text-sm break-words whitespace-pre-wrap">
          {message.text}
        </pre>
      ) : null}
    </>
  );
}
