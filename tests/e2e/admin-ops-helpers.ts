import { randomBytes, randomInt } from "node:crypto";

import { expect, type Page } from "@playwright/test";

// Shared by the e2e specs of the tickets, reports, analytics, cleanup and roles tabs.

export const DEMO_PASSWORD = "demo1234";

/** A client address of its own per spec file, so sign-in and ticket limits of one never reach another. */
export function randomAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export const uniqueName = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;

/** Signs in through /auth and lands on the admin tab asked for. */
export async function signInTo(page: Page, email: string, tab: string) {
  await page.goto(`/auth?callbackUrl=${encodeURIComponent(`/admin?tab=${tab}`)}`);
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Senha").fill(DEMO_PASSWORD);
  await form.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(`/admin?tab=${tab}`);
}

/** The visible toast with this text (sonner). */
export function toast(page: Page, text: string | RegExp) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** Nothing on the page is wider than the viewport (no sideways scrolling at phone width). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

export const formatDay = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
