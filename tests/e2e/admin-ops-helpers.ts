import { randomBytes, randomInt } from "node:crypto";

import { expect, type Locator, type Page } from "@playwright/test";

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

/**
 * Picks an entry of a row's actions menu (the row's '…' button, on a laptop's table row and a phone's card). By
 * keyboard: on a phone the toasts of the last actions stack at the bottom of the screen, over the last rows and
 * the menu, and stay while the test's pointer rests on them; a real tap lets them expire.
 */
export async function rowAction(page: Page, row: Locator, item: string | RegExp) {
  // A menu reopened while its last closing animation runs can close again at once: wait, as a person would.
  await expect(page.getByRole("menu")).toHaveCount(0);
  await row.getByTestId("row-actions").press("Enter");
  await expect(page.getByRole("menu"), "the row's actions menu opens").toBeVisible();
  await page.getByRole("menuitem", { name: item }).press("Enter");
}

/** The entries of a row's actions menu, read with the menu open, then closed again. */
export async function rowActionNames(page: Page, row: Locator): Promise<string[]> {
  await row.getByTestId("row-actions").press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  const names = await menu.getByRole("menuitem").allInnerTexts();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  return names.map((name) => name.trim());
}

/** Deletes a row through its menu, confirmed in the dialog. */
export async function deleteRow(page: Page, row: Locator) {
  await rowAction(page, row, "Excluir");
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).press("Enter");
}

/**
 * Sorts a list, from its own order, by one of its columns: the header on a laptop's table, the order select
 * above a phone's cards (which are what the list becomes below 768 px).
 */
export async function sortList(scope: Locator, column: string, direction: "asc" | "desc") {
  const header = scope.getByRole("columnheader", { name: column, exact: true });
  const select = scope.getByRole("combobox", { name: /^Ordenar / });
  // The list may still be loading: which of the two it shows is known once either is there.
  await expect(header.or(select).first()).toBeVisible();
  if (await header.count()) {
    // From the list's own order a header sorts ascending first, then descending.
    await header.getByRole("button").click();
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    if (direction === "desc") {
      await header.getByRole("button").click();
      await expect(header).toHaveAttribute("aria-sort", "descending");
    }
    return;
  }
  await scope
    .getByRole("combobox", { name: /^Ordenar / })
    .selectOption({ label: `${column} (${direction === "asc" ? "crescente" : "decrescente"})` });
}
