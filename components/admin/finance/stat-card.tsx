import { cn } from "@/lib/utils";

/** A compact figure of a tab's summary row. */
export function StatCard({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cn("min-w-0 rounded-lg border bg-card px-4 py-3", className)}>
      <p className="truncate text-xs text-muted-foreground">{label}</p>
      <p className="truncate text-lg font-semibold tabular-nums">{value}</p>
    </div>
  );
}
