// The visitor's contact: tickets and proposals, their texts and rate limit, phone and text limits (docs/texts.md).

export const MAX_NAME_LENGTH = 120;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_TEXT_LENGTH = 5_000;

export const TICKET_RESOLVED_VISIBLE_HOURS = 12;

export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 11;

export const TICKET_STATUSES = ["pending", "resolved", "proposal"] as const;
export const TICKET_SUBJECTS = [
  "interesse-veiculo",
  "agendamento-visita",
  "financiamento",
  "avaliacao-veiculo",
  "pos-venda",
  "outros",
] as const;
export const DEFAULT_TICKET_SUBJECT = "contato-general";
export const TICKET_SUBJECT_LABELS: Record<
  (typeof TICKET_SUBJECTS)[number] | typeof DEFAULT_TICKET_SUBJECT,
  string
> = {
  "interesse-veiculo": "Interesse em veículo",
  "agendamento-visita": "Agendamento de visita",
  financiamento: "Financiamento",
  "avaliacao-veiculo": "Avaliação de veículo",
  "pos-venda": "Pós-venda",
  outros: "Outros",
  "contato-general": "Contato geral",
};

/** Contact tickets: more than this many from one client address within the window are refused with 429. */
export const TICKETS_PER_ADDRESS = 10;
export const TICKETS_WINDOW_MS = 10 * 60 * 1000;

export const REQUIRED_FIELDS_MESSAGE = "Por favor, preencha todos os campos obrigatórios.";
export const INVALID_PHONE_MESSAGE = "Por favor, digite um telefone válido (10 ou 11 dígitos).";
export const INVALID_PHONE_INLINE_MESSAGE = "Digite um telefone válido (10 ou 11 dígitos)";
export const INVALID_EMAIL_MESSAGE = "Por favor, digite um e-mail válido.";
export const TICKET_RATE_LIMIT_MESSAGE = "Muitas mensagens enviadas. Tente novamente em alguns minutos.";

export const PROPOSAL_TOASTS = {
  success: "Proposta enviada com sucesso! Nossa equipe entrará em contato em breve.",
  failure: "Erro ao enviar proposta. Tente novamente.",
} as const;
export const CONTACT_TOASTS = {
  success: { title: "Mensagem enviada!", description: "Entraremos em contato em breve. Obrigado!" },
  failure: {
    title: "Erro ao enviar",
    description: "Ocorreu um erro. Tente novamente ou entre em contato via WhatsApp.",
  },
  invalidPhone: { title: "Telefone inválido", description: INVALID_PHONE_MESSAGE },
} as const;

/** Prefilled WhatsApp texts: a car's own message wins over the default (docs/showroom.md). */
export const WHATSAPP_CAR_MESSAGE =
  "Olá! Tenho interesse no {brand} {model} {year}. Poderia me fornecer mais informações?";
export const WHATSAPP_GREETING = "Olá! Gostaria de falar com um consultor.";
export const WHATSAPP_VISIT_MESSAGE = "Olá! Gostaria de agendar uma visita à loja.";
