import { randomBytes, randomInt } from "node:crypto";

import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";

import { rowAction } from "./admin-ops-helpers";
import { toast } from "./showroom-helpers";

// The admin cars tab end to end, at phone and desktop sizes: a gerente adds a car with three photos (one pasted),
// edits it (main photo, a photo removed, a new price), sees it on its showroom page, and deletes it.
test.use({
  extraHTTPHeaders: { "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
});

type StoredImage = { url: string; publicId: string; width: number; height: number };
type Car = { id: string; price: number; images: StoredImage[] };

/** A plain picture of one colour with the given size, so each photo is recognisable by its dimensions. */
function picture(width: number, height: number, color: string, format: "jpeg" | "png" = "jpeg") {
  return sharp({ create: { width, height, channels: 3, background: color } })
    [format]()
    .toBuffer();
}

async function signIn(page: Page) {
  await page.goto(`/auth?callbackUrl=${encodeURIComponent("/admin?tab=cars")}`);
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("Email").fill("gerente@autopremium.com.br");
  await form.getByLabel("Senha").fill("demo1234");
  await form.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL("/admin?tab=cars");
}

/** Pastes an image into the photo picker the way a browser does: a paste event carrying the file. */
async function pasteImage(page: Page, bytes: Buffer, name: string, type: string) {
  await page.getByTestId("image-dropzone").evaluate(
    (target, file) => {
      const data = new DataTransfer();
      data.items.add(
        new File([Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))], file.name, {
          type: file.type,
        }),
      );
      target.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    { base64: bytes.toString("base64"), name, type },
  );
}

test("a gerente adds a car with three photos, edits it, sees it on its page and deletes it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const model = `E2E ${randomBytes(3).toString("hex").toUpperCase()}`;
  await signIn(page);

  const tab = page.getByRole("tabpanel");
  await expect(tab.getByRole("heading", { name: /Gerenciar Carros/ })).toBeVisible();
  await expect(page.getByTestId("stock-badge")).toHaveText(/^\d+\/100 veículos$/);

  // Add: the required-field message first, then every field, two photos picked and one pasted.
  await tab.getByRole("button", { name: "Adicionar Carro" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar Carro" });
  await dialog.getByRole("button", { name: "Cadastrar Carro" }).click();
  await expect(
    dialog.getByRole("alert").filter({ hasText: "Preencha todos os campos obrigatórios" }),
  ).toBeVisible();

  await dialog.getByRole("combobox", { name: "Marca", exact: true }).selectOption("Honda");
  await dialog.getByRole("textbox", { name: "Modelo", exact: true }).fill(model);
  await dialog.getByRole("textbox", { name: "Ano", exact: true }).fill("2021/2022");
  await dialog.getByRole("textbox", { name: "Preço (R$)", exact: true }).fill("119900");
  await dialog.getByRole("textbox", { name: "Quilometragem (km)", exact: true }).fill("42000");
  await dialog.getByRole("textbox", { name: "Cor", exact: true }).fill("Preto");
  await dialog.getByRole("combobox", { name: "Motor", exact: true }).selectOption("2.0");
  await dialog.getByRole("combobox", { name: "Câmbio", exact: true }).selectOption("CVT");
  await dialog.getByRole("combobox", { name: "Combustível", exact: true }).selectOption("Flex");
  await dialog
    .getByRole("textbox", { name: "Descrição", exact: true })
    .fill("Carro de teste de ponta a ponta.");
  await dialog.getByRole("checkbox", { name: "Teto solar" }).click();
  await dialog.getByRole("switch", { name: "Carro em destaque" }).click();
  await dialog.getByRole("textbox", { name: "Preço de compra (R$)", exact: true }).fill("95000");

  await dialog.getByLabel("Selecionar imagens", { exact: true }).setInputFiles([
    { name: "frente.jpg", mimeType: "image/jpeg", buffer: await picture(640, 480, "#c0392b") },
    { name: "lateral.jpg", mimeType: "image/jpeg", buffer: await picture(480, 640, "#2471a3") },
  ]);
  await pasteImage(page, await picture(300, 200, "#1e8449", "png"), "image.png", "image/png");
  await expect(dialog.getByTestId("image-count")).toHaveText("3/20 imagens");
  const items = dialog.getByTestId("picker-item");
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText("Principal");
  await expect(items.nth(0)).toContainText("Nova");
  await expect(items.nth(2)).toHaveAttribute("data-name", "image.png");

  await pasteImage(page, Buffer.from("<html>não sou imagem</html>"), "pagina.html", "text/html");
  await expect(toast(page, "pagina.html não é uma imagem válida")).toBeVisible();
  await expect(dialog.getByTestId("image-count")).toHaveText("3/20 imagens");

  await dialog.getByRole("button", { name: "Cadastrar Carro" }).click();
  await expect(dialog.getByText(/Enviando imagens\.\.\. \d\/3/)).toBeVisible();
  await expect(toast(page, "Carro cadastrado com sucesso!")).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();

  const card = tab.getByTestId("car-row").filter({ hasText: `Honda ${model}` });
  await expect(card).toHaveCount(1);
  const id = (await card.getAttribute("data-row-id"))!;
  const read = async () => ((await (await request.get(`/api/cars/${id}`)).json()) as { car: Car }).car;
  const created = await read();
  expect(created.images.map((image) => [image.width, image.height])).toEqual([
    [640, 480],
    [480, 640],
    [300, 200],
  ]);

  // Search finds it by model.
  await tab.getByLabel("Buscar carros", { exact: true }).fill(model.toLowerCase());
  await expect(tab.getByTestId("car-row")).toHaveCount(1);
  await expect(tab.getByTestId("cars-count")).toHaveText(/^\(1 de \d+ carros à venda\)$/);

  // Edit: the pasted photo becomes the main one, the portrait photo is removed (confirmed), the price changes.
  await rowAction(page, card, "Editar");
  const edit = page.getByRole("dialog", { name: `Editar Honda ${model}` });
  const editItems = edit.getByTestId("picker-item");
  await expect(editItems).toHaveCount(3);
  for (let index = 0; index < 3; index += 1) await expect(editItems.nth(index)).toContainText("Existente");
  await edit.getByRole("button", { name: "Definir imagem 3 como principal" }).click();
  await expect(editItems.nth(0)).toContainText("Principal");
  await edit.getByRole("button", { name: "Mover imagem 2 para a direita" }).click();
  await edit.getByRole("button", { name: "Mover imagem 3 para a esquerda" }).click();
  // Pasted, landscape, portrait: the portrait photo goes.
  await edit.getByRole("button", { name: "Remover imagem 3" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remover imagem" });
  await expect(confirm).toContainText(
    "Tem certeza que deseja remover esta imagem? Esta ação não pode ser desfeita.",
  );
  await confirm.getByRole("button", { name: "Remover" }).click();
  await expect(edit.getByTestId("image-count")).toHaveText("2/20 imagens");
  await edit.getByRole("textbox", { name: "Preço (R$)", exact: true }).fill("123456");
  await edit.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(toast(page, "Carro atualizado com sucesso!")).toBeVisible({ timeout: 30_000 });
  await expect(edit).toBeHidden();

  const updated = await read();
  expect(updated.price).toBe(123_456);
  expect(updated.images.map((image) => [image.width, image.height])).toEqual([
    [300, 200],
    [640, 480],
  ]);
  const removed = created.images.find((image) => image.width === 480)!;
  expect((await request.get(removed.url)).status()).toBe(404);

  // The showroom page shows the new price and the new main photo.
  await page.goto(`/car/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(model);
  await expect(page.locator("main")).toContainText("123.456");
  const main = page.getByTestId("gallery-main").locator("img").first();
  await expect(main).toHaveAttribute(
    "src",
    // The stored photo's resized copies (/media/anuncios/<id>.variants/<width>.<format>).
    new RegExp(
      `^${updated.images[0]!.url.replace(/\.\w+$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.variants/`,
    ),
  );

  // Delete from the car's menu, confirmed, with 'Deletando...' while the server works.
  await page.goto("/admin?tab=cars");
  const listed = page
    .getByRole("tabpanel")
    .getByTestId("car-row")
    .filter({ hasText: `Honda ${model}` });
  await page.route(`**/api/cars/${id}`, async (route) => {
    if (route.request().method() === "DELETE") await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await rowAction(page, listed, "Excluir");
  const deletion = page.getByRole("alertdialog", { name: "Excluir veículo" });
  await expect(deletion).toContainText(`Tem certeza que deseja excluir o Honda ${model} 2021/2022?`);
  await deletion.getByRole("button", { name: "Excluir" }).click();
  await expect(deletion.getByRole("button", { name: "Deletando..." })).toBeVisible();
  await expect(toast(page, "Carro excluído com sucesso!")).toBeVisible();
  await expect(listed).toHaveCount(0);

  expect((await request.get(`/api/cars/${id}`)).status()).toBe(404);
  await page.goto(`/cars?search=${encodeURIComponent(model)}`);
  await expect(page.getByTestId("car-card").filter({ hasText: model })).toHaveCount(0);
});

test("the 21st photo is refused with 'Limite excedido'", async ({ page }) => {
  await signIn(page);
  await page.getByRole("tabpanel").getByRole("button", { name: "Adicionar Carro" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar Carro" });
  const bytes = await picture(64, 48, "#888888");
  await dialog.getByLabel("Selecionar imagens", { exact: true }).setInputFiles(
    Array.from({ length: 21 }, (_, index) => ({
      name: `foto-${index + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: bytes,
    })),
  );
  await expect(dialog.getByTestId("image-count")).toHaveText("20/20 imagens");
  await expect(toast(page, "Máximo de 20 imagens permitido")).toBeVisible();
  await expect(toast(page, "Limite excedido")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
});

test("a text file named .jpg is refused when picked, judged by its bytes", async ({ page }) => {
  await signIn(page);
  await page.getByRole("tabpanel").getByRole("button", { name: "Adicionar Carro" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar Carro" });
  await dialog.getByLabel("Selecionar imagens", { exact: true }).setInputFiles([
    {
      name: "foto-do-carro.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("Isto é um texto, não uma foto.\n"),
    },
    { name: "real.jpg", mimeType: "image/jpeg", buffer: await picture(64, 48, "#888888") },
  ]);
  const refusal = toast(page, "Arquivo inválido");
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText("foto-do-carro.jpg não é uma imagem válida");
  await expect(dialog.getByTestId("image-count")).toHaveText("1/20 imagens");
  await expect(dialog.getByTestId("picker-item")).toHaveAttribute("data-name", "real.jpg");
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
});
