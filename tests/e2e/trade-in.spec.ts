import { expect, test } from "@playwright/test";
import sharp from "sharp";

import { expectNoHorizontalScroll, randomAddress, signInTo, toast, uniqueName } from "./admin-ops-helpers";

// 'Avalie seu usado' (/avaliacao): a visitor on a 360 px phone fills the form with two photos and sends it; staff
// then see the request in the tickets tab with the car, the plate and the photos.
const address = randomAddress();
test.use({ extraHTTPHeaders: { "X-Forwarded-For": address }, viewport: { width: 360, height: 780 } });

const photo = async (color: string) => ({
  name: `${color}.png`,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

test("a visitor sends a trade-in request with 2 photos; staff see the car, plate and photos", async ({
  page,
}) => {
  const name = uniqueName("Dono do Usado");
  await page.goto("/avaliacao");
  await expect(page.getByRole("heading", { level: 1, name: "Avalie seu usado" })).toBeVisible();
  const form = page.getByTestId("trade-in-form");

  await form.getByLabel("Marca").selectOption("Fiat");
  await form.getByLabel("Modelo").fill("Uno Mille Way");
  await form.getByLabel("Ano").pressSequentially("2012/2013");
  const mileage = form.getByLabel("Quilometragem (km)");
  await mileage.pressSequentially("98000");
  await expect(mileage).toHaveValue("98.000");
  const plate = form.getByLabel("Placa (opcional)");
  await plate.pressSequentially("abc1d23");
  await expect(plate).toHaveValue("ABC1D23");

  await form
    .getByTestId("trade-in-photo-input")
    .setInputFiles([await photo("#cc2222"), await photo("#2222cc")]);
  const chosen = form.getByRole("list", { name: "Fotos escolhidas" }).getByRole("listitem");
  await expect(chosen).toHaveCount(2);
  await expect(form.getByText("2/6 fotos")).toBeVisible();

  await form.getByLabel("Nome").fill(name);
  await form.getByLabel("Telefone").pressSequentially("11987654321");
  await expectNoHorizontalScroll(page);
  await form.getByRole("button", { name: "Pedir avaliação" }).click();
  await expect(toast(page, "Pedido de avaliação enviado!")).toBeVisible();
  // The confirmation is brought into view (the shortened page used to leave the visitor on the footer).
  const sent = page.getByTestId("trade-in-sent");
  await expect(sent).toContainText("Pedido de avaliação enviado!");
  await expect(sent).toBeInViewport();
  await expect(sent.getByRole("heading", { name: "Pedido de avaliação enviado!" })).toBeFocused();

  await page.context().clearCookies();
  await signInTo(page, "ajudante@autopremium.com.br", "tickets");
  const ticket = page.getByRole("article", { name });
  await expect(ticket).toBeVisible();
  const tradeIn = ticket.getByTestId("ticket-trade-in");
  await expect(tradeIn).toContainText("Fiat Uno Mille Way 2012/2013");
  await expect(tradeIn).toContainText("98.000 km");
  await expect(tradeIn).toContainText("Placa ABC1D23");
  const thumbnails = tradeIn.getByRole("img");
  await expect(thumbnails).toHaveCount(2);
  // Drawn through the protected route: a decoded picture, not a broken image.
  await expect
    .poll(() =>
      thumbnails.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);

  await tradeIn.getByRole("button", { name: /Foto 2 de 2/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("img", { name: /Foto 2 do Fiat/ })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Baixar foto" })).toHaveAttribute("href", /\/photos\/1$/);
});

test("the form ties its errors to the fields: required ones, then a bad plate", async ({ page }) => {
  await page.goto("/avaliacao");
  const form = page.getByTestId("trade-in-form");
  await form.getByRole("button", { name: "Pedir avaliação" }).click();
  for (const label of ["Marca", "Modelo", "Ano", "Quilometragem (km)", "Nome", "Telefone"])
    await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
  const plate = form.getByLabel("Placa (opcional)");
  await plate.pressSequentially("abc12");
  await plate.blur();
  await expect(plate).toHaveAccessibleDescription(/Placa inválida/);
});

test("the header links 'Avalie seu usado' on one line at 1024 px without sideways scrolling", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto("/");
  const link = page
    .getByRole("navigation", { name: "Principal" })
    .getByRole("link", { name: "Avalie seu usado" });
  await expect(link).toBeVisible();
  expect((await link.boundingBox())!.height).toBeLessThanOrEqual(48);
  await expectNoHorizontalScroll(page);
  await link.click();
  await expect(page).toHaveURL("/avaliacao");
  await expect(link).toHaveAttribute("aria-current", "page");
});
