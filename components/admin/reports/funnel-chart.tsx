"use client";

import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from "recharts";

// The funnel's totals as horizontal bars, one per step (recharts, loaded only with the reports tab's funnel).
// One colour for every bar: the step is named on its own axis label, never told by colour; the counts are
// written at the end of each bar. No fixed width: it fits a 360 px screen.

export type FunnelStep = { step: string; count: number };

export function FunnelChart({ steps, description }: { steps: FunnelStep[]; description: string }) {
  return (
    <BarChart
      responsive
      layout="vertical"
      data={steps}
      style={{ width: "100%", height: 44 * steps.length + 24 }}
      margin={{ top: 4, right: 48, bottom: 4, left: 0 }}
      desc={description}
    >
      <CartesianGrid stroke="var(--border)" horizontal={false} />
      <XAxis type="number" allowDecimals={false} hide />
      <YAxis
        type="category"
        dataKey="step"
        width={108}
        tick={{ fontSize: 12, fill: "var(--foreground)" }}
        tickLine={false}
        axisLine={{ stroke: "var(--input)" }}
      />
      <Tooltip contentStyle={{ borderRadius: 8, borderColor: "var(--border)", fontSize: 13 }} />
      <Bar dataKey="count" name="Total" fill="var(--chart-2)" radius={[0, 4, 4, 0]} isAnimationActive={false}>
        <LabelList dataKey="count" position="right" style={{ fontSize: 12, fill: "var(--foreground)" }} />
      </Bar>
    </BarChart>
  );
}
