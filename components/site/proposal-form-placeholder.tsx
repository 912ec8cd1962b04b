import { Skeleton } from "@/components/ui/skeleton";

const FIELD_HEIGHTS = [
  "h-10 pointer-coarse:h-11",
  "h-10 pointer-coarse:h-11",
  "h-10 pointer-coarse:h-11",
  "h-24",
];

/**
 * The proposal form's outline (four labelled fields, the last a text area, and the button), in its place until the
 * form itself is loaded: drawn by the server, so it costs the page no script.
 */
export function ProposalFormPlaceholder() {
  return (
    <div aria-hidden="true" className="grid gap-4">
      {FIELD_HEIGHTS.map((height, index) => (
        <div key={index} className="grid gap-2">
          <Skeleton className="h-5 w-24" />
          <Skeleton className={height} />
        </div>
      ))}
      <Skeleton className="h-12" />
    </div>
  );
}
