import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

type Props = {
  label: string;
  value: string;
  /** While the list loads the figure is unknown: a skeleton, never a zero that reads as a real total. */
  loading?: boolean;
  className?: string;
};

/** A compact figure of a tab's summary row. */
export function StatCard({ label, value, loading = false, className }: Props) {
  return (
    <div
      className={cn("min-w-0 rounded-lg border bg-card px-4 py-3", className)}
      aria-busy={loading || undefined}
      data-testid="stat-card"
    >
      <p className="truncate text-xs text-muted-foreground">{label}</p>
      {loading ? (
        <Skeleton className="my-1 h-5 w-24 sm:h-6" data-testid="stat-card-skeleton" />
      ) : (
        <p className="text-base font-semibold break-words tabular-nums sm:text-lg">{value}</p>
      )}
    </div>
  );
}
