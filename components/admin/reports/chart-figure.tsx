import type { ReactNode } from "react";

/**
 * A report's chart card: its title, the figures in words (the chart's text alternative, also its description),
 * and the chart.
 */
export function ChartFigure({
  name,
  title,
  summary,
  children,
}: {
  /** The report's name in the ids: `{name}-chart-title`, test ids `{name}-summary` and `{name}-chart`. */
  name: string;
  title: string;
  summary: string;
  /** The chart; none when there is nothing to draw. */
  children?: ReactNode;
}) {
  return (
    <figure
      aria-labelledby={`${name}-chart-title`}
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <figcaption className="flex flex-col gap-1">
        <h4 id={`${name}-chart-title`} className="font-semibold">
          {title}
        </h4>
        <p className="text-sm text-muted-foreground" data-testid={`${name}-summary`}>
          {summary}
        </p>
      </figcaption>
      {children ? (
        <div className="min-w-0" data-testid={`${name}-chart`}>
          {children}
        </div>
      ) : null}
    </figure>
  );
}
