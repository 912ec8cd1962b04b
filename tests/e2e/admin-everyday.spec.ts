import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";

import {
  expectNoHorizontalScroll,
  randomAddress,
  rowActionNames,
  signInTo,
  sortList,
} from "./admin-ops-helpers";

// The lists staff work in every day, on the laptop they use (1366 × 768, the desktop project) and on a phone (the
// mobile project): on the laptop each table fits the panel, its texts wrap inside their columns and a row stays
// one or two lines high, its actions in one menu; on a phone each row is a card of the same data. axe-core finds
// nothing on them at either size.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": randomAddress() } });

const mobile = (project: string) => project === "mobile";

/** Texts that run out of their table cell (over the next column), by cell. */
function overflowingCells(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const found: string[] = [];
    for (const cell of element.querySelectorAll<HTMLElement>("td, th")) {
      const box = cell.getBoundingClientRect();
      for (const child of cell.querySelectorAll<HTMLElement>("*")) {
        const rect = child.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        if (rect.right > box.right + 1 || rect.left < box.left - 1) {
          found.push((cell.textContent ?? "").trim().slice(0, 60));
          break;
        }
      }
    }
    return found;
  });
}

async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // A toast in its exit animation is mid-fade: its contrast is judged while it is shown, not while it leaves.
  const builder = new AxeBuilder({ page }).exclude('[data-sonner-toast][data-removed="true"]');
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}

const TABS = [
  { tab: "sales", label: "Vendas", row: "sale-row", fields: ["Cliente", "Valor", "Status"] },
  { tab: "invoices", label: "Notas fiscais", row: "invoice-row", fields: ["Cliente", "Descrição", "Valor"] },
  { tab: "documents", label: "Documentos", row: "document-row", fields: ["Tipo", "Cliente", "Validade"] },
  { tab: "expenses", label: "Despesas", row: "expense-row", fields: ["Categoria", "Data", "Valor"] },
] as const;

test("sales, NF, Docs and expenses fit a laptop with their actions in a menu, and are cards on a phone", async ({
  page,
}, testInfo) => {
  test.slow();
  await signInTo(page, "gerente@autopremium.com.br", "sales");
  for (const { tab, label, row, fields } of TABS) {
    if (tab !== "sales") await page.goto(`/admin?tab=${tab}`);
    const panel = page.getByRole("tabpanel");
    const rows = panel.getByTestId(row);
    // The first read of a tab's list waits for the server, however busy the machine: no bound on speed here.
    await expect(rows.first()).toBeVisible({ timeout: 60_000 });
    if (mobile(testInfo.project.name)) {
      // Cards of the same data, each field labelled, and nothing wider than the phone.
      const card = panel.getByRole("list", { name: label, exact: true }).getByRole("listitem").first();
      for (const field of fields)
        await expect(card.getByRole("term").filter({ hasText: field })).toHaveCount(1);
      await expectNoHorizontalScroll(page);
    } else {
      const table = panel.getByRole("table", { name: label });
      const container = panel.locator('[data-slot="table-container"]');
      expect(
        await container.evaluate((element) => element.scrollWidth - element.clientWidth),
        `${tab}: the table is wider than the panel`,
      ).toBeLessThanOrEqual(0);
      expect(await overflowingCells(table), `${tab}: texts running out of their cells`).toEqual([]);
      const heights = await rows.evaluateAll((elements) => elements.map((element) => element.clientHeight));
      expect(Math.max(...heights), `${tab}: the tallest row`).toBeLessThanOrEqual(90);
    }
    // Every row has its actions in one menu.
    expect(await rowActionNames(page, rows.first())).toEqual(expect.arrayContaining(["Editar", "Excluir"]));
    expect(await axeViolations(page), tab).toEqual([]);
  }
  // The menu itself is accessible too (a sale's, the longest), and a dialog opened from it gives the focus back
  // to the row's menu button when it closes.
  await page.goto("/admin?tab=sales");
  const negotiating = page.getByTestId("sale-row").filter({ hasText: "Em negociação" }).first();
  const menuButton = negotiating.getByTestId("row-actions");
  // A sale in negotiation has its contract to sign, not yet a receipt or a warranty (the server answers 409).
  expect(await rowActionNames(page, negotiating)).toEqual([
    "Marcar Fechada",
    "Contrato (PDF)",
    "Editar",
    "Excluir",
  ]);
  await menuButton.click();
  await expect(page.getByRole("menuitem", { name: "Marcar Fechada" })).toBeVisible();
  expect(await axeViolations(page, '[role="menu"]')).toEqual([]);
  await page.getByRole("menuitem", { name: "Excluir" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Excluir venda?" });
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(confirm).toBeHidden();
  await expect(menuButton).toBeFocused();
});

type Car = {
  id: string;
  brand: string;
  model: string;
  price: number;
  status: string;
  plate: string | null;
  images: unknown[];
  reserved?: boolean;
};

test("the cars tab is a dense list: thumbnails, plate, days in stock, sorted, the sold ones on request", async ({
  page,
}, testInfo) => {
  test.slow();
  await signInTo(page, "gerente@autopremium.com.br", "cars");
  const all = ((await (await page.request.get("/api/cars?status=all")).json()) as { cars: Car[] }).cars;
  const available = all.filter((car) => car.status === "available");
  const sold = all.filter((car) => car.status === "sold");
  const panel = page.getByRole("tabpanel");
  const rows = panel.getByTestId("car-row");

  // The cars for sale by default, each with its photo, plate and days in stock.
  await expect(rows).toHaveCount(available.length);
  const withPhoto = available.find((car) => car.images.length && car.plate)!;
  const row = panel.locator(`[data-testid="car-row"][data-row-id="${withPhoto.id}"]`);
  await expect(row.locator("img")).toBeVisible();
  await expect(row).toContainText(withPhoto.plate!.slice(0, 3));
  await expect(row).toContainText(/\d+ dias?/);
  expect(await rowActionNames(page, row)).toEqual(
    withPhoto.reserved
      ? ["Ver no site", "Editar", "Recibo de sinal (PDF)", "Cancelar reserva", "Excluir"]
      : ["Ver no site", "Editar", "Reservar", "Excluir"],
  );
  // Found by its plate.
  await panel.getByLabel("Buscar carros", { exact: true }).fill(withPhoto.plate!.toLowerCase());
  await expect(rows).toHaveCount(1);
  await panel.getByLabel("Buscar carros", { exact: true }).fill("");
  await expect(rows).toHaveCount(available.length);

  // Sorted by price, highest first (in the browser: the list holds every car for sale).
  await sortList(panel, "Preço", "desc");
  await expect(page).toHaveURL(/[?&]sort=price&order=desc/);
  const dearest = available.reduce((a, b) => (b.price > a.price ? b : a));
  await expect(rows.first()).toHaveAttribute("data-row-id", dearest.id);

  // The page is a list, not a wall of photo cards (7,540 px on a laptop, 21,000 on a phone before).
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight).toBeLessThan(mobile(testInfo.project.name) ? 9_000 : 4_000);
  await expectNoHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  // The sold ones, on request.
  await panel.getByTestId("car-status-filter").getByText("Vendidos").click();
  await expect(page).toHaveURL(/[?&]status=sold/);
  await expect(rows).toHaveCount(sold.length);
  await expect(rows.first()).toContainText("Vendido");
  await expect(panel.getByTestId("cars-count")).toHaveText(`(${sold.length} carros vendidos)`);
});
