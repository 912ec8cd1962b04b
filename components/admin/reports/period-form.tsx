"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Filter } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { saoPauloDate } from "@/lib/format/dates";
import { funnelQuerySchema, type FunnelQuery } from "@/lib/reports/funnel";

type RangeInput = { from?: string; to?: string };

/** A period of São Paulo days, checked with the reports' own schema. */
export function PeriodForm({
  value,
  onApply,
  idPrefix,
  label,
}: {
  value: FunnelQuery;
  onApply: (range: FunnelQuery) => void;
  idPrefix: string;
  label: string;
}) {
  // The route's own schema: the same dates, order and longest period are refused here, in the same words.
  const schema = useMemo(() => funnelQuerySchema(saoPauloDate(new Date())), []);
  const form = useForm<RangeInput, unknown, FunnelQuery>({
    resolver: zodResolver(schema),
    defaultValues: value,
  });
  const error = form.formState.errors.from?.message ?? undefined;
  const toError = form.formState.errors.to?.message ?? undefined;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onApply)}
      className="flex flex-wrap items-end gap-3"
      aria-label={label}
    >
      <FormField id={`${idPrefix}-from`} label="De" error={error} className="w-full min-[400px]:w-44">
        <Input type="date" {...form.register("from")} {...fieldA11yProps(`${idPrefix}-from`, error)} />
      </FormField>
      <FormField id={`${idPrefix}-to`} label="Até" error={toError} className="w-full min-[400px]:w-44">
        <Input type="date" {...form.register("to")} {...fieldA11yProps(`${idPrefix}-to`, toError)} />
      </FormField>
      <Button type="submit" variant="outline">
        <Filter aria-hidden="true" />
        Aplicar
      </Button>
    </form>
  );
}
