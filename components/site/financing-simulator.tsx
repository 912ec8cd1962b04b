"use client";

import { Send } from "lucide-react";
import { useId, useState } from "react";

import { buttonVariants } from "@/components/ui/button";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { NumberInput } from "@/components/ui/number-input";
import { FinancingDisclaimer, FinancingFigures } from "@/components/site/financing-figures";
import {
  defaultDownPayment,
  DEFAULT_FINANCING_MONTHS,
  FINANCING_MONTHS,
  roundToCents,
  simulateFinancing,
} from "@/lib/financing/price-table";
import { chooseSimulation } from "@/lib/financing/proposal-simulation";
import { formatMoney } from "@/lib/format/money";
import { financingFormSchema } from "@/lib/tickets/schema";
import { cn } from "@/lib/utils";

// The car page's financing simulator (docs/showroom.md "Financing simulation"): the down payment as a slider and
// as R$ and % fields kept in sync, the term, and the Tabela Price result recomputed as the visitor types. The
// server renders it with the default (20 % down, 48 months), so a visitor without JavaScript still reads an
// example (components/site/financing-example.tsx holds its place until this code is loaded). 'Enviar proposta com esta simulação' hands the simulation to the proposal form and scrolls to it.

type Props = {
  carId: string;
  price: number;
  /** Reference monthly rate, percent (FINANCING_MONTHLY_RATE). */
  monthlyRate: number;
  /** Where the proposal form is (its heading's id). */
  proposalAnchor: string;
};

export function FinancingSimulator({ carId, price, monthlyRate, proposalAnchor }: Props) {
  const [downPayment, setDownPayment] = useState<number | null>(() => defaultDownPayment(price));
  const [months, setMonths] = useState<number>(DEFAULT_FINANCING_MONTHS);
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;

  const parsed = financingFormSchema(price).safeParse({ downPayment: downPayment ?? undefined, months });
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message;
  const result = parsed.success
    ? simulateFinancing({
        price,
        downPayment: parsed.data.downPayment,
        months,
        monthlyRatePercent: monthlyRate,
      })
    : null;
  const percent = downPayment === null ? null : roundToCents((downPayment / price) * 100);

  return (
    <div className="grid gap-5" data-testid="financing-simulator">
      <div className="grid gap-3">
        <label htmlFor={fieldId("slider")} className="text-sm font-medium">
          Entrada
        </label>
        <input
          id={fieldId("slider")}
          type="range"
          min={0}
          max={price}
          step={Math.max(100, Math.round(price / 200 / 100) * 100)}
          value={Math.min(downPayment ?? 0, price)}
          aria-valuetext={formatMoney(downPayment ?? 0)}
          onChange={(event) => setDownPayment(Number(event.target.value))}
          className="h-6 w-full cursor-pointer accent-primary"
          data-testid="financing-slider"
        />
        <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
          <FormField id={fieldId("amount")} label="Entrada (R$)" error={error}>
            <NumberInput
              kind="money"
              value={downPayment}
              onValueChange={setDownPayment}
              {...fieldA11yProps(fieldId("amount"), error)}
              data-testid="financing-down-payment"
            />
          </FormField>
          <FormField id={fieldId("percent")} label="Entrada (%)">
            <NumberInput
              kind="money"
              value={percent}
              onValueChange={(value) =>
                setDownPayment(value === null ? null : roundToCents((price * value) / 100))
              }
              {...fieldA11yProps(fieldId("percent"))}
              data-testid="financing-down-percent"
            />
          </FormField>
        </div>
      </div>

      <FormField id={fieldId("months")} label="Prazo">
        <NativeSelect
          id={fieldId("months")}
          value={months}
          onChange={(event) => setMonths(Number(event.target.value))}
          data-testid="financing-months"
        >
          {FINANCING_MONTHS.map((option) => (
            <NativeSelectOption key={option} value={option}>
              {option} meses
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>

      <output
        htmlFor={`${fieldId("slider")} ${fieldId("amount")} ${fieldId("percent")} ${fieldId("months")}`}
        aria-live="polite"
        className="grid gap-3 rounded-lg border bg-muted/50 p-4"
        data-testid="financing-result"
      >
        <FinancingFigures result={result} monthlyRate={monthlyRate} />
      </output>
      <FinancingDisclaimer />

      <a
        href={`#${proposalAnchor}`}
        aria-disabled={result ? undefined : true}
        className={cn(
          buttonVariants({ variant: "outline", size: "lg" }),
          "min-h-12 text-center whitespace-normal",
          !result && "pointer-events-none opacity-50",
        )}
        onClick={(event) => {
          if (!result) {
            event.preventDefault();
            return;
          }
          chooseSimulation({ ...result, carId });
        }}
        data-testid="financing-send"
      >
        <Send aria-hidden="true" />
        Enviar proposta com esta simulação
      </a>
    </div>
  );
}
