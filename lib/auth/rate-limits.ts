import type { RateLimitRule } from "@/lib/rate-limit";
import {
  SIGN_IN_LOCK_MS,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_MAX_FAILURES_PER_EMAIL,
  SIGN_IN_WINDOW_MS,
  SIGN_UP_LOCK_MS,
  SIGN_UP_MAX_PER_ADDRESS,
  SIGN_UP_WINDOW_MS,
} from "@/lib/constants/auth";

// docs/business-rules.md "Auth": failed sign-ins per e-mail and per client address, accounts created per client address.

export const SIGN_IN_EMAIL_LIMIT: RateLimitRule = {
  scope: "sign-in:email",
  limit: SIGN_IN_MAX_FAILURES_PER_EMAIL,
  windowMs: SIGN_IN_WINDOW_MS,
  lockMs: SIGN_IN_LOCK_MS,
};

export const SIGN_IN_ADDRESS_LIMIT: RateLimitRule = {
  scope: "sign-in:address",
  limit: SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  windowMs: SIGN_IN_WINDOW_MS,
  lockMs: SIGN_IN_LOCK_MS,
};

export const SIGN_UP_ADDRESS_LIMIT: RateLimitRule = {
  scope: "sign-up:address",
  limit: SIGN_UP_MAX_PER_ADDRESS,
  windowMs: SIGN_UP_WINDOW_MS,
  lockMs: SIGN_UP_LOCK_MS,
};
