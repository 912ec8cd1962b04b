"use client";

import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";

import type { DailyPoint } from "@/lib/analytics/types";
import { formatDateBR } from "@/lib/format/dates";

// The 30-day chart (recharts, loaded only by the analytics tab). Colours come from the theme's --chart-*
// variables that keep >= 3:1 against white, and each series also has its own dash pattern, so the lines stay
// apart without colour. Few ticks and no fixed width: it fits a 360 px screen without scrolling sideways.

export const SERIES = [
  { key: "views", name: "Visualizações", color: "var(--chart-2)", dash: undefined },
  { key: "whatsappClicks", name: "Cliques no WhatsApp", color: "var(--chart-3)", dash: "6 3" },
  { key: "phoneClicks", name: "Cliques no telefone", color: "var(--chart-4)", dash: "2 3" },
] as const;

const shortDate = (date: string) => formatDateBR(date).slice(0, 5);

export function DailyChart({ daily, description }: { daily: DailyPoint[]; description: string }) {
  return (
    <LineChart
      responsive
      data={daily}
      style={{ width: "100%", height: 260 }}
      margin={{ top: 8, right: 8, bottom: 0, left: -12 }}
      desc={description}
    >
      <CartesianGrid stroke="var(--border)" vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={shortDate}
        interval="preserveStartEnd"
        minTickGap={28}
        tick={{ fontSize: 12, fill: "var(--muted-foreground)" }}
        tickLine={false}
        axisLine={{ stroke: "var(--input)" }}
      />
      <YAxis
        allowDecimals={false}
        width={44}
        tick={{ fontSize: 12, fill: "var(--muted-foreground)" }}
        tickLine={false}
        axisLine={false}
      />
      <Tooltip
        labelFormatter={(label) => formatDateBR(String(label))}
        contentStyle={{ borderRadius: 8, borderColor: "var(--border)", fontSize: 13 }}
      />
      <Legend wrapperStyle={{ fontSize: 13 }} />
      {SERIES.map((series) => (
        <Line
          key={series.key}
          type="monotone"
          dataKey={series.key}
          name={series.name}
          stroke={series.color}
          strokeWidth={2}
          strokeDasharray={series.dash}
          dot={false}
          activeDot={{ r: 4 }}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
