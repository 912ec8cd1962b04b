// The API's generic error texts (docs/conventions.md), apart from errors.ts so pages/_error.tsx can use them
// without pulling zod into a client bundle.

export const SERVICE_UNAVAILABLE = "Serviço temporariamente indisponível";
export const INTERNAL_ERROR = "Erro interno do servidor. Tente novamente.";
export const INVALID_INPUT = "Dados inválidos";
export const ROUTE_NOT_FOUND = "Rota não encontrada";
export const MALFORMED_URL = "Endereço da requisição inválido";
