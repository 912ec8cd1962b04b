import { Download, Plus } from "lucide-react";

import { SearchField } from "@/components/admin/kit/search-field";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

type Props = {
  id: string;
  title: string;
  count: number;
  /** While the list loads its size is unknown: a skeleton in place of the count. */
  loading?: boolean;
  search: string;
  onSearch: (value: string) => void;
  searchPlaceholder: string;
  addLabel: string;
  onAdd: () => void;
  exportHref?: string;
};

/** A tab's top bar: title and count, the primary action top right, then search and the CSV export. */
export function TabHeader({
  id,
  title,
  count,
  loading = false,
  search,
  onSearch,
  searchPlaceholder,
  addLabel,
  onAdd,
  exportHref,
}: Props) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`panel-${id}-title`} className="text-xl font-semibold">
          {title}{" "}
          {loading ? (
            <Skeleton className="inline-block h-4 w-8 align-middle" data-testid="tab-count-skeleton" />
          ) : (
            <span className="text-base font-normal text-muted-foreground">({count})</span>
          )}
        </h2>
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SearchField
          value={search}
          onChange={onSearch}
          placeholder={searchPlaceholder}
          label={searchPlaceholder}
          className="min-w-0 flex-1 basis-56"
        />
        {exportHref ? (
          <Button asChild variant="outline">
            <a href={exportHref} download>
              <Download aria-hidden="true" />
              Exportar CSV
            </a>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
