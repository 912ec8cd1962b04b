// Constants and option lists agreed with the dealership (docs/showroom.md, docs/business-rules.md),
// named once here instead of scattered as literals.

export const MAX_CARS = 100;
export const CARS_WARNING_AT = 75;
export const CARS_DANGER_AT = 90;
export const MAX_IMAGES_PER_CAR = 20;
export const MAX_CAR_PRICE = 10_000_000;
export const MAX_SALE_PRICE = 10_000_000;
export const MAX_OTHER_AMOUNT = 1_000_000_000;
export const MAX_MILEAGE = 2_000_000;
export const MIN_CAR_YEAR = 1900;
/** A car's first year may be at most next year + 1 (docs/business-rules.md "Cars"). */
export const MAX_CAR_YEAR_AHEAD = 2;
export const MAX_WHATSAPP_MESSAGE_LENGTH = 1_000;

export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 40_000_000;
export const MAX_PHOTO_WIDTH = 1920;
/** Photos a visitor may send with a trade-in appraisal request ('Avalie seu usado'). */
export const MAX_TRADE_IN_PHOTOS = 6;
/** A stored trade-in photo fits this square (API.md "Security"): a few MB at most, whatever shape was sent. */
export const MAX_TRADE_IN_PHOTO_SIDE = 1920;
/** Room for the multipart boundaries, part headers and the `folder` field around a photo of MAX_PHOTO_BYTES. */
export const PHOTO_UPLOAD_OVERHEAD_BYTES = 64 * 1024;
export const PHOTO_JPEG_QUALITY = 82;
export const PHOTO_WEBP_QUALITY = 82;
/**
 * Longest each step of a photo (HEIC decoding, then sharp's re-encoding) may take; past it the work is abandoned
 * and the upload refused. A 40-megapixel HEIC takes a few seconds on a busy core, so only a pathological file
 * comes near.
 */
export const PHOTO_DECODE_TIMEOUT_MS = 30_000;
/** Photos decoded at once per server process: a 40-megapixel decode alone takes ~160 MB. */
export const PHOTO_PROCESSING_CONCURRENCY = 2;
export const DEFAULT_PHOTO_FOLDER = "anuncios";
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export const MAX_NAME_LENGTH = 120;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_TEXT_LENGTH = 5_000;

export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing a body cannot become a denial of service. */
export const PASSWORD_MAX_LENGTH = 256;
export const SESSION_MAX_AGE_SECONDS = 24 * 60 * 60;
/** A temporary password from a staff reset signs in for this long; then the user needs another reset. */
export const TEMPORARY_PASSWORD_HOURS = 72;

// Sign-in and sign-up limits (docs/business-rules.md "Auth").
export const SIGN_IN_MAX_FAILURES_PER_EMAIL = 5;
export const SIGN_IN_MAX_FAILURES_PER_ADDRESS = 20;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;
export const SIGN_UP_MAX_PER_ADDRESS = 5;
export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;
export const SIGN_UP_LOCK_MS = 60 * 60 * 1000;

export const FEATURED_ON_HOME = 6;
export const FEATURED_IN_JSON_LD = 4;
export const SIMILAR_CARS_ON_SOLD_PAGE = 4;

export const TICKET_RESOLVED_VISIBLE_HOURS = 12;
export const DOCUMENT_EXPIRY_WARNING_DAYS = 2;
export const WHATSAPP_COUNTRY_CODE = "55";
export const TIME_ZONE = "America/Sao_Paulo";
export const ANALYTICS_LIST_SIZE = 10;
export const ANALYTICS_DAYS = 30;
export const CLICK_THROTTLE_SECONDS = 10;

export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 11;

export const UPLOAD_ATTEMPTS = 3;
export const UPLOAD_TIMEOUT_MS = 30_000;
export const UPLOAD_RETRY_DELAYS_MS = [3_000, 6_000] as const;
/** Pause after each successful photo upload before the next one (docs/admin-panel.md). */
export const UPLOAD_GAP_MS = 2_000;
export const OPTIMIZE_MIN_BYTES = 500 * 1024;
export const OPTIMIZE_TIMEOUT_MS = 10_000;
export const OPTIMIZE_JPEG_QUALITY = 0.8;

export const TOAST_DURATION_MS = 4_000;
export const CLEANUP_RELOAD_DELAY_MS = 2_000;
/** The data categories of the cleanup tab and POST /api/admin/clear-data (docs/admin-panel.md). */
export const CLEAR_DATA_TYPES = [
  "sales",
  "expenses",
  "documents",
  "invoices",
  "tickets",
  "analytics",
  "reports",
] as const;

export const BRANDS = [
  "Audi",
  "BMW",
  "BYD",
  "Caoa Chery",
  "Chevrolet",
  "Citroën",
  "Fiat",
  "Ford",
  "Great Wall",
  "Haval",
  "Honda",
  "Hyundai",
  "JAC",
  "Jeep",
  "Kia",
  "Land Rover",
  "Lexus",
  "Mercedes-Benz",
  "Mitsubishi",
  "Nissan",
  "Peugeot",
  "Porsche",
  "RAM",
  "Renault",
  "Subaru",
  "Suzuki",
  "Toyota",
  "Volkswagen",
  "Volvo",
] as const;

export const ENGINES = ["1.0", "1.2", "1.3", "1.4", "1.5", "1.6", "1.8", "2.0", "2.0+", "Elétrico"] as const;
export const ELECTRIC_ENGINE = "Elétrico";
/** Engine options of the showroom filter (docs/showroom.md). */
export const ENGINE_FILTER_OPTIONS = ["1.0", "1.3", "1.4", "1.5", "1.6", "1.8", "2.0", "2.0+"] as const;

export const FUELS = ["Gasolina", "Álcool", "Flex", "Diesel", "GNV", "Híbrido", "Elétrico"] as const;
export const TRANSMISSIONS = ["Manual", "Automático", "CVT"] as const;

export const ARMORED_FEATURE = "Blindado";
export const FEATURES = [
  "Air bag",
  "Ar condicionado",
  "Alarme",
  "Bancos de couro",
  "Blindado",
  "Câmera de ré",
  "Computador de bordo",
  "Conexão USB",
  "Controle automático de velocidade",
  "Interface bluetooth",
  "Navegador GPS",
  "Rodas de liga leve",
  "Sensor de ré",
  "Som",
  "Tração 4x4",
  "Trava elétrica",
  "Vidro elétrico",
  "Único dono",
  "Com manual",
  "Chave reserva",
  "Revisões feitas em concessionária",
  "Volante multifuncional",
  "Teto solar",
] as const;

export const PAYMENT_METHODS = ["cash", "financing", "installments", "exchange", "consorcio"] as const;
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  cash: "À Vista",
  financing: "Financiamento",
  installments: "Parcelado",
  exchange: "Troca",
  consorcio: "Consórcio",
};

export const SALE_STATUSES = ["negotiating", "closed", "cancelled"] as const;
export const SALE_STATUS_LABELS: Record<(typeof SALE_STATUSES)[number], string> = {
  negotiating: "Em negociação",
  closed: "Fechada",
  cancelled: "Cancelada",
};

export const EXPENSE_CATEGORIES = [
  "marketing",
  "vehicles",
  "employees",
  "rent",
  "taxes",
  "maintenance",
  "other",
] as const;
export const EXPENSE_CATEGORY_LABELS: Record<(typeof EXPENSE_CATEGORIES)[number], string> = {
  marketing: "Marketing",
  vehicles: "Veículos",
  employees: "Funcionários",
  rent: "Aluguel",
  taxes: "Impostos",
  maintenance: "Manutenção",
  other: "Outros",
};

export const DOCUMENT_TYPES = ["contract", "cnh", "vehicle_doc", "internal", "other"] as const;
export const DOCUMENT_TYPE_LABELS: Record<(typeof DOCUMENT_TYPES)[number], string> = {
  contract: "Contrato",
  cnh: "CNH",
  vehicle_doc: "Documento do veículo",
  internal: "Interno",
  other: "Outro",
};

export const INVOICE_TYPES = ["sale", "purchase"] as const;
export const INVOICE_TYPE_LABELS: Record<(typeof INVOICE_TYPES)[number], string> = {
  sale: "Venda",
  purchase: "Compra",
};
export const INVOICE_STATUSES = ["issued", "sent", "paid", "cancelled"] as const;
export const INVOICE_STATUS_LABELS: Record<(typeof INVOICE_STATUSES)[number], string> = {
  issued: "Emitida",
  sent: "Enviada",
  paid: "Paga",
  cancelled: "Cancelada",
};

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

export const ROLES = ["admin", "developer", "gerente", "vendedor", "ajudante", "user"] as const;
export const ASSIGNABLE_ROLES = ["gerente", "vendedor", "ajudante"] as const;
export const ROLE_LABELS: Record<(typeof ROLES)[number], string> = {
  admin: "Admin",
  developer: "Developer",
  gerente: "Gerente",
  vendedor: "Vendedor",
  ajudante: "Ajudante",
  user: "Usuário",
};

export const ANALYTICS_ACTIONS = ["view", "whatsapp_click", "phone_click"] as const;

export const CAROUSEL_BRANDS_DESKTOP = [
  "Volkswagen",
  "Chevrolet",
  "Fiat",
  "Renault",
  "Toyota",
  "Honda",
  "BYD",
  "Hyundai",
  "Nissan",
  "Jeep",
  "BMW",
  "Ford",
  "Mercedes-Benz",
  "Audi",
  "Kia",
  "Mitsubishi",
] as const;
const DESKTOP_ONLY_BRANDS = new Set<string>(["BMW", "Mercedes-Benz", "Audi", "Kia"]);
export const CAROUSEL_BRANDS_MOBILE = CAROUSEL_BRANDS_DESKTOP.filter(
  (brand) => !DESKTOP_ONLY_BRANDS.has(brand),
);

export const OPENING_HOURS = [
  { days: "Segunda a Sexta", hours: "08:00 - 18:00" },
  { days: "Sábado", hours: "08:00 - 14:00" },
  { days: "Domingo", hours: "Fechado" },
] as const;

export const SERVICES = [
  "Venda de Veículos Premium",
  "Financiamento Facilitado",
  "Avaliação na Troca",
  "Garantia Estendida",
  "Manutenção Especializada",
] as const;
/** The service the footer links to the 'Avalie seu usado' page. */
export const TRADE_IN_SERVICE: (typeof SERVICES)[number] = "Avaliação na Troca";

// ---------------------------------------------------------------------------------------------------------------
// Showroom (docs/showroom.md and docs/texts.md)

/** Brand carousel: logos visible at once, and the width under which the phone layout applies. */
export const CAROUSEL_VISIBLE_DESKTOP = 6;
export const CAROUSEL_VISIBLE_MOBILE = 2;
export const CAROUSEL_MOBILE_BELOW_PX = 768;

/** Car gallery and viewers. */
export const GALLERY_THUMBNAILS_VISIBLE = 4;
export const GALLERY_SWIPE_MAIN_PX = 30;
export const GALLERY_SWIPE_THUMBNAILS_PX = 50;
export const VIEWER_SWIPE_PX = 50;
export const VIEWER_MOBILE_BELOW_PX = 468;
export const VIEWER_DOUBLE_TAP_MS = 300;
export const VIEWER_ZOOM = 3;
export const VIEWER_PAN_LIMIT_PX = 150;
export const DESKTOP_ZOOM = 2;
export const GALLERY_FADE_MS = 200;

/** Contact tickets: more than this many from one client address within the window are refused with 429. */
export const TICKETS_PER_ADDRESS = 10;
export const TICKETS_WINDOW_MS = 10 * 60 * 1000;

/** Analytics visitor cookie (a random id; only its sha256 is stored). */
export const VISITOR_COOKIE = "ap_vid";
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const REQUIRED_FIELDS_MESSAGE = "Por favor, preencha todos os campos obrigatórios.";
export const INVALID_PHONE_MESSAGE = "Por favor, digite um telefone válido (10 ou 11 dígitos).";
export const INVALID_PHONE_INLINE_MESSAGE = "Digite um telefone válido (10 ou 11 dígitos)";
export const INVALID_EMAIL_MESSAGE = "Por favor, digite um e-mail válido.";
export const TICKET_RATE_LIMIT_MESSAGE = "Muitas mensagens enviadas. Tente novamente em alguns minutos.";
export const CAR_NOT_FOUND_MESSAGE = "Carro não encontrado";

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

export const TURBO_FILTER_LABELS = { true: "Turbo", false: "Aspirado" } as const;

/** The dealer's social profiles, linked from the footer. */
export const SOCIAL_LINKS = [
  { name: "Instagram", href: "https://www.instagram.com/autopremiumseminovos" },
  { name: "Facebook", href: "https://www.facebook.com/autopremiumseminovos" },
  { name: "YouTube", href: "https://www.youtube.com/@autopremiumseminovos" },
] as const;

/** Admin lists (docs/admin-panel.md "Lists"): rows per page by default and at most, and the longest search text. */
export const LIST_PAGE_SIZE = 50;
export const MAX_LIST_PAGE_SIZE = 200;
export const MAX_LIST_SEARCH_LENGTH = 200;
