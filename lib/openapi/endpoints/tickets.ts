import { z } from "zod";

import { apiAppointmentListItemSchema, slotsAnswerSchema } from "@/lib/appointments/answers";
import {
  APPOINTMENT_NOT_FOUND,
  appointmentInputSchema,
  appointmentListQuerySchema,
  INVALID_DATE,
  PHONE_LIMIT,
  SLOT_UNAVAILABLE,
  slotsQuerySchema,
} from "@/lib/appointments/schema";
import { CAR_NOT_FOUND_MESSAGE } from "@/lib/constants/cars";
import { TICKET_RATE_LIMIT_MESSAGE } from "@/lib/constants/contact";
import { notFound } from "@/lib/http/errors";
import {
  apiLeadEventSchema,
  apiLeadReceiversSchema,
  NOT_A_RECEIVER,
  NOTE_LENGTH,
  noteSchema,
  ONLY_MANAGERS_REASSIGN,
} from "@/lib/leads/schema";
import { INVALID_ASSIGNED_TO, ticketListQuerySchema } from "@/lib/lists/query";
import { LIST_PAGE_NOTE, LIST_QUERY_ERRORS, successAnswer } from "@/lib/openapi/answers";
import { endpoint } from "@/lib/openapi/endpoint";
import { quote } from "@/lib/openapi/quote";
import { TICKET_STATUSES } from "@/lib/constants/contact";
import { apiAppointmentSchema, apiTicketSchema, ticketListAnswerSchema } from "@/lib/tickets/dto";
import {
  INVALID_TICKET_STATUS,
  TICKET_NOT_FOUND,
  ticketInputSchema,
  ticketUpdateSchema,
} from "@/lib/tickets/schema";
import { INVALID_PLATE } from "@/lib/trade-ins/plate";
import { TOO_MANY_PHOTOS, TRADE_IN_PHOTO_NOT_FOUND, tradeInSchema } from "@/lib/trade-ins/schema";

// The contact tickets' and leads' routes, with the visitors' bookings and trade-in requests (app/api/contact-tickets/,
// leads/, appointments/, trade-ins/): each declaration is what its route enforces and what /api/openapi.json says.
// The public writes' rate limit is counted by their route files (beforeBody), before the body is read.

/** An {id} that cannot be a ticket's is answered like an unknown one, before anything else reads it. */
const unknownTicket = () => notFound(TICKET_NOT_FOUND);
const tag = "Atendimento";
const RATE_LIMITED = `${quote(TICKET_RATE_LIMIT_MESSAGE)}: contado antes de ler o corpo, pedidos recusados também`;

/** What a visitor's new ticket (a message, a proposal, a trade-in request) answers: its id and status. */
const ticketCreatedAnswer = z.object({
  ticket: z.object({ id: z.string(), status: z.enum(TICKET_STATUSES) }),
});
const ticketAnswer = z.object({ ticket: apiTicketSchema });
const appointmentAnswer = z.object({ appointment: apiAppointmentSchema });

export const ticketEndpoints = {
  create: endpoint({
    method: "post",
    path: "/api/contact-tickets",
    tag,
    summary: "Mensagem de contato, ou proposta quando há carId",
    body: ticketInputSchema,
    responses: {
      201: { description: "O ticket aberto", schema: ticketCreatedAnswer },
      400: "Campos obrigatórios vazios ou telefone inválido",
      429: quote(TICKET_RATE_LIMIT_MESSAGE),
    },
  }),
  list: endpoint({
    method: "get",
    path: "/api/contact-tickets",
    tag,
    summary: "Lista de tickets",
    permission: "tickets:access",
    query: ticketListQuerySchema,
    responses: {
      200: {
        description: `Uma página de tickets: pendentes e propostas primeiro, depois os mais novos (sem sort); assignedTo = me, none ou o id de um usuário filtra pelo responsável. ${LIST_PAGE_NOTE}`,
        schema: ticketListAnswerSchema,
      },
      400: `${LIST_QUERY_ERRORS}; ${quote(INVALID_ASSIGNED_TO)}`,
    },
  }),
  read: endpoint({
    method: "get",
    path: "/api/contact-tickets/{id}",
    tag,
    summary: "Ticket com a linha do tempo do lead",
    permission: "tickets:access",
    unknownId: unknownTicket,
    responses: {
      200: {
        description: "O ticket com a linha do tempo do lead (events), do mais antigo ao mais novo",
        schema: z.object({ ticket: apiTicketSchema.extend({ events: z.array(apiLeadEventSchema) }) }),
      },
      404: quote(TICKET_NOT_FOUND),
    },
  }),
  update: endpoint({
    method: "put",
    path: "/api/contact-tickets/{id}",
    tag,
    summary: "Mudar status e/ou responsável do ticket",
    permission: "tickets:access",
    unknownId: unknownTicket,
    body: ticketUpdateSchema,
    responses: {
      200: {
        description:
          "O ticket alterado; a primeira mudança feita pela equipe é a primeira resposta do lead (firstResponseAt)",
        schema: ticketAnswer,
      },
      400: `${quote(INVALID_TICKET_STATUS)}; ${quote(NOT_A_RECEIVER)}`,
      403: `${quote(ONLY_MANAGERS_REASSIGN)}: vendedor e ajudante só assumem um lead sem responsável`,
      404: quote(TICKET_NOT_FOUND),
    },
  }),
  addNote: endpoint({
    method: "post",
    path: "/api/contact-tickets/{id}/notes",
    tag,
    summary: "Nota na linha do tempo do lead",
    permission: "tickets:access",
    unknownId: unknownTicket,
    body: noteSchema,
    responses: {
      201: { description: "A nota na linha do tempo", schema: z.object({ event: apiLeadEventSchema }) },
      400: quote(NOTE_LENGTH),
      404: quote(TICKET_NOT_FOUND),
    },
  }),
  receivers: endpoint({
    method: "get",
    path: "/api/leads/receivers",
    tag,
    summary: "Quem recebe leads, e o horário de atendimento dos prazos",
    permission: "tickets:access",
    responses: {
      200: {
        description: "Quem recebe leads; me, receivesLeads e canReassign dizem respeito a quem chama",
        schema: apiLeadReceiversSchema,
      },
    },
  }),
  tradeIn: endpoint({
    method: "post",
    path: "/api/trade-ins",
    tag,
    summary:
      "Pedido de avaliação do usado ('Avalie seu usado'), com até 6 fotos (JPEG, PNG, WebP, HEIC/HEIF)",
    form: { schema: tradeInSchema, files: { photos: { required: false } }, json: false },
    responses: {
      201: {
        description:
          "O ticket aberto: assunto avaliacao-veiculo, status pending; fotos guardadas em até 1920 × 1920 px",
        schema: ticketCreatedAnswer,
      },
      400: `Campos obrigatórios vazios, telefone inválido, ${quote(INVALID_PLATE)} ou ${quote(TOO_MANY_PHOTOS)}`,
      413: "Foto acima de 15 MB ou corpo acima de 6 fotos (recusado enquanto chega)",
      415: '{"error":"<arquivo> não é uma imagem válida"} (recusado pelos primeiros bytes da foto)',
      429: RATE_LIMITED,
      507: `{"error":"Armazenamento insuficiente"}: a cota das fotos dos visitantes (VISITOR_STORAGE_QUOTA_BYTES) está cheia`,
    },
  }),
  deleteTradeInPhotos: endpoint({
    method: "delete",
    path: "/api/trade-ins/{ticketId}/photos",
    tag,
    summary: "Excluir as fotos de um pedido de avaliação (o ticket continua)",
    permission: "tickets:access",
    responses: {
      200: { description: "As fotos foram excluídas", schema: successAnswer },
      404: quote(TICKET_NOT_FOUND),
    },
  }),
  tradeInPhoto: endpoint({
    method: "get",
    path: "/api/trade-ins/{ticketId}/photos/{n}",
    tag,
    summary: "Baixar a n-ésima foto (0 = primeira) de um pedido de avaliação",
    permission: "tickets:access",
    produces: "application/octet-stream",
    responses: {
      200: "A foto, como anexo, sem metadados",
      404: `${quote(TICKET_NOT_FOUND)} ou ${quote(TRADE_IN_PHOTO_NOT_FOUND)}`,
    },
  }),
  slots: endpoint({
    method: "get",
    path: "/api/appointments/slots",
    tag,
    summary: "Horários de visita e test drive de um dia (30 min, horário de São Paulo)",
    query: slotsQuerySchema,
    responses: {
      200: { description: "Os horários do dia; nenhum no domingo", schema: slotsAnswerSchema },
      400: quote(INVALID_DATE),
    },
  }),
  book: endpoint({
    method: "post",
    path: "/api/appointments",
    tag,
    summary: "Agendar visita ou test drive (abre um ticket agendamento-visita)",
    body: appointmentInputSchema,
    responses: {
      201: { description: "O agendamento", schema: appointmentAnswer },
      400: `Data malformada, horário fora da grade de 30 minutos, campos obrigatórios vazios, telefone inválido ou ${quote(CAR_NOT_FOUND_MESSAGE)}`,
      409: `${quote(SLOT_UNAVAILABLE)}, ou ${quote(PHONE_LIMIT)} (já há 2 agendamentos abertos deste telefone no dia)`,
      429: RATE_LIMITED,
    },
  }),
  cancelAppointment: endpoint({
    method: "post",
    path: "/api/appointments/{id}/cancel",
    tag,
    summary:
      "Cancelar um agendamento: o horário e a vaga diária do telefone ficam livres; o ticket continua, com o cancelamento no histórico do lead (primeira resposta, se ainda não houver) e um e-mail ao responsável quando outra pessoa cancela",
    permission: "tickets:access",
    unknownId: () => notFound(APPOINTMENT_NOT_FOUND),
    responses: {
      200: { description: "O agendamento, com cancelledAt", schema: appointmentAnswer },
      404: quote(APPOINTMENT_NOT_FOUND),
    },
  }),
  appointments: endpoint({
    method: "get",
    path: "/api/appointments",
    tag,
    summary: "Agendamentos por data e horário (from: hoje por padrão)",
    permission: "tickets:access",
    query: appointmentListQuerySchema,
    responses: {
      200: {
        description: "Os agendamentos não cancelados, por data e horário",
        schema: z.object({ appointments: z.array(apiAppointmentListItemSchema) }),
      },
      400: quote(INVALID_DATE),
    },
  }),
};
