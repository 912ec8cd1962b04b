// Analytics: the tracked actions, the visitor cookie and the dashboard's figures.

export const ANALYTICS_LIST_SIZE = 10;
export const ANALYTICS_DAYS = 30;
export const CLICK_THROTTLE_SECONDS = 10;

export const ANALYTICS_ACTIONS = ["view", "whatsapp_click", "phone_click"] as const;

/** Analytics visitor cookie (a random id; only its sha256 is stored). */
export const VISITOR_COOKIE = "ap_vid";
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
