"use client";

import { Bar, BarChart, CartesianGrid, LabelList, Legend, Tooltip, XAxis, YAxis } from "recharts";

// Counts as horizontal bars, one row per category (recharts, loaded only with the reports tab): the category is
// named on its own axis label and every count is written at the end of its bar, so nothing is told by colour
// alone; with more than one series, a legend names the colours. No fixed width: it fits a 360 px screen.

const TEXT = { fontSize: 12, fill: "var(--foreground)" };

/** A row: its category's name and its counts, by field. */
type Row = Record<string, string | number>;

export type BarSeries = { key: string; name: string; fill: string };

type Props = {
  rows: Row[];
  /** The field that names each row. */
  category: string;
  series: BarSeries[];
  /** The chart's text alternative. */
  description: string;
  height: number;
  categoryWidth: number;
  /** Room on the right for the counts. */
  labelRoom: number;
};

export function HorizontalBars({
  rows,
  category,
  series,
  description,
  height,
  categoryWidth,
  labelRoom,
}: Props) {
  return (
    <BarChart
      responsive
      layout="vertical"
      data={rows}
      style={{ width: "100%", height }}
      margin={{ top: 4, right: labelRoom, bottom: 4, left: 0 }}
      desc={description}
    >
      <CartesianGrid stroke="var(--border)" horizontal={false} />
      <XAxis type="number" allowDecimals={false} hide />
      <YAxis
        type="category"
        dataKey={category}
        width={categoryWidth}
        tick={TEXT}
        tickLine={false}
        axisLine={{ stroke: "var(--input)" }}
      />
      <Tooltip contentStyle={{ borderRadius: 8, borderColor: "var(--border)", fontSize: 13 }} />
      {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
      {series.map(({ key, name, fill }) => (
        <Bar key={key} dataKey={key} name={name} fill={fill} radius={[0, 4, 4, 0]} isAnimationActive={false}>
          <LabelList dataKey={key} position="right" style={TEXT} />
        </Bar>
      ))}
    </BarChart>
  );
}
