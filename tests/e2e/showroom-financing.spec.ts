import { expect, test, type Page } from "@playwright/test";

import { defaultDownPayment, simulateFinancing } from "../../lib/financing/price-table";
import { formatMoney } from "../../lib/format/money";
import { randomAddress, signInTo, toast, uniqueName } from "./admin-ops-helpers";
import { stock } from "./showroom-helpers";

// The car page's 'Simule seu financiamento' (docs/showroom.md): an example rendered by the server, updated as the
// visitor types, sent with a proposal, and shown on the ticket in the admin. At phone width (360 px).
const address = randomAddress();
test.use({ viewport: { width: 360, height: 780 }, extraHTTPHeaders: { "X-Forwarded-For": address } });

const RATE = 1.79;
const installmentText = (price: number, downPayment: number, months: number) => {
  const result = simulateFinancing({ price, downPayment, months, monthlyRatePercent: RATE });
  return `${months}× de ${formatMoney(result.installment)}`;
};

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("without JavaScript the page shows an example: 20 % down over 48 months", async ({
  browser,
  request,
}) => {
  const car = (await stock(request))[0]!;
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 780 },
  });
  const page = await context.newPage();
  await page.goto(`/car/${car.id}`);
  const example = page.getByTestId("financing-example");
  await expect(page.getByRole("heading", { name: "Simule seu financiamento" })).toBeVisible();
  await expect(example).toContainText("Exemplo com entrada de");
  await expect(example.getByTestId("financing-installment")).toHaveText(
    installmentText(car.price, defaultDownPayment(car.price), 48),
  );
  await expect(example.getByTestId("financing-rate")).toHaveText("1,79% a.m.");
  await expect(example.getByText(/taxa de referência, não uma oferta/)).toBeVisible();
  await context.close();
});

test("the simulation follows the typing and travels with the proposal to the tickets tab", async ({
  page,
  request,
}) => {
  const car = (await stock(request))[0]!;
  await page.goto(`/car/${car.id}`);
  // The simulator's code arrives when its section nears the screen; the server's example holds the place.
  await expect(page.getByTestId("financing-simulator")).toHaveCount(0);
  await page.getByTestId("financing-section").scrollIntoViewIfNeeded();
  const simulator = page.getByTestId("financing-simulator");
  const amount = simulator.getByLabel("Entrada (R$)");
  const percent = simulator.getByLabel("Entrada (%)");
  const installment = simulator.getByTestId("financing-installment");
  await amount.scrollIntoViewIfNeeded();
  await noHorizontalScroll(page);

  // The R$ field drives the % field and the result, keystroke by keystroke.
  await amount.fill("");
  await expect(installment).toHaveText("—");
  await amount.pressSequentially("10000");
  await expect(installment).toHaveText(installmentText(car.price, 10_000, 48));
  await expect(percent).toHaveValue(
    (Math.round((10_000 / car.price) * 10_000) / 100).toLocaleString("pt-BR", { maximumFractionDigits: 2 }),
  );
  await amount.pressSequentially("0");
  await expect(installment).toHaveText(100_000 <= car.price ? installmentText(car.price, 100_000, 48) : "—");

  // The % field drives the R$ field; the term select recomputes.
  await percent.fill("");
  await percent.pressSequentially("30");
  const down = Math.round(car.price * 30) / 100;
  await expect(amount).toHaveValue(down.toLocaleString("pt-BR", { maximumFractionDigits: 2 }));
  await simulator.getByLabel("Prazo").selectOption("24");
  await expect(installment).toHaveText(installmentText(car.price, down, 24));
  await expect(simulator.getByTestId("financing-financed")).toHaveText(formatMoney(car.price - down));

  await simulator.getByRole("link", { name: "Enviar proposta com esta simulação" }).click();
  const form = page.getByRole("form", { name: "Enviar proposta" });
  const summary = form.getByTestId("proposal-simulation");
  await expect(summary).toContainText(
    `24× de ${formatMoney(simulateFinancing({ price: car.price, downPayment: down, months: 24, monthlyRatePercent: RATE }).installment)}`,
  );
  await expect(form.getByLabel("Mensagem")).toHaveValue(/financiamento/);
  const name = uniqueName("Financiador E2E");
  await form.getByLabel("Nome").fill(name);
  await form.getByLabel("E-mail").fill("financia@example.com");
  await form.getByLabel("Telefone").pressSequentially("11987654321");
  await noHorizontalScroll(page);
  await form.getByRole("button", { name: "Enviar Proposta" }).click();
  await expect(toast(page, "Proposta enviada com sucesso!")).toBeVisible();
  await expect(page.getByTestId("proposal-sent")).toBeVisible();
  await expect(summary).toHaveCount(0);

  await signInTo(page, "ajudante@autopremium.com.br", "tickets");
  const ticket = page.getByRole("article", { name });
  const financing = ticket.getByTestId("ticket-financing");
  await expect(financing).toContainText(formatMoney(down));
  await expect(financing).toContainText("24× de");
  await expect(financing).toContainText("1,79% a.m.");
  await noHorizontalScroll(page);
});

test("a sold car has no simulator", async ({ page, request }) => {
  const sold = (await stock(request, "sold"))[0]!;
  await page.goto(`/car/${sold.id}`);
  await expect(page.getByTestId("sold-badge")).toBeVisible();
  await expect(page.getByTestId("financing-simulator")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Simule seu financiamento" })).toHaveCount(0);
});
