"use client";

import { Eye, Phone } from "lucide-react";

import { CarRanking } from "@/components/admin/analytics/car-ranking";
import { DailyActivity } from "@/components/admin/analytics/daily-activity";
import { WhatsAppMark as WhatsAppIcon } from "@/components/site/brand-marks";
import { Skeleton } from "@/components/ui/skeleton";
import { useApiData } from "@/lib/admin/use-api-data";
import type { AnalyticsOverview } from "@/lib/analytics/types";

const count = new Intl.NumberFormat("pt-BR");
const plural = (value: number, one: string, many: string) =>
  `${count.format(value)} ${value === 1 ? one : many}`;

type OverviewResponse = { success: boolean; analytics?: AnalyticsOverview };

/** The analytics tab (docs/texts.md) plus the 30-day chart. */
export function AnalyticsTab() {
  const overview = useApiData<OverviewResponse>("/api/analytics/overview");

  if (overview.state === "loading") {
    return (
      <section aria-busy="true" className="flex flex-col gap-4">
        <p role="status" className="text-sm text-muted-foreground">
          Carregando analytics...
        </p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-24 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-80 rounded-xl" />
      </section>
    );
  }
  const analytics = overview.state === "ready" && overview.data.success ? overview.data.analytics : undefined;
  if (!analytics) {
    return (
      <p className="rounded-xl border border-dashed px-4 py-12 text-center text-muted-foreground">
        Nenhum dado de analytics disponível
      </p>
    );
  }

  const tiles = [
    {
      id: "whatsapp",
      label: "Cliques no WhatsApp",
      value: analytics.overview.totalWhatsappClicks,
      icon: <WhatsAppIcon className="size-5" />,
    },
    {
      id: "phone",
      label: "Cliques no Telefone",
      value: analytics.overview.totalPhoneClicks,
      icon: <Phone className="size-5" aria-hidden="true" />,
    },
    {
      id: "views",
      label: "Visualizações",
      value: analytics.overview.totalViews,
      icon: <Eye className="size-5" aria-hidden="true" />,
    },
  ];

  return (
    <section aria-labelledby="analytics-title" className="flex flex-col gap-4">
      <h2 id="analytics-title" className="text-xl font-semibold">
        Analytics dos Anúncios
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {tiles.map((tile) => (
          <div
            key={tile.id}
            className="flex items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm"
            data-testid={`tile-${tile.id}`}
          >
            <div className="flex flex-col gap-1">
              <dt className="text-sm font-medium text-muted-foreground">{tile.label}</dt>
              <dd className="text-2xl font-bold tabular-nums">{count.format(tile.value)}</dd>
            </div>
            <span className="text-muted-foreground">{tile.icon}</span>
          </div>
        ))}
      </dl>
      <DailyActivity daily={analytics.daily} />
      <div className="grid gap-4 lg:grid-cols-2">
        <CarRanking
          id="most-viewed"
          title="Anúncios Mais Vistos"
          empty="Nenhum anúncio visualizado ainda"
          cars={analytics.mostViewed}
          metric={(car) => plural(car.views, "visualização", "visualizações")}
        />
        <CarRanking
          id="most-interested"
          title="Anúncios com Mais Interesse"
          empty="Nenhum anúncio com interesse ainda"
          cars={analytics.mostInterested}
          metric={(car) => plural(car.whatsappClicks + car.phoneClicks, "clique", "cliques")}
        />
      </div>
    </section>
  );
}
