import { z } from "zod";

import { carAnswerSchema, carListAnswerSchema } from "@/lib/cars/dto";
import { carApiQuerySchema } from "@/lib/cars/filters";
import { CAR_LIMIT_REACHED, CAR_REQUIRED_FIELDS, TOO_MANY_IMAGES } from "@/lib/cars/messages";
import { carCreateSchema, carUpdateSchema, FIPE_ALL_OR_NONE, MINIMUM_ABOVE_PRICE } from "@/lib/cars/schema";
import { CAR_NOT_SOLD_YET, CONSIGNMENT_ALL_OR_NONE, NOT_CONSIGNED } from "@/lib/consignments/schema";
import { CAR_NOT_FOUND_MESSAGE } from "@/lib/constants/cars";
import { notFound } from "@/lib/http/errors";
import { successAnswer } from "@/lib/openapi/answers";
import { endpoint } from "@/lib/openapi/endpoint";
import { quote } from "@/lib/openapi/quote";
import { uploadedPhotoSchema } from "@/lib/storage/photo-types";
import {
  CAR_ALREADY_RESERVED,
  CAR_SOLD,
  NO_ACTIVE_RESERVATION,
  apiReservationSchema,
  OWN_RESERVATIONS_ONLY,
  reservationInputSchema,
  UNTIL_OUT_OF_RANGE,
} from "@/lib/reservations/schema";

// The cars' routes (app/api/cars/): each declaration is what its route enforces and what /api/openapi.json says.

/** An {id} that cannot be a car's is answered like an unknown one, before anything else reads it. */
const unknownId = () => notFound(CAR_NOT_FOUND_MESSAGE);
const tag = "Carros";

/** The upload route validates `folder` and the file itself; this describes its form's text field. */
const imageUploadFields = z.object({
  folder: z.string().optional().describe("pasta de destino; padrão `anuncios`"),
});

/** DELETE /api/cars/{id}: the photos' deletions are best effort, counted here. */
const carDeletedAnswer = successAnswer.extend({
  imagesDeletionSummary: z.object({ deleted: z.number().int(), failed: z.number().int() }),
});

export const carEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/cars",
    tag,
    summary:
      "Estoque com os filtros do showroom, na ordem de sort (sem ela: destaques, depois os mais novos)",
    query: carApiQuerySchema,
    responses: {
      200: {
        description:
          "Os carros; preço de compra, dados de registro, preço mínimo, consignação e reserva só para quem tem a permissão cars:write. Visitantes recebem a lista com vendidos (status sold ou all) em páginas",
        schema: carListAnswerSchema,
      },
      400: "Limite de filtro não numérico; sort desconhecido",
    },
  }),
  create: endpoint({
    method: "post",
    path: "/api/cars",
    tag,
    summary: "Cadastrar carro",
    permission: "cars:write",
    body: carCreateSchema,
    responses: {
      201: { description: "O carro cadastrado", schema: carAnswerSchema },
      400: `${quote(CAR_REQUIRED_FIELDS)} com fields; ${quote(TOO_MANY_IMAGES)}; ${quote(FIPE_ALL_OR_NONE)} com fields; ${quote(MINIMUM_ABOVE_PRICE)}; ${quote(CONSIGNMENT_ALL_OR_NONE)}`,
      409: quote(CAR_LIMIT_REACHED),
    },
  }),
  read: endpoint({
    method: "get",
    path: "/api/cars/{id}",
    tag,
    summary: "Um carro (vendidos também)",
    unknownId,
    responses: {
      200: {
        description:
          "O carro; car.priceDrop quando o preço baixou nos últimos 30 dias (senão null); car.reserved (todos); car.priceHistory do mais recente ao mais antigo, minimumPrice, consignment e reservation só para quem tem a permissão cars:write",
        schema: carAnswerSchema,
      },
      404: quote(CAR_NOT_FOUND_MESSAGE),
    },
  }),
  update: endpoint({
    method: "put",
    path: "/api/cars/{id}",
    tag,
    summary: "Alterar carro (só os campos enviados)",
    permission: "cars:write",
    unknownId,
    body: carUpdateSchema,
    responses: {
      200: {
        description: "O carro alterado; fotos retiradas da lista são apagadas do armazenamento",
        schema: carAnswerSchema,
      },
      400: `${quote(CAR_REQUIRED_FIELDS)}; ${quote(FIPE_ALL_OR_NONE)} com fields (os três campos FIPE vão juntos); ${quote(MINIMUM_ABOVE_PRICE)} (contra o preço guardado quando só um dos dois é enviado); ${quote(CONSIGNMENT_ALL_OR_NONE)} (consignment: null remove a consignação)`,
      404: quote(CAR_NOT_FOUND_MESSAGE),
    },
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/cars/{id}",
    tag,
    summary: "Excluir carro e suas fotos",
    permission: "cars:write",
    unknownId,
    responses: {
      200: { description: "O carro saiu do estoque; quantas fotos foram apagadas", schema: carDeletedAnswer },
      404: quote(CAR_NOT_FOUND_MESSAGE),
    },
  }),
  reserve: endpoint({
    method: "post",
    path: "/api/cars/{id}/reservation",
    tag,
    summary: "Reservar o carro com sinal até uma data (de hoje a 7 dias à frente)",
    permission: "cars:write",
    unknownId,
    body: reservationInputSchema,
    responses: {
      201: { description: "A reserva criada", schema: z.object({ reservation: apiReservationSchema }) },
      400: `${quote(UNTIL_OUT_OF_RANGE)} com fields; nome, telefone ou sinal inválidos`,
      404: quote(CAR_NOT_FOUND_MESSAGE),
      409: `${quote(CAR_ALREADY_RESERVED)} (uma reserva ativa por carro, mesmo com pedidos simultâneos); ${quote(CAR_SOLD)}`,
    },
  }),
  cancelReservation: endpoint({
    method: "delete",
    path: "/api/cars/{id}/reservation",
    tag,
    summary: "Cancelar a reserva ativa",
    permission: "cars:write",
    unknownId,
    responses: {
      200: { description: "A reserva terminou", schema: successAnswer },
      403: quote(OWN_RESERVATIONS_ONLY),
      404: `${quote(CAR_NOT_FOUND_MESSAGE)}; ${quote(NO_ACTIVE_RESERVATION)}`,
    },
  }),
  reservationReceipt: endpoint({
    method: "get",
    path: "/api/cars/{id}/reservation/receipt.pdf",
    tag,
    summary: "Recibo de Sinal da reserva ativa (PDF)",
    permission: "cars:write",
    unknownId,
    produces: "application/pdf",
    responses: {
      200: "O PDF, como anexo: a loja, o cliente, o carro, o sinal em números e por extenso e a data final da reserva",
      404: `${quote(CAR_NOT_FOUND_MESSAGE)}; ${quote(NO_ACTIVE_RESERVATION)}`,
    },
  }),
  consignmentContract: endpoint({
    method: "get",
    path: "/api/cars/{id}/consignment/contract.pdf",
    tag,
    summary: "Contrato de Consignação de Veículo (PDF)",
    permission: "cars:write",
    unknownId,
    produces: "application/pdf",
    responses: {
      200: "O PDF, como anexo: o proprietário com o CPF/CNPJ completo, a loja, o carro, o valor líquido do proprietário e o prazo",
      404: `${quote(CAR_NOT_FOUND_MESSAGE)}; ${quote(NOT_CONSIGNED)}`,
    },
  }),
  consignmentSettlement: endpoint({
    method: "get",
    path: "/api/cars/{id}/consignment/settlement.pdf",
    tag,
    summary: "Acerto de Consignação, depois da venda fechada (PDF)",
    permission: "cars:write",
    unknownId,
    produces: "application/pdf",
    responses: {
      200: "O PDF, como anexo: preço de venda, valor devido ao proprietário, parte da loja (preço de venda − valor do proprietário) e data da venda",
      404: `${quote(CAR_NOT_FOUND_MESSAGE)}; ${quote(NOT_CONSIGNED)}`,
      409: quote(CAR_NOT_SOLD_YET),
    },
  }),
  uploadPhoto: endpoint({
    method: "post",
    path: "/api/uploads/images",
    tag,
    summary: "Enviar foto (JPEG, PNG, WebP, AVIF, HEIC/HEIF)",
    permission: "cars:write",
    form: { schema: imageUploadFields, files: { file: { required: true } }, json: false },
    responses: {
      201: { description: "A foto guardada", schema: uploadedPhotoSchema },
      413: "Arquivo acima de 15 MB (recusado enquanto chega)",
      415: '{"error":"<arquivo> não é uma imagem válida"}',
    },
  }),
};
