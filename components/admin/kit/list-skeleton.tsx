import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder rows while a list loads. */
export function ListSkeleton({
  rows = 4,
  label = "Carregando...",
  className = "grid gap-3",
  rowClassName = "h-24 w-full rounded-lg",
}: {
  rows?: number;
  label?: string;
  className?: string;
  rowClassName?: string;
}) {
  return (
    <div className={className} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={rowClassName} />
      ))}
    </div>
  );
}

export function EmptyList({ text }: { text: string }) {
  return (
    <p className="rounded-lg border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
      {text}
    </p>
  );
}
