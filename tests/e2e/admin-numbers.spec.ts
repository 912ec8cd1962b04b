import { randomBytes } from "node:crypto";

import { expect, test, type Page } from "@playwright/test";

import { deleteRow, randomAddress, rowAction, signInTo, toast, uniqueName } from "./admin-ops-helpers";

// Money and mileage typed the Brazilian way: thousands with '.', decimals after ','. The mask shows what is typed,
// the line under the field what will be saved, and the saved car, showroom page and expense carry the real values.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": randomAddress() } });

type SavedCar = { id: string; price: number; mileage: number };

const NBSP = "\u00a0";

async function carIdByModel(page: Page, model: string): Promise<string> {
  const row = page.getByRole("tabpanel").getByTestId("car-row").filter({ hasText: model });
  await expect(row).toHaveCount(1);
  return (await row.getAttribute("data-row-id"))!;
}

test("car form: '52.900' and '52.900,00' are R$ 52.900, '61.000' km is 61.000 km, on the showroom too", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const model = `Numeros ${randomBytes(3).toString("hex").toUpperCase()}`;
  await signInTo(page, "gerente@autopremium.com.br", "cars");

  await page.getByRole("tabpanel").getByRole("button", { name: "Adicionar Carro" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar Carro" });
  await dialog.getByRole("combobox", { name: "Marca", exact: true }).selectOption("Toyota");
  await dialog.getByRole("textbox", { name: "Modelo", exact: true }).fill(model);
  await dialog.getByRole("textbox", { name: "Ano", exact: true }).fill("2020");
  await dialog.getByRole("textbox", { name: "Cor", exact: true }).fill("Prata");

  const price = dialog.getByRole("textbox", { name: "Preço (R$)", exact: true });
  await price.pressSequentially("52.900");
  await expect(price).toHaveValue("52.900");
  await expect(dialog.getByText(`Será salvo: R$${NBSP}52.900,00`)).toBeVisible();
  const mileage = dialog.getByRole("textbox", { name: "Quilometragem (km)", exact: true });
  await mileage.pressSequentially("61.000");
  await expect(mileage).toHaveValue("61.000");
  await expect(dialog.getByText("Será salvo: 61.000 km")).toBeVisible();
  const purchase = dialog.getByRole("textbox", { name: "Preço de compra (R$)", exact: true });
  await purchase.pressSequentially("48.750,5");
  await expect(purchase).toHaveValue("48.750,5");
  await expect(dialog.getByText(`Será salvo: R$${NBSP}48.750,50`)).toBeVisible();

  await dialog.getByRole("button", { name: "Cadastrar Carro" }).click();
  await expect(toast(page, "Carro cadastrado com sucesso!")).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();

  const id = await carIdByModel(page, model);
  const read = async () => ((await (await request.get(`/api/cars/${id}`)).json()) as { car: SavedCar }).car;
  expect(await read()).toMatchObject({ price: 52_900, mileage: 61_000 });

  // Edit: the form shows the saved numbers masked; '52.900,00' typed over them is still R$ 52.900.
  const card = page.getByRole("tabpanel").getByTestId("car-row").filter({ hasText: model });
  await rowAction(page, card, "Editar");
  const edit = page.getByRole("dialog", { name: `Editar Toyota ${model}` });
  const editPrice = edit.getByRole("textbox", { name: "Preço (R$)", exact: true });
  await expect(editPrice).toHaveValue("52.900");
  await expect(edit.getByRole("textbox", { name: "Quilometragem (km)", exact: true })).toHaveValue("61.000");
  await editPrice.fill("");
  await editPrice.pressSequentially("52.900,00");
  await expect(editPrice).toHaveValue("52.900,00");
  await expect(edit.getByText(`Será salvo: R$${NBSP}52.900,00`)).toBeVisible();
  await edit.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(toast(page, "Carro atualizado com sucesso!")).toBeVisible({ timeout: 30_000 });
  await expect(edit).toBeHidden();
  expect(await read()).toMatchObject({ price: 52_900, mileage: 61_000 });

  await page.goto(`/car/${id}`);
  const main = page.locator("main");
  await expect(main).toContainText(`R$${NBSP}52.900`);
  await expect(main).toContainText("61.000 km");
  await expect(main).not.toContainText(`R$${NBSP}53`);

  // Leave the stock as it was.
  await page.goto("/admin?tab=cars");
  await deleteRow(page, page.getByRole("tabpanel").getByTestId("car-row").filter({ hasText: model }));
  await expect(toast(page, "Carro excluído com sucesso!")).toBeVisible();
});

test("expense form: '1.234,56' typed is saved as R$ 1.234,56", async ({ page }) => {
  await signInTo(page, "gerente@autopremium.com.br", "expenses");
  const description = uniqueName("Despesa mascarada");
  await page.getByRole("button", { name: "Nova Despesa" }).click();
  const dialog = page.getByRole("dialog", { name: "Nova Despesa" });
  await dialog.getByLabel("Descrição").fill(description);
  const amount = dialog.getByLabel("Valor (R$)");
  await amount.pressSequentially("1.234,56");
  await expect(amount).toHaveValue("1.234,56");
  await expect(dialog.getByText(`Será salvo: R$${NBSP}1.234,56`)).toBeVisible();
  await dialog.getByLabel("Categoria").selectOption({ label: "Manutenção" });
  await dialog.getByRole("button", { name: "Registrar Despesa" }).click();
  await expect(page.getByText("Despesa registrada com sucesso!")).toBeVisible();

  const card = page.getByTestId("expense-row").filter({ hasText: description });
  await expect(card).toContainText(`R$${NBSP}1.234,56`);
  const { expenses } = (await (await page.request.get("/api/expenses")).json()) as {
    expenses: Array<{ id: string; description: string; amount: number }>;
  };
  expect(expenses.find((expense) => expense.description === description)?.amount).toBe(1_234.56);

  await deleteRow(page, card);
  await expect(page.getByText("Despesa excluída com sucesso!")).toBeVisible();
});
