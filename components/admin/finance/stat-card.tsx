import { cn } from "@/lib/utils";

/** A compact figure of a tab's summary row. */
export function StatCard({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cn("min-w-0 rounded-lg border bg-card px-4 py-3", className)}>
      <p className="truncate text-xs text-muted-foreground">{label}</p>
      <p className="text-base font-semibold break-words tabular-nums sm:text-lg">{value}</p>
    </div>
  );
}
