import { randomBytes, randomInt } from "node:crypto";

import { expect, test } from "@playwright/test";

import { rowAction } from "./admin-ops-helpers";

// The audit trail in the admin: a car's price edited in its dialog shows up in the dialog's 'Histórico', and
// the 'Auditoria' tab filters the trail by record type.
test.use({
  extraHTTPHeaders: { "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
});

test("a price edited in the car dialog appears in its 'Histórico'; 'Auditoria' filters by entity", async ({
  page,
}) => {
  // Generous for a busy machine; about 10 s on an idle one.
  test.setTimeout(120_000);
  // Signed in and the car created through the API (the context shares the session cookie with the page), so
  // the panel opens once, already listing the car.
  const login = await page.request.post("/api/auth/login", {
    data: { email: "gerente@autopremium.com.br", password: "demo1234" },
  });
  expect(login.status()).toBe(200);
  const model = `Audit ${randomBytes(3).toString("hex").toUpperCase()}`;
  const created = await page.request.post("/api/cars", {
    data: { brand: "Honda", model, year: "2022", price: 100000, mileage: 1000, color: "Preto" },
  });
  expect(created.status()).toBe(201);
  const { car } = (await created.json()) as { car: { id: string } };

  try {
    await page.goto("/admin?tab=cars");
    const tab = page.getByRole("tabpanel");
    await tab.getByLabel("Buscar carros", { exact: true }).fill(model.toLowerCase());
    const card = tab.getByTestId("car-row").filter({ hasText: `Honda ${model}` });
    await rowAction(page, card, "Editar");
    const edit = page.getByRole("dialog", { name: `Editar Honda ${model}` });
    await edit.getByRole("textbox", { name: "Preço (R$)", exact: true }).fill("123456");
    await edit.getByRole("button", { name: "Salvar Alterações" }).click();
    await expect(edit).toBeHidden();

    await rowAction(page, card, "Editar");
    const history = edit.getByTestId("audit-history");
    const toggle = history.getByRole("button", { name: "Histórico" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const entries = history.getByTestId("audit-entry");
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText("Alteração");
    await expect(entries.first()).toContainText("gerente@autopremium.com.br");
    await expect(entries.first().getByTestId("audit-change")).toHaveText(
      /^Preço: R\$\s100\.000,00\s*R\$\s123\.456,00$/,
    );
    await expect(entries.nth(1)).toContainText("Criação");
    await page.keyboard.press("Escape");
    await expect(edit).toBeHidden();

    await page.getByRole("tab", { name: "Auditoria" }).click();
    const panel = page.getByRole("tabpanel");
    await panel.getByLabel("ID do registro").fill(car.id);
    await panel.getByRole("button", { name: "Filtrar" }).click();
    const rows = panel.getByTestId("audit-row");
    await expect(rows).toHaveCount(2);
    await panel.getByLabel("Tipo de registro").selectOption("sale");
    await expect(rows).toHaveCount(0);
    await expect(panel.getByText("Nenhuma alteração registrada com esses filtros.")).toBeVisible();
    await panel.getByLabel("Tipo de registro").selectOption("car");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("Carro");
  } finally {
    await page.request.delete(`/api/cars/${car.id}`);
  }
});
