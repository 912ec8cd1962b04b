// The showroom (docs/showroom.md): home and car pages, brand carousel, gallery and viewers, footer.

export const FEATURED_ON_HOME = 6;
export const FEATURED_IN_JSON_LD = 4;
export const SIMILAR_CARS_ON_SOLD_PAGE = 4;

export const TOAST_DURATION_MS = 4_000;

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

export const SERVICES = [
  "Venda de Veículos Premium",
  "Financiamento Facilitado",
  "Avaliação na Troca",
  "Garantia Estendida",
  "Manutenção Especializada",
] as const;
/** The service the footer links to the 'Avalie seu usado' page. */
export const TRADE_IN_SERVICE: (typeof SERVICES)[number] = "Avaliação na Troca";

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

/** The dealer's social profiles, linked from the footer. */
export const SOCIAL_LINKS = [
  { name: "Instagram", href: "https://www.instagram.com/autopremiumseminovos" },
  { name: "Facebook", href: "https://www.facebook.com/autopremiumseminovos" },
  { name: "YouTube", href: "https://www.youtube.com/@autopremiumseminovos" },
] as const;
