import { expect, test } from "@playwright/test";

import { stock, toast, visible } from "./showroom-helpers";

test("contact form: inline phone error, the 'Telefone inválido' toast, then a confirmation in its place", async ({
  page,
}) => {
  await page.goto("/contact");
  const form = page.getByTestId("contact-form");
  await form.getByLabel("Nome").fill("Fernanda Lima");
  await form.getByLabel("E-mail").fill("fernanda@example.com");
  const phone = form.getByLabel("Telefone");
  await phone.pressSequentially("1198765");
  await form.getByLabel("Mensagem").click();
  await expect(form.getByText("Digite um telefone válido (10 ou 11 dígitos)")).toBeVisible();
  await expect(phone).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Mensagem").fill("Quero agendar um test drive no sábado.");
  await form.getByRole("button", { name: "Enviar Mensagem" }).click();
  const invalid = toast(page, "Telefone inválido");
  await expect(invalid).toBeVisible();
  await expect(invalid).toContainText("Por favor, digite um telefone válido (10 ou 11 dígitos).");

  await phone.fill("");
  await phone.pressSequentially("11987654321");
  await expect(form.getByText("Digite um telefone válido (10 ou 11 dígitos)")).toBeHidden();
  await form.getByLabel("Assunto").selectOption("agendamento-visita");
  await form.getByRole("button", { name: "Enviar Mensagem" }).click();
  const sent = toast(page, "Mensagem enviada!");
  await expect(sent).toBeVisible();
  await expect(sent).toContainText("Entraremos em contato em breve. Obrigado!");
  const confirmation = page.getByTestId("contact-sent");
  await expect(confirmation).toBeInViewport();
  await expect(confirmation.getByRole("heading", { name: "Mensagem enviada!" })).toBeFocused();
  await expect(confirmation).toContainText("fernanda@example.com");
  await expect(confirmation).toContainText("(11) 98765-4321");
  await confirmation.getByRole("button", { name: "Enviar outra mensagem" }).click();
  await expect(form.getByLabel("Nome")).toHaveValue("");
  await expect(form.getByLabel("Mensagem")).toHaveValue("");
});

test("contact form: required fields are marked, and a failed send shows the error toast", async ({
  page,
}) => {
  await page.goto("/contact");
  const form = page.getByTestId("contact-form");
  await form.getByRole("button", { name: "Enviar Mensagem" }).click();
  await expect(form.getByLabel("Nome")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");

  await page.route("**/api/contact-tickets", (route) => route.fulfill({ status: 500, json: { error: "x" } }));
  await form.getByLabel("Nome").fill("Fernanda");
  await form.getByLabel("E-mail").fill("fernanda@example.com");
  await form.getByLabel("Telefone").pressSequentially("1134567890");
  await form.getByLabel("Mensagem").fill("Olá");
  await form.getByRole("button", { name: "Enviar Mensagem" }).click();
  const failed = toast(page, "Erro ao enviar");
  await expect(failed).toBeVisible();
  await expect(failed).toContainText("Ocorreu um erro. Tente novamente ou entre em contato via WhatsApp.");
});

test("contact page: contact cards, the maps link and 'Agendar via WhatsApp'", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("link", { name: "Abrir no mapa" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/search\//,
  );
  const schedule = page.getByTestId("schedule-whatsapp");
  await expect(schedule).toHaveText(/Agendar via WhatsApp/);
  await expect(schedule).toHaveAttribute("href", /^https:\/\/wa\.me\/5511987654321\?text=/);
  await expect(page.getByRole("link", { name: "Ver carros em estoque" })).toHaveAttribute("href", "/cars");
});

test("a toast shows once, at the bottom of a phone's screen and at the top elsewhere, also after coming from a car page", async ({
  page,
  request,
}, testInfo) => {
  // The car page's proposal form brings a Toaster too: that page stays in the document, hidden, after the
  // navigation, and must not show the contact form's toasts a second time.
  const car = (await stock(request))[0]!;
  await page.goto(`/car/${car.id}`);
  await page.getByRole("heading", { name: "Faça sua proposta" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("form", { name: "Enviar proposta" })).toBeVisible();
  await visible(page.locator("footer").getByRole("link", { name: "Fale Conosco" })).click();
  await expect(page).toHaveURL(/\/contact$/);

  const form = visible(page.getByTestId("contact-form"));
  await form.getByLabel("Nome").fill("Fernanda Lima");
  await form.getByLabel("E-mail").fill("fernanda@example.com");
  await form.getByLabel("Telefone").pressSequentially("1198");
  await form.getByLabel("Mensagem").fill("Olá");
  await form.getByRole("button", { name: "Enviar Mensagem" }).click();
  const invalid = toast(page, "Telefone inválido");
  await expect(invalid).toBeVisible();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);

  const box = (await invalid.boundingBox())!;
  const height = page.viewportSize()!.height;
  if (testInfo.project.name === "mobile") expect(box.y).toBeGreaterThan(height / 2);
  else expect(box.y + box.height).toBeLessThan(height / 2);
});
