"use client";

import { HorizontalBars } from "@/components/admin/reports/horizontal-bars";

// 'Atendimento' as horizontal bars, two per salesperson — leads received and leads answered — loaded only with
// the reports tab. The card's text and table say the same figures.

export type LeadsChartRow = { name: string; assigned: number; responded: number };

export function LeadsChart({ rows, description }: { rows: LeadsChartRow[]; description: string }) {
  return (
    <HorizontalBars
      rows={rows}
      category="name"
      series={[
        { key: "assigned", name: "Recebidos", fill: "var(--chart-2)" },
        { key: "responded", name: "Respondidos", fill: "var(--chart-3)" },
      ]}
      description={description}
      height={64 * rows.length + 56}
      categoryWidth={112}
      labelRoom={40}
    />
  );
}
