import type { OpeningHoursRow } from "@/lib/opening-hours/describe";
import { cn } from "@/lib/utils";

/** The store's opening hours as days → hours, from OPENING_HOURS (lib/seo/dealer.ts), on About and Contact. */
export function OpeningHoursList({
  hours,
  className,
}: {
  hours: readonly OpeningHoursRow[];
  className?: string;
}) {
  return (
    <dl className={cn("grid grid-cols-[1fr_auto] gap-y-1 text-sm", className)}>
      {hours.map((entry) => (
        <div key={entry.days} className="contents">
          <dt className="text-muted-foreground">{entry.days}</dt>
          <dd className="font-medium">{entry.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
