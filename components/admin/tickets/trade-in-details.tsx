"use client";

import { CarFront, Download } from "lucide-react";

import { DeleteTradeInPhotos } from "@/components/admin/tickets/delete-trade-in-photos";
import { buttonVariants } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { formatMileage } from "@/lib/format/mileage";
import type { ApiTradeIn } from "@/lib/tickets/dto";
import { formatPlate } from "@/lib/trade-ins/plate";
import { cn } from "@/lib/utils";

const photoUrl = (ticketId: string, n: number) =>
  `/api/trade-ins/${encodeURIComponent(ticketId)}/photos/${n}`;

/**
 * The visitor's car of a trade-in request (docs/admin-panel.md, tickets tab): brand, model, year, mileage, plate
 * and the photos (the notes are in the ticket's message), drawn through the protected photo route (tickets permission); a thumbnail opens the photo full
 * size, with a link to download it.
 */
export function TradeInDetails({ ticketId, tradeIn }: { ticketId: string; tradeIn: ApiTradeIn }) {
  const car = `${tradeIn.brand} ${tradeIn.model} ${tradeIn.year}`;
  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-dashed bg-muted/50 p-3 text-sm"
      data-testid="ticket-trade-in"
    >
      <p className="flex items-center gap-2 font-medium">
        <CarFront className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-words">Usado para avaliação: {car}</span>
      </p>
      <p className="text-muted-foreground">
        {[
          formatMileage(tradeIn.mileage),
          tradeIn.plate ? `Placa ${formatPlate(tradeIn.plate)}` : "Placa não informada",
        ].join(" · ")}
      </p>
      {tradeIn.photoCount ? (
        <ul className="flex flex-wrap gap-2" aria-label={`Fotos do ${car}`}>
          {Array.from({ length: tradeIn.photoCount }, (_, n) => (
            <li key={n}>
              <Dialog>
                <DialogTrigger className="block size-16 overflow-hidden rounded-md border bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                  {/* Served by the protected route with the session cookie: next/image's optimizer cannot fetch it. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img
                    src={photoUrl(ticketId, n)}
                    alt={`Foto ${n + 1} de ${tradeIn.photoCount}, ampliar`}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                </DialogTrigger>
                <DialogContent className="max-w-[calc(100%-1rem)] sm:max-w-3xl">
                  <DialogHeader>
                    <DialogTitle>{car}</DialogTitle>
                    <DialogDescription>
                      Foto {n + 1} de {tradeIn.photoCount}
                    </DialogDescription>
                  </DialogHeader>
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img
                    src={photoUrl(ticketId, n)}
                    alt={`Foto ${n + 1} do ${car}`}
                    className="max-h-[70vh] w-full rounded-md object-contain"
                  />
                  <a
                    href={photoUrl(ticketId, n)}
                    download
                    className={cn(buttonVariants({ variant: "outline" }), "justify-self-start")}
                  >
                    <Download aria-hidden="true" />
                    Baixar foto
                  </a>
                </DialogContent>
              </Dialog>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-muted-foreground">Sem fotos.</p>
      )}
      {tradeIn.photoCount ? <DeleteTradeInPhotos ticketId={ticketId} count={tradeIn.photoCount} /> : null}
    </div>
  );
}
