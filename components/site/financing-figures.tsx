import { formatMonthlyRate, type FinancingSimulation } from "@/lib/financing/price-table";
import { formatMoney } from "@/lib/format/money";

// The figures of a financing simulation and the note under them, shared by the server's example and the
// simulator, so the page looks the same before and after the simulator's code arrives.

type Figures = Pick<FinancingSimulation, "months" | "installment" | "financedAmount" | "total">;

/** Installment, amount financed, total paid and the rate; dashes while the entered down payment is invalid. */
export function FinancingFigures({ result, monthlyRate }: { result: Figures | null; monthlyRate: number }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <div className="sm:col-span-3">
        <dt className="text-sm text-muted-foreground">Parcela</dt>
        <dd className="text-2xl font-bold tracking-tight" data-testid="financing-installment">
          {result ? `${result.months}× de ${formatMoney(result.installment)}` : "—"}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">Valor financiado</dt>
        <dd className="font-semibold" data-testid="financing-financed">
          {result ? formatMoney(result.financedAmount) : "—"}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">Total pago</dt>
        <dd className="font-semibold" data-testid="financing-total">
          {result ? formatMoney(result.total) : "—"}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">Taxa de referência</dt>
        <dd className="font-semibold" data-testid="financing-rate">
          {formatMonthlyRate(monthlyRate)}
        </dd>
      </div>
    </dl>
  );
}

export function FinancingDisclaimer() {
  return (
    <p className="text-xs text-muted-foreground">
      Simulação pela Tabela Price com uma taxa de referência, não uma oferta de crédito: taxa e parcelas
      dependem da análise de crédito da instituição financeira.
    </p>
  );
}
