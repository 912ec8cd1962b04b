"use client";

import { HorizontalBars } from "@/components/admin/reports/horizontal-bars";

// The funnel's totals as horizontal bars, one per step, in one colour (loaded only with the reports tab's funnel).

export type FunnelStep = { step: string; count: number };

export function FunnelChart({ steps, description }: { steps: FunnelStep[]; description: string }) {
  return (
    <HorizontalBars
      rows={steps}
      category="step"
      series={[{ key: "count", name: "Total", fill: "var(--chart-2)" }]}
      description={description}
      height={44 * steps.length + 24}
      categoryWidth={108}
      labelRoom={48}
    />
  );
}
