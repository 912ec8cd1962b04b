import { formatDateBR } from "@/lib/format/dates";
import { formatCpfCnpj } from "@/lib/format/documents";
import { formatMoney } from "@/lib/format/money";
import { maskPhone } from "@/lib/format/phone";
import {
  carPhrase,
  carRows,
  letterhead,
  priceInFiguresAndWords,
  type DocumentCar,
  type DocumentDealer,
  type SaleDocument,
} from "@/lib/printed-documents/content";
import { amountInWords } from "@/lib/format/amount-in-words";

// The words of the 'Recibo de Sinal' (docs/business-rules.md "Reservations"): the deposit a shopper left to hold
// a car until a date. Blocks of the sale documents' kind, laid out by the same renderer
// (lib/printed-documents/pdf.ts). Pure.

export type ReservationReceiptData = {
  dealer: DocumentDealer;
  reservation: {
    id: string;
    clientName: string;
    clientPhone: string;
    deposit: number;
    /** "YYYY-MM-DD", the last day it holds the car. */
    until: string;
    /** "YYYY-MM-DD", São Paulo day the deposit was received. */
    receivedOn: string;
  };
  car: DocumentCar;
};

export const RESERVATION_RECEIPT_TITLE = "Recibo de Sinal";

export function reservationReceipt({ dealer, reservation, car }: ReservationReceiptData): SaleDocument {
  const until = formatDateBR(reservation.until);
  return {
    title: RESERVATION_RECEIPT_TITLE,
    fileName: `recibo_sinal_${reservation.receivedOn}_${reservation.id.slice(-8)}.pdf`,
    blocks: [
      letterhead(dealer),
      {
        kind: "paragraph",
        text:
          `${dealer.name}, CNPJ ${formatCpfCnpj(dealer.cnpj)}, declara que recebeu de ${reservation.clientName}, ` +
          `telefone ${maskPhone(reservation.clientPhone)}, a importância de ` +
          `${priceInFiguresAndWords(reservation.deposit)}, a título de sinal, para a reserva do veículo ` +
          `${carPhrase(car)}, que fica reservado em seu nome até ${until}, inclusive.`,
      },
      { kind: "heading", text: "Reserva" },
      {
        kind: "fields",
        rows: [
          ["Cliente", reservation.clientName],
          ["Telefone", maskPhone(reservation.clientPhone)],
          ["Sinal", formatMoney(reservation.deposit)],
          ["Por extenso", amountInWords(reservation.deposit)],
          ["Reservado até", until],
          ["Data do recibo", formatDateBR(reservation.receivedOn)],
        ],
      },
      { kind: "heading", text: "Veículo" },
      { kind: "fields", rows: carRows(car) },
      { kind: "heading", text: "Condições" },
      {
        kind: "paragraph",
        text:
          "O sinal será descontado do preço quando a compra do veículo for concluída. Terminado o prazo acima " +
          "sem a conclusão da compra, a reserva se encerra e o veículo volta a ser oferecido; a devolução do " +
          "sinal segue o combinado entre as partes.",
      },
      {
        kind: "signatures",
        place: `Data: ${formatDateBR(reservation.receivedOn)}`,
        signers: [
          { role: "Recebedor", name: dealer.name, detail: `CNPJ ${formatCpfCnpj(dealer.cnpj)}` },
          { role: "Cliente", name: reservation.clientName },
        ],
      },
    ],
  };
}
