import { formatMoney } from "@/lib/format/money";
import { renderHtml, renderText, type EmailContent } from "@/lib/leads/email-layout";
import { fromCents, toCents } from "@/lib/reports/math";

// The e-mail the gerentes get when a sale waits for their approval (docs/business-rules.md "Discount
// approval"). Pure: who receives it is read by lib/sales/notify-approval.ts.

export type PendingApprovalSale = {
  id: string;
  carBrand: string;
  carModel: string;
  carYear: string;
  clientName: string;
  salesperson: string;
  salePrice: number;
  minimumPrice: number;
};

/** One message for every recipient: the outbox writes one e-mail per address. */
export type ApprovalEmail = { to: string[]; subject: string; text: string; html: string };

const percent = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function pendingApprovalEmail(
  sale: PendingApprovalSale,
  recipients: string[],
  siteUrl: string,
): ApprovalEmail {
  const car = `${sale.carBrand} ${sale.carModel} ${sale.carYear}`.trim();
  const gapCents = toCents(sale.minimumPrice) - toCents(sale.salePrice);
  const gapPercent = (gapCents / toCents(sale.minimumPrice)) * 100;
  const content: EmailContent = {
    greeting: "Olá,",
    paragraphs: [
      `${sale.salesperson} registrou uma venda abaixo do preço mínimo, que aguarda sua aprovação.`,
    ],
    fields: [
      ["Carro", car],
      ["Cliente", sale.clientName],
      ["Valor da venda", formatMoney(sale.salePrice)],
      ["Preço mínimo", formatMoney(sale.minimumPrice)],
      ["Diferença", `${formatMoney(fromCents(gapCents))} (${percent.format(gapPercent)}% abaixo do mínimo)`],
    ],
    links: [
      { label: "Aprove ou rejeite em 'Aprovações', na aba Vendas", href: `${siteUrl}/admin?tab=sales` },
    ],
  };
  return {
    to: recipients,
    subject: `Aprovação de desconto: ${car} — ${sale.clientName}`,
    text: renderText(content),
    html: renderHtml(content),
  };
}
