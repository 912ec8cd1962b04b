import { randomBytes, randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";

import { expect, test, type Download, type Page } from "@playwright/test";

import { minimalPdf } from "@/prisma/demo/pdf";

import { deleteRow, rowAction, rowActionNames } from "./admin-ops-helpers";

// One full flow per finance tab (sales, expenses, documents, invoices) against the demo data: create through the
// form, the tab's own actions, the CSV export or file download, and delete with confirmation.
test.use({
  extraHTTPHeaders: { "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
});

async function signIn(page: Page, email: string, tab: string) {
  await page.goto(`/auth?callbackUrl=${encodeURIComponent(`/admin?tab=${tab}`)}`);
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Senha").fill("demo1234");
  await form.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(`/admin?tab=${tab}`);
}

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;

function today(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
}

async function downloadText(download: Download): Promise<string> {
  return readFile((await download.path())!, "utf8");
}

async function exportCsv(page: Page, prefix: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exportar CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${prefix}_${today()}.csv`);
  const text = await downloadText(download);
  expect(text.startsWith("\uFEFF")).toBe(true);
  return text;
}

test("sales: register a sale, 'Valor muito alto' while typing, 'Marcar Fechada', CSV export, delete", async ({
  page,
}) => {
  await signIn(page, "gerente@autopremium.com.br", "sales");
  await expect(page.getByRole("heading", { name: /Controle de Vendas/ })).toBeVisible();
  const client = unique("Cliente E2E");

  await page.getByRole("button", { name: "Nova Venda" }).click();
  const dialog = page.getByRole("dialog", { name: "Nova Venda" });
  const carSelect = dialog.getByLabel("Carro");
  await expect(carSelect).toBeEnabled();
  const carValue = await carSelect.evaluate(
    (select: HTMLSelectElement) =>
      [...select.options].find((option) => option.value && !option.disabled)!.value,
  );
  await carSelect.selectOption(carValue);
  await dialog.getByLabel("Nome do cliente").fill(client);
  await dialog.getByLabel("Telefone").pressSequentially("11987654321");
  await expect(dialog.getByLabel("Telefone")).toHaveValue("(11) 98765-4321");
  await dialog.getByLabel("CPF/CNPJ").pressSequentially("52998224725");
  await expect(dialog.getByLabel("CPF/CNPJ")).toHaveValue("529.982.247-25");
  const price = dialog.getByLabel("Valor da venda (R$)");
  await price.fill("");
  await price.pressSequentially("10000001");
  await expect(dialog.getByText("Valor muito alto")).toBeVisible();
  await price.fill("145000");
  await expect(dialog.getByText("Valor muito alto")).toBeHidden();
  await expect(dialog.getByLabel("Data da venda")).toHaveValue(today());
  await expect(dialog.getByLabel("Vendedor")).toHaveValue("Marina Albuquerque");
  await dialog.getByLabel("Forma de pagamento").selectOption({ label: "Consórcio" });
  await dialog.getByRole("button", { name: "Registrar Venda" }).click();
  await expect(page.getByText("Venda registrada com sucesso!")).toBeVisible();

  const card = page.getByTestId("sale-row").filter({ hasText: client });
  await expect(card).toContainText("Em negociação");
  await expect(card).toContainText("R$ 145.000,00");
  await expect(card).toContainText("Consórcio");
  await expect(card).toContainText("529.982.***-**");
  // In negotiation: the contract to sign, no receipt or warranty yet (the server answers 409 for those).
  expect(await rowActionNames(page, card)).toEqual(["Marcar Fechada", "Contrato (PDF)", "Editar", "Excluir"]);
  await rowAction(page, card, "Marcar Fechada");
  await expect(page.getByText("Venda marcada como fechada!")).toBeVisible();
  await expect(card).toContainText("Fechada");
  // Closed: no 'Marcar Fechada' any more, and now its receipt and warranty.
  expect(await rowActionNames(page, card)).toEqual([
    "Recibo (PDF)",
    "Contrato (PDF)",
    "Termo de garantia (PDF)",
    "Editar",
    "Excluir",
  ]);

  await page.getByRole("searchbox").fill(client);
  await expect(page.getByTestId("sale-row")).toHaveCount(1);
  const csv = await exportCsv(page, "vendas_detalhado");
  expect(csv).toContain(`"${client}";"(11) 98765-4321"`);
  expect(csv).toContain('"145000,00";"Consórcio"');

  await deleteRow(page, card);
  await expect(page.getByText("Venda excluída com sucesso!")).toBeVisible();
  await expect(page.getByTestId("sale-row").filter({ hasText: client })).toHaveCount(0);
});

test("expenses: totals, a new expense with a receipt, its download, CSV export, delete", async ({ page }) => {
  await signIn(page, "gerente@autopremium.com.br", "expenses");
  await expect(page.getByRole("heading", { name: /Controle de Despesas/ })).toBeVisible();
  await expect(page.getByText("Total de despesas")).toBeVisible();
  const description = unique("Despesa E2E");

  await page.getByRole("button", { name: "Nova Despesa" }).click();
  const dialog = page.getByRole("dialog", { name: "Nova Despesa" });
  await dialog.getByRole("button", { name: "Registrar Despesa" }).click();
  await expect(dialog.getByText("Descrição é obrigatória")).toBeVisible();
  await expect(dialog.getByText("Categoria é obrigatória")).toBeVisible();
  await dialog.getByLabel("Descrição").fill(description);
  await dialog.getByLabel("Valor (R$)").fill("321,45");
  await dialog.getByLabel("Categoria").selectOption({ label: "Manutenção" });
  await expect(dialog.getByLabel("Data")).toHaveValue(today());
  await dialog.getByLabel("Comprovante").setInputFiles({
    name: "recibo oficina.pdf",
    mimeType: "application/pdf",
    buffer: minimalPdf("Recibo", ["R$ 321,45"]),
  });
  await dialog.getByRole("button", { name: "Registrar Despesa" }).click();
  await expect(page.getByText("Despesa registrada com sucesso!")).toBeVisible();
  // The dialog keeps the page behind it inert, and the focus in itself, until its closing animation ends.
  await expect(dialog).toBeHidden();

  const card = page.getByTestId("expense-row").filter({ hasText: description });
  await expect(card).toContainText("R$ 321,45");
  await expect(card).toContainText("Manutenção");
  const answered = page.waitForResponse((response) => response.url().endsWith("/receipt"), {
    timeout: 15_000,
  });
  const [receipt] = await Promise.all([
    page.waitForEvent("download"),
    rowAction(page, card, "Baixar comprovante"),
    answered.then((response) => expect(response.status(), "the receipt's answer").toBe(200)),
  ]);
  expect(receipt.suggestedFilename()).toBe("recibo oficina.pdf");
  expect((await readFile((await receipt.path())!)).subarray(0, 5).toString()).toBe("%PDF-");

  const csv = await exportCsv(page, "despesas_detalhado");
  expect(csv).toContain(`"${description}";"Manutenção";"321,45";"";"recibo oficina.pdf"`);

  await deleteRow(page, card);
  await expect(page.getByText("Despesa excluída com sucesso!")).toBeVisible();
  await expect(page.getByTestId("expense-row").filter({ hasText: description })).toHaveCount(0);
});

test("documents: expiry alerts, a new document, keep its file on edit, download, delete", async ({
  page,
}) => {
  await signIn(page, "vendedor@autopremium.com.br", "documents");
  await expect(page.getByRole("heading", { name: /Gestão de Documentos/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Alertas de Validade" })).toBeVisible();
  const title = unique("CNH E2E");

  await page.getByRole("button", { name: "Novo Documento" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo Documento" });
  await dialog.getByRole("button", { name: "Salvar Documento" }).click();
  await expect(dialog.getByText("Selecione um arquivo")).toBeVisible();
  await dialog.getByLabel("Título").fill(title);
  await dialog.getByLabel("Tipo").selectOption({ label: "CNH" });
  await dialog.getByLabel("Validade").fill(today());
  await dialog.getByLabel("Cliente").fill("Cliente Documento");
  await dialog
    .getByLabel("Arquivo")
    .setInputFiles({ name: "cnh.pdf", mimeType: "application/pdf", buffer: minimalPdf("CNH", ["Validade"]) });
  await dialog.getByRole("button", { name: "Salvar Documento" }).click();
  await expect(page.getByText("Documento salvo com sucesso!")).toBeVisible();

  await expect(page.getByRole("list", { name: "Documentos vencidos ou perto do vencimento" })).toContainText(
    title,
  );
  const card = page.getByTestId("document-row").filter({ hasText: title });
  await expect(card).toContainText("Vence em breve");

  await rowAction(page, card, "Editar");
  const edit = page.getByRole("dialog", { name: "Editar Documento" });
  await expect(edit.getByText("Atual: cnh.pdf. Sem novo arquivo, o atual é mantido.")).toBeVisible();
  await edit.getByLabel("Título").fill(`${title} renovada`);
  await edit.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("Documento atualizado com sucesso!")).toBeVisible();
  // The dialog keeps the page behind it inert until its closing animation ends.
  await expect(edit).toBeHidden();
  const renamed = page.getByTestId("document-row").filter({ hasText: `${title} renovada` });
  await expect(renamed).toContainText("cnh.pdf");

  const [file] = await Promise.all([
    page.waitForEvent("download"),
    rowAction(page, renamed, "Baixar arquivo"),
  ]);
  expect(file.suggestedFilename()).toBe("cnh.pdf");
  // The phone's toasts never let the page slide sideways under a tap.
  expect(await page.evaluate(() => window.scrollX)).toBe(0);

  await deleteRow(page, renamed);
  await expect(page.getByText("Documento excluído com sucesso!")).toBeVisible();
  await expect(page.getByTestId("document-row").filter({ hasText: title })).toHaveCount(0);
});

test("invoices: issue with a generated number, masked CPF, issued → sent → paid, CSV export, delete", async ({
  page,
}) => {
  await signIn(page, "gerente@autopremium.com.br", "invoices");
  await expect(page.getByRole("heading", { name: /Notas Fiscais/ })).toBeVisible();
  await expect(page.getByText("Total em vendas")).toBeVisible();
  const client = unique("Cliente NF");

  await page.getByRole("button", { name: "Nova Nota Fiscal" }).click();
  const dialog = page.getByRole("dialog", { name: "Nova Nota Fiscal" });
  await dialog.getByLabel("Nome do cliente").fill(client);
  await dialog.getByLabel("CPF/CNPJ").pressSequentially("52998224724");
  await dialog.getByLabel("Valor (R$)").fill("98765,40");
  await dialog.getByLabel("Descrição").fill("Venda de veículo (e2e)");
  await dialog.getByRole("button", { name: "Emitir Nota Fiscal" }).click();
  await expect(dialog.getByText("CPF/CNPJ inválido")).toBeVisible();
  await dialog.getByLabel("CPF/CNPJ").fill("");
  await dialog.getByLabel("CPF/CNPJ").pressSequentially("52998224725");
  await expect(dialog.getByLabel("Data de emissão")).toHaveValue(today());
  await dialog.getByRole("button", { name: "Emitir Nota Fiscal" }).click();
  await expect(page.getByText("Nota fiscal emitida com sucesso!")).toBeVisible();

  const card = page.getByTestId("invoice-row").filter({ hasText: client });
  const number = `NF${today().slice(0, 4)}${today().slice(5, 7)}`;
  await expect(card).toContainText(new RegExp(`${number}\\d{4}`));
  await expect(card).toContainText("529.982.***-**");
  await expect(card).toContainText("Emitida");
  await rowAction(page, card, "Marcar Enviada");
  await expect(card).toContainText("Enviada");
  await rowAction(page, card, "Marcar Paga");
  await expect(card).toContainText("Paga");
  expect(await rowActionNames(page, card)).toEqual(["Editar", "Excluir"]);

  const csv = await exportCsv(page, "notas_fiscais_detalhado");
  expect(csv).toContain(`"${client}";"529.982.***-**";"98765,40";"Paga";"Venda de veículo (e2e)"`);

  await deleteRow(page, card);
  await expect(page.getByText("Nota fiscal excluída com sucesso!")).toBeVisible();
  await expect(page.getByTestId("invoice-row").filter({ hasText: client })).toHaveCount(0);
});
