// The dealership's place: its time zone and its phone country code.

export const WHATSAPP_COUNTRY_CODE = "55";
export const TIME_ZONE = "America/Sao_Paulo";
