import { randomBytes, randomInt } from "node:crypto";

import { expect, test } from "@playwright/test";

import { rowAction } from "./admin-ops-helpers";
import { toast } from "./showroom-helpers";

// A gerente lowers a car's price and gives it its Tabela FIPE reference in the admin form: the showroom's card
// and car page then show the 'Baixou' badge and how far below the FIPE price it is, and the form shows the
// price history.
test.use({
  extraHTTPHeaders: { "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
});

test("a price cut and the FIPE reference show on the showroom, and the form keeps the price history", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const model = `Fipe ${randomBytes(3).toString("hex").toUpperCase()}`;
  await page.goto(`/auth?callbackUrl=${encodeURIComponent("/admin?tab=cars")}`);
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("Email").fill("gerente@autopremium.com.br");
  await form.getByLabel("Senha").fill("demo1234");
  await form.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL("/admin?tab=cars", { timeout: 30_000 });

  const created = await page.request.post("/api/cars", {
    headers: { Origin: baseURL! },
    data: { brand: "Fiat", model, year: "2022", price: 100_000, mileage: 20_000, color: "Branco" },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { car: { id: string } }).car.id;

  try {
    await page.reload();
    const tab = page.getByRole("tabpanel");
    await tab.getByLabel("Buscar carros", { exact: true }).fill(model.toLowerCase());
    const card = tab.getByTestId("car-row").filter({ hasText: model });
    await rowAction(page, card, "Editar");
    const edit = page.getByRole("dialog", { name: `Editar Fiat ${model}` });
    await edit.getByRole("textbox", { name: "Preço (R$)", exact: true }).fill("96000");
    const fipe = edit.getByRole("group", { name: "Tabela FIPE" });
    await fipe.getByRole("textbox", { name: "Código FIPE" }).fill("0053406");
    await expect(fipe.getByRole("textbox", { name: "Código FIPE" })).toHaveValue("005340-6");
    await fipe.getByRole("textbox", { name: "Preço FIPE (R$)" }).fill("105000");
    await fipe.getByLabel("Mês de referência").fill("2026-10");
    await edit.getByRole("button", { name: "Salvar Alterações" }).click();
    await expect(toast(page, "Carro atualizado com sucesso!")).toBeVisible({ timeout: 20_000 });
    await expect(edit).toBeHidden();

    // The form shows the price history, newest first, with who set each price.
    await rowAction(page, card, "Editar");
    const rows = edit.getByTestId("price-history").getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText("R$ 96.000,00");
    await expect(rows.nth(1)).toContainText("gerente@autopremium.com.br");
    await expect(rows.nth(2)).toContainText("R$ 100.000,00");
    await edit.getByRole("button", { name: "Cancelar" }).click();

    // The stock list's card and the car page.
    await page.goto(`/cars?search=${encodeURIComponent(model)}`);
    const showroomCard = page.getByTestId("car-card").filter({ hasText: model });
    await expect(showroomCard.getByTestId("price-drop")).toHaveText("Baixou R$ 4.000");
    await expect(showroomCard.getByTestId("fipe-note")).toHaveText(
      "R$ 9.000 (8%) abaixo da Tabela FIPE · ref. out/2026",
    );
    await page.goto(`/car/${id}`);
    const pageNotes = page.getByTestId("car-page").getByTestId("price-notes");
    await expect(pageNotes).toContainText("Baixou R$ 4.000");
    await expect(pageNotes).toContainText("R$ 9.000 (8%) abaixo da Tabela FIPE · ref. out/2026");
  } finally {
    await page.request.delete(`/api/cars/${id}`, { headers: { Origin: baseURL! } });
  }
});
