"use client";

import { Bar, BarChart, CartesianGrid, LabelList, Legend, Tooltip, XAxis, YAxis } from "recharts";

// 'Atendimento' as horizontal bars, two per salesperson — leads received and leads answered — loaded only with
// the reports tab. The legend names the two colours, every count is written at the end of its bar, and the card's
// text and table say the same figures, so nothing is told by colour alone.

export type LeadsChartRow = { name: string; assigned: number; responded: number };

export function LeadsChart({ rows, description }: { rows: LeadsChartRow[]; description: string }) {
  return (
    <BarChart
      responsive
      layout="vertical"
      data={rows}
      style={{ width: "100%", height: 64 * rows.length + 56 }}
      margin={{ top: 4, right: 40, bottom: 4, left: 0 }}
      desc={description}
    >
      <CartesianGrid stroke="var(--border)" horizontal={false} />
      <XAxis type="number" allowDecimals={false} hide />
      <YAxis
        type="category"
        dataKey="name"
        width={112}
        tick={{ fontSize: 12, fill: "var(--foreground)" }}
        tickLine={false}
        axisLine={{ stroke: "var(--input)" }}
      />
      <Tooltip contentStyle={{ borderRadius: 8, borderColor: "var(--border)", fontSize: 13 }} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      <Bar
        dataKey="assigned"
        name="Recebidos"
        fill="var(--chart-2)"
        radius={[0, 4, 4, 0]}
        isAnimationActive={false}
      >
        <LabelList dataKey="assigned" position="right" style={{ fontSize: 12, fill: "var(--foreground)" }} />
      </Bar>
      <Bar
        dataKey="responded"
        name="Respondidos"
        fill="var(--chart-3)"
        radius={[0, 4, 4, 0]}
        isAnimationActive={false}
      >
        <LabelList dataKey="responded" position="right" style={{ fontSize: 12, fill: "var(--foreground)" }} />
      </Bar>
    </BarChart>
  );
}
