import { FinancingDisclaimer, FinancingFigures } from "@/components/site/financing-figures";
import {
  defaultDownPayment,
  DEFAULT_DOWN_PAYMENT_SHARE,
  DEFAULT_FINANCING_MONTHS,
  simulateFinancing,
} from "@/lib/financing/price-table";
import { formatMoney } from "@/lib/format/money";

// The simulator's starting point (20 % down, 48 months) as plain server-rendered text: what a visitor without
// JavaScript reads, and what holds the simulator's place until its code is loaded.

export function FinancingExample({ price, monthlyRate }: { price: number; monthlyRate: number }) {
  const downPayment = defaultDownPayment(price);
  const result = simulateFinancing({
    price,
    downPayment,
    months: DEFAULT_FINANCING_MONTHS,
    monthlyRatePercent: monthlyRate,
  });
  return (
    <div className="grid gap-5" data-testid="financing-example">
      <p className="text-sm">
        Exemplo com entrada de {formatMoney(downPayment)} ({DEFAULT_DOWN_PAYMENT_SHARE * 100}%) em{" "}
        {DEFAULT_FINANCING_MONTHS} meses:
      </p>
      <div className="grid gap-3 rounded-lg border bg-muted/50 p-4">
        <FinancingFigures result={result} monthlyRate={monthlyRate} />
      </div>
      <FinancingDisclaimer />
    </div>
  );
}
