// Cars: the stock's limits and option lists, reservations and consignments (docs/business-rules.md "Cars").

export const MAX_CARS = 100;
export const CARS_WARNING_AT = 75;
export const CARS_DANGER_AT = 90;
export const MAX_IMAGES_PER_CAR = 20;
export const MAX_CAR_PRICE = 10_000_000;
export const MAX_MILEAGE = 2_000_000;
export const MIN_CAR_YEAR = 1900;
/** A car's first year may be at most next year + 1 (docs/business-rules.md "Cars"). */
export const MAX_CAR_YEAR_AHEAD = 2;
export const MAX_WHATSAPP_MESSAGE_LENGTH = 1_000;

/** A reservation holds a car from today up to this many days ahead (docs/business-rules.md "Reservations"). */
export const RESERVATION_MAX_DAYS = 7;
/** The 'Consignados' card marks consignments ending within this many days. */
export const CONSIGNMENT_ENDING_DAYS = 7;

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
export const CAR_NOT_FOUND_MESSAGE = "Carro não encontrado";

export const TURBO_FILTER_LABELS = { true: "Turbo", false: "Aspirado" } as const;
