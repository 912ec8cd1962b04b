import {
  CalendarClock,
  ExternalLink,
  FileSignature,
  FileText,
  HandCoins,
  Pencil,
  Trash2,
  XCircle,
} from "lucide-react";

import type { RowAction } from "@/components/admin/kit/row-actions";
import type { ApiCar } from "@/lib/cars/dto";
import { canCancelReservation } from "@/lib/reservations/rules";
import { isCarDocumentIssued } from "@/lib/printed-documents/availability";

// Each car's menu in the cars tab (docs/admin-panel.md "Cars"): see it on the site, edit, the reservation ('Reservar',
// its deposit receipt, 'Cancelar reserva' for whoever may), the consignment's PDFs, delete. The server enforces
// every one of these rules again; the menu only leaves out what would be refused.

type Handlers = {
  onEdit: (car: ApiCar) => void;
  onReserve: (car: ApiCar) => void;
  onCancelReservation: (car: ApiCar) => void;
  onDelete: (car: ApiCar) => void;
};

type Actor = { id: string; role: string } | null;

function reservationActions(car: ApiCar, actor: Actor, handlers: Handlers): RowAction[] {
  if (car.status !== "available") return [];
  const reservation = car.reservation;
  if (!reservation)
    return [
      { id: "reserve", label: "Reservar", icon: CalendarClock, onSelect: () => handlers.onReserve(car) },
    ];
  const carPath = `/api/cars/${encodeURIComponent(car.id)}`;
  return [
    {
      id: "reservation-receipt",
      label: "Recibo de sinal (PDF)",
      icon: FileText,
      href: `${carPath}/reservation/receipt.pdf`,
      download: true,
    },
    ...(canCancelReservation(actor, reservation)
      ? [
          {
            id: "cancel-reservation",
            label: "Cancelar reserva",
            icon: XCircle,
            onSelect: () => handlers.onCancelReservation(car),
          },
        ]
      : []),
  ];
}

function consignmentActions(car: ApiCar): RowAction[] {
  if (!car.consignment) return [];
  const base = `/api/cars/${encodeURIComponent(car.id)}/consignment`;
  const sold = car.status === "sold";
  return [
    {
      id: "consignment-contract",
      label: "Contrato de consignação (PDF)",
      icon: FileSignature,
      href: `${base}/contract.pdf`,
      download: true,
    },
    ...(isCarDocumentIssued("consignmentSettlement", { consigned: true, sold })
      ? [
          {
            id: "consignment-settlement",
            label: "Acerto de consignação (PDF)",
            icon: HandCoins,
            href: `${base}/settlement.pdf`,
            download: true,
          },
        ]
      : []),
  ];
}

export function carRowActions(car: ApiCar, actor: Actor, handlers: Handlers): RowAction[] {
  return [
    { id: "open", label: "Ver no site", icon: ExternalLink, href: `/car/${car.id}`, newTab: true },
    { id: "edit", label: "Editar", icon: Pencil, onSelect: () => handlers.onEdit(car) },
    ...reservationActions(car, actor, handlers),
    ...consignmentActions(car),
    {
      id: "delete",
      label: "Excluir",
      icon: Trash2,
      destructive: true,
      onSelect: () => handlers.onDelete(car),
    },
  ];
}
